import { persistedAtom } from '@/store/persisted'

/** The day ('YYYY-MM-DD') the user closed the home red-packet popup; null when not closed today. */
export const redPacketDismissedAtom = persistedAtom<string | null>('redPacketDismissedOn', null)
