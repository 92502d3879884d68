import { Image, Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { lists as popupLists } from '@/api/popup'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { openNavItem } from '@/lib/navItem'
import { MT_REDBAG_PAGE } from '@/routes'
import { dismissRedPacket, redPacketPopup } from '@/utils/redPacket'
import type { Popup } from '@api-types/popup'
import { redPacketDismissedAtom } from './redPacketStore'
import { shopMessages } from './shopMessages'
import './redPacketPopup.scss'

/** The first popup the server offers for home that can be shown. */
export function firstPopup(value: unknown): Popup | null {
  if (!Array.isArray(value)) return null
  return (value.find((p) => !!p && typeof p === 'object' && typeof (p as Popup).id === 'number') as Popup) ?? null
}

// The home red-packet popup (spec 4): only between 09:00 and 24:00, not again on a day the user
// closed it (the flag resets before 09:00), and only when /api/popup/lists offers one. Tapping it
// opens the item (the takeaway red-packet page when the item names no page).
export default function RedPacketPopup() {
  const t = useT(shopMessages)
  const [dismissedOn, setDismissedOn] = useAtom(redPacketDismissedAtom)
  const [popup, setPopup] = useState<Popup | null>(null)

  useEffect(() => {
    const decision = redPacketPopup(dismissedOn)
    if (decision.dismissedOn !== dismissedOn) setDismissedOn(decision.dismissedOn)
    if (!decision.show) return undefined
    let alive = true
    popupLists({ position: 'home' }, { silent: true })
      .then((res) => alive && setPopup(firstPopup(res.result)))
      .catch(() => undefined)
    return () => {
      alive = false
    }
    // decided once per visit of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!popup) return null

  const close = () => {
    setDismissedOn(dismissRedPacket())
    setPopup(null)
  }
  const open = () => {
    close()
    const go = popup.path ? openNavItem(popup) : navigateTo(`/${MT_REDBAG_PAGE}`)
    go.catch(() => undefined)
  }

  return (
    <View className='red-packet' catchMove>
      <View className='red-packet__mask' onClick={close} />
      <View className='red-packet__box'>
        {popup.image ? (
          <Image className='red-packet__image' src={popup.image} mode='widthFix' onClick={open} />
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
