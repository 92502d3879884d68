import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import { useRevealAfter } from './motion'
import messages from './raffle.messages'
import type { StageProps } from './stage'

const CARDS = [1, 2, 3, 4, 5, 6]

// 翻牌 (other_two): six cards face down; the tapped card shakes while the request runs, then turns
// over on the server's prize. The cards carry no prize until then: which card is tapped changes
// nothing.
export default function FlipStage({ flow, button }: StageProps) {
  const t = useT(messages)
  useRevealAfter(flow, 700)
  const open = flow.phase === 'revealing' || flow.phase === 'shown'
  return (
    <View className='raffle-flip'>
      {CARDS.map((n, i) => {
        const mine = flow.slot === i && flow.phase !== 'idle'
        const state = mine ? (open ? ' raffle-flip__card--open' : ' raffle-flip__card--asking') : ''
        return (
          <View
            key={n}
            className={`raffle-flip__card${state}`}
            role='button'
            ariaLabel={button.disabled ? `${t('raffle.card', { n })} (${button.text})` : `${t('raffle.card', { n })}, ${button.label}`}
            aria-disabled={button.disabled || flow.phase !== 'idle'}
            onClick={button.disabled ? undefined : () => flow.draw(i)}
          >
            <View className='raffle-flip__face raffle-flip__face--back'>
              <Text className='raffle-flip__mark'>?</Text>
            </View>
            <View className='raffle-flip__face raffle-flip__face--front'>
              <Text className='raffle-flip__prize'>{mine && flow.result ? flow.result.prize.name : ''}</Text>
            </View>
          </View>
        )
      })}
      <Text className='raffle-stage__hint'>{button.disabled ? button.text : button.label}</Text>
    </View>
  )
}
