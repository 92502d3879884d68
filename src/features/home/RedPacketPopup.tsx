import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { navigateTo } from '@/lib/navigation'
import { openNavItem } from '@/lib/navItem'
import { pageUrl } from '@/routes'
import { dismissRedPacket, redPacketPopup } from '@/utils/redPacket'
import type { Popup } from '@api-types/popup'
import { redPacketDismissedAtom } from './redPacketStore'
import { redPacketMessages } from './redPacket.messages'
import { useLazyMessages } from './useLazyMessages'
import './redPacketPopup.scss'
import Picture from '@/components/Picture'

// The home red-packet popup (docs/product.md: States) for the popup /api/popup/lists offered: shown only between
// 09:00 and 24:00 and not again on a day the user closed it (the flag resets before 09:00).
// Tapping it opens the item, or the takeaway red-packet page when the item names no page. This
// module (with dayjs) is fetched only when the server has a popup to show.
export default function RedPacketPopup({ popup }: { popup: Popup }) {
  const t = useLazyMessages(redPacketMessages)
  const [dismissedOn, setDismissedOn] = useAtom(redPacketDismissedAtom)
  // decided once per visit of the page
  const [decision] = useState(() => redPacketPopup(dismissedOn))
  const [visible, setVisible] = useState(decision.show)

  useEffect(() => {
    if (decision.dismissedOn !== dismissedOn) setDismissedOn(decision.dismissedOn)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!visible) return null

  const close = () => {
    setDismissedOn(dismissRedPacket())
    setVisible(false)
  }
  const open = () => {
    close()
    const go = popup.path ? openNavItem(popup) : navigateTo(pageUrl('takeawayCoupons'))
    go.catch(() => undefined)
  }

  return (
    <View className='red-packet' catchMove>
      <View className='red-packet__mask' onClick={close} />
      <View className='red-packet__box'>
        {popup.image ? (
          <Picture alt={popup.name} className='red-packet__image' src={popup.image} mode='widthFix' onClick={open} />
        ) : (
          <View className='red-packet__card' onClick={open}>
            <View className='red-packet__flap' />
            <Text className='red-packet__title'>{popup.name || t('redPacket.title')}</Text>
            <Text className='red-packet__sub'>{popup.subtitle || t('redPacket.sub')}</Text>
            {popup.reward ? <Text className='red-packet__reward'>{popup.reward}</Text> : null}
            <View className='red-packet__open'>{t('redPacket.open')}</View>
          </View>
        )}
        <View className='red-packet__close' role='button' aria-label={t('redPacket.close')} onClick={close} />
      </View>
    </View>
  )
}
