import { Text, View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { FreeMealOrder } from '@api-types/order'
import { detail } from '@/api/order'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useT } from '@/i18n'
import { backOrRedirectTo } from '@/lib/navigation'
import { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { displayYuan } from '@/utils/money'
import { writeClipboard } from '@/lib/clipboard'
import DetailStates from '@/components/DetailStates'
import { orderIdOf } from './orderView'
import { messages } from './placeOrder.messages'
import { browserTab, orderLink, platformKey } from './platform'
import './placeOrder.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

/** Copies a link and says so with the spec's messages. */
export async function copyLink(url: string, say: (key: 'webview.copied' | 'webview.copyFailed') => string): Promise<boolean> {
  try {
    await writeClipboard(url)
    toast(say('webview.copied'), TOAST_DEFAULT)
    return true
  } catch {
    toast(say('webview.copyFailed'), TOAST_DEFAULT)
    return false
  }
}

/** Back to the proof page: the one this page was opened from, or a new one in this page's place. */
function toVoucher(orderId: number) {
  backOrRedirectTo(pageUrl('proof', { id: orderId })).catch(() => undefined)
}

// Go order on the takeaway platform (meituan-webview?id=<order id>). Most platforms refuse to load
// inside an iframe, so the H5 page leaves for the shop's platform page in the same tab; the
// mini-program opens it in a web view. The link is the server's (in development its stand-in of the
// platform's shop page). Copying the link and going on to the proof are offered too.
export default function PlaceOrderScreen() {
  const t = useT(messages)
  const orderId = orderIdOf(useRouter().params.id)
  const remote = useQuery<FreeMealOrder>(String(orderId), async () => {
    if (orderId === null) throw new ApiError(t('webview.badOrder'), 0, 'status')
    return (await detail({ id: orderId }, { silent: true })).result
  })
  const [inWebView, setInWebView] = useState(false)
  const order = remote.data

  if (remote.state !== 'ready' || !order) {
    return <DetailStates page='go-order' card='go-order__card' rows={3} failed={t('webview.failed')} remote={remote} />
  }

  const url = orderLink(order.shop.platform_url)
  const platformName = t(platformKey(order.shop.platform) ?? 'deal.platform.mt')
  if (inWebView && url) return <WebView src={url} />

  const openPlatform = () => {
    if (!url) return
    if (process.env.TARO_ENV === 'h5') browserTab.open(url)
    else setInWebView(true)
  }

  return (
    <Page className='go-order'>
      <View className='go-order__card go-order__shop'>
        <Picture alt='' className='go-order__logo' src={order.shop.logo} mode='aspectFill' />
        <Text className='go-order__name'>{order.shop.name}</Text>
        {order.shop.address ? <Text className='go-order__address'>{order.shop.address}</Text> : null}
        <Text className='go-order__amount'>{t('webview.amount', { amount: displayYuan(order.min_order_price) })}</Text>
        <Text className='go-order__money'>
          {t('webview.amountHint', { platform: platformName, pay: displayYuan(order.order_price), rebate: displayYuan(order.rebate) })}
        </Text>
      </View>

      <View className='go-order__card go-order__steps'>
        {[
          t('webview.step1', { platform: platformName }),
          t('webview.step2', { amount: displayYuan(order.min_order_price) }),
          t('webview.step3'),
        ].map((text, i) => (
          <View key={text} className='go-order__step'>
            <Text className='go-order__step-no'>{i + 1}</Text>
            <Text className='go-order__step-text'>{text}</Text>
          </View>
        ))}
      </View>

      <View className='go-order__actions'>
        {order.status !== 'reserved' ? <Text className='go-order__note'>{t('webview.notReserved')}</Text> : null}
        {url ? (
          <>
            <Button className={`go-order__open go-order__open--${order.shop.platform ?? 'mt'}`} type='primary' block onClick={openPlatform}>
              {t('webview.open', { platform: platformName })}
            </Button>
            <Button className='go-order__copy' fill='outline' block onClick={() => copyLink(url, t)}>
              {t('webview.copy')}
            </Button>
          </>
        ) : (
          <Text className='go-order__note'>{t('webview.noLink')}</Text>
        )}
        <Button className='go-order__done' fill='none' block onClick={() => toVoucher(order.id)}>
          {order.status === 'reserved' ? t('webview.done') : t('webview.viewOrder')}
        </Button>
      </View>
    </Page>
  )
}
