import type { RafflePrize } from '@api-types/raffle'
import type { MessageKey, Translate } from '@/i18n'
import type messages from './raffle.messages'
import type { DrawFlow } from './useRaffle'

/** The raffle pages' translate function (the app's keys and raffle.messages.ts's). */
export type RaffleT = Translate<MessageKey | Extract<keyof typeof messages.en, string>>

/** What every draw view gets: the prizes in the activity's order, the flow, and the draw button. */
export interface StageProps {
  prizes: RafflePrize[]
  flow: DrawFlow
  button: DrawButton
}

export interface DrawButton {
  /** The words on it. */
  text: string
  /** Its accessible name (what a draw costs). */
  label: string
  /** The page knows a tap cannot draw (not started, ended, no gold, no draws left). */
  disabled: boolean
}
