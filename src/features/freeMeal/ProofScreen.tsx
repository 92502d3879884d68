import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { FreeMealOrder } from '@api-types/order'
import { cancel, detail, submitProof } from '@/api/order'
import { useSubscribeAsk } from '@/utils/subscribe'
import Page from '@/components/Page'
import Uploader, { type UploadItem } from '@/components/Uploader'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useQuery } from '@/data/useQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { navigateTo } from '@/lib/navigation'
import { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { displayYuan } from '@/utils/money'
import { formatCountdown, shortTime } from '@/utils/time'
import DetailStates from '@/components/DetailStates'
import { dealMessages } from './deal.messages'
import { messages } from './proof.messages'
import { PROOF_IMAGES_MAX, orderIdOf, orderView, proofError, proofImages } from './orderView'
import { platformKey } from './platform'
import './proof.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

const go = (url: string) => navigateTo(url).catch(() => undefined)

// Proof upload (voucher?id=): while the slot is reserved, the 30-minute countdown (server clock),
// the way to the platform, the platform order number and 1-9 screenshots, and cancelling; in every
// other state the order read-only with its proof.
export default function ProofScreen() {
  const t = useT(messages)
  const tDeal = useT(dealMessages)
  const orderId = orderIdOf(useRouter().params.id)
  const remote = useQuery<FreeMealOrder>(String(orderId), async () => {
    if (orderId === null) throw new ApiError(t('voucher.badOrder'), 0, 'status')
    return (await detail({ id: orderId }, { silent: true })).result
    // back from the platform page the order may have moved on (expired, reviewed)
  }, { refreshOnShow: true })
  const order = remote.data
  const now = useServerNow(order?.server_time, order?.status === 'reserved')
  const [orderNo, setOrderNo] = useState('')
  const [images, setImages] = useState<UploadItem[]>([])
  const { busy, run } = useAction()
  const cancelling = useAction()
  const askSubscribe = useSubscribeAsk(['proofApproved', 'proofRefused'])

  if (remote.state !== 'ready' || !order) {
    return <DetailStates page='voucher' card='voucher__card' failed={t('voucher.failed')} remote={remote} />
  }

  const view = orderView(order, now)
  const open = order.status === 'reserved' && !view.timedOut
  // the title follows the order's state: 上传凭证 (the route's title) only while a proof can be sent
  const title = open ? undefined : t('voucher.detailTitle')
  const platform = platformKey(order.shop.platform)

  const send = () => {
    // the mini-program asks, at this tap, to tell the review's outcome (nothing on H5)
    askSubscribe()
    const problem = view.timedOut ? 'voucher.timeout' : proofError({ orderNo, images })
    return run(problem ? t(problem) : null, async () => {
      const res = await submitProof({ id: order.id, platform_order_no: orderNo.trim(), images: proofImages(images) })
      remote.setData(res.result)
      toast(t('voucher.submitted'), TOAST_DEFAULT)
    })
  }

  // one confirm however many taps, and one cancel request
  const cancelSlot = () =>
    cancelling.run(null, async () => {
      if (!(await confirm({ title: t('order.cancelTitle'), content: t('order.cancelContent') }))) return
      try {
        const res = await cancel({ id: order.id })
        remote.setData(res.result)
        toast(t('voucher.cancelled'), TOAST_DEFAULT)
      } catch {
        // the request client showed why; show the order as the server has it now
        await remote.refresh().catch(() => undefined)
      }
    })

  const preview = (url: string) => {
    Taro.previewImage({ urls: order.images, current: url }).catch(() => undefined)
  }

  let banner: { title: string; hint?: string }
  if (open) banner = { title: t('voucher.countdown', { left: formatCountdown((view.countdownTo ?? now) - now) }), hint: t('order.tip') }
  else if (view.timedOut) banner = { title: t('voucher.timeout'), hint: t('voucher.timeoutHint') }
  else if (order.status === 'uploaded') banner = { title: t('voucher.reviewing'), hint: t('voucher.reviewingHint') }
  else if (order.status === 'approved') banner = { title: t('voucher.approved', { amount: displayYuan(order.rebate) }) }
  else if (order.status === 'rejected') banner = { title: t('voucher.rejected'), hint: t('order.reason', { reason: order.reject_reason || '-' }) }
  else if (order.status === 'expired') banner = { title: t('voucher.expired'), hint: t('voucher.expiredHint') }
  else banner = { title: t('order.status.cancelled'), hint: t('voucher.cancelledHint') }

  return (
    <Page title={title} className='voucher'>
      <View className={`voucher__banner voucher__banner--${view.tone}`} data-status={order.status}>
        <Text className='voucher__banner-title'>{banner.title}</Text>
        {banner.hint ? <Text className='voucher__banner-hint'>{banner.hint}</Text> : null}
        {order.status === 'approved' ? (
          <View className='voucher__wallet' role='link' onClick={() => go(pageUrl('walletHistory'))}>
            {t('voucher.viewWallet')} ›
          </View>
        ) : null}
      </View>

      <View className='voucher__card voucher__shop'>
        <View className='voucher__shop-head'>
          <Picture alt='' className='voucher__logo' src={order.shop.logo} mode='aspectFill' />
          <Text className='voucher__shop-name'>{order.shop.name}</Text>
          {platform ? <Text className={`voucher__platform voucher__platform--${order.shop.platform}`}>{tDeal(platform)}</Text> : null}
        </View>
        <View className='voucher__money'>
          <View className='voucher__money-item'>
            <Text className='voucher__money-label'>{t('voucher.pay')}</Text>
            <Text className='voucher__money-value'>¥{displayYuan(order.order_price)}</Text>
          </View>
          <View className='voucher__money-item'>
            <Text className='voucher__money-label'>{t('voucher.minOrder')}</Text>
            <Text className='voucher__money-value'>¥{displayYuan(order.min_order_price)}</Text>
          </View>
          <View className='voucher__money-item'>
            <Text className='voucher__money-label'>{t('voucher.rebate')}</Text>
            <Text className='voucher__money-value voucher__money-value--rebate'>¥{displayYuan(order.rebate)}</Text>
          </View>
        </View>
        {open ? (
          <Button className='voucher__go' type='primary' block onClick={() => go(pageUrl('goOrder', { id: order.id }))}>
            {t('voucher.goOrder')}
          </Button>
        ) : null}
      </View>

      {order.status === 'reserved' ? (
        <View className='voucher__card voucher__form'>
          <Text className='voucher__label'>{t('voucher.orderNo')}</Text>
          <Input
            className='voucher__order-no'
            placeholder={t('voucher.orderNoPlaceholder')}
            maxLength={40}
            value={orderNo}
            disabled={!open}
            onChange={setOrderNo}
          />
          <Text className='voucher__label voucher__label--images'>{t('voucher.images')}</Text>
          <Text className='voucher__hint'>{t('voucher.imagesHint')}</Text>
          {open ? <Uploader purpose='proof' maxCount={PROOF_IMAGES_MAX} onChange={setImages} /> : null}
          <Button className='voucher__submit' type='primary' block disabled={!open} loading={busy} onClick={send}>
            {t('voucher.submit')}
          </Button>
          {open ? (
            <View className='voucher__cancel' role='button' onClick={cancelSlot}>
              {t('voucher.cancel')}
            </View>
          ) : null}
        </View>
      ) : (
        <View className='voucher__card voucher__info'>
          <View className='voucher__row'>
            <Text>{t('voucher.orderNoLabel')}</Text>
            <Text className='voucher__row-value'>{order.order_no}</Text>
          </View>
          {order.platform_order_no ? (
            <View className='voucher__row'>
              <Text>{t('voucher.platformNoLabel')}</Text>
              <Text className='voucher__row-value voucher__platform-no'>{order.platform_order_no}</Text>
            </View>
          ) : null}
          <View className='voucher__row'>
            <Text>{t('voucher.grabTime')}</Text>
            <Text className='voucher__row-value'>{shortTime(order.create_time)}</Text>
          </View>
          {order.proof_time ? (
            <View className='voucher__row'>
              <Text>{t('voucher.proofTime')}</Text>
              <Text className='voucher__row-value'>{shortTime(order.proof_time)}</Text>
            </View>
          ) : null}
          {order.review_time ? (
            <View className='voucher__row'>
              <Text>{t('voucher.reviewTime')}</Text>
              <Text className='voucher__row-value'>{shortTime(order.review_time)}</Text>
            </View>
          ) : null}
          {order.images.length > 0 ? (
            <View className='voucher__proof'>
              <Text className='voucher__label'>{t('voucher.proofTitle')}</Text>
              <View className='voucher__thumbs'>
                {order.images.map((url) => (
                  <Picture key={url} alt={t('voucher.proofTitle')} className='voucher__thumb' src={url} mode='aspectFill' onClick={() => preview(url)} />
                ))}
              </View>
            </View>
          ) : null}
        </View>
      )}

      {view.actions.includes('regrab') ? (
        <View className='voucher__card voucher__again'>
          <Button className='voucher__regrab' type='primary' block onClick={() => go(pageUrl('shopDetail', { id: order.shop.id }))}>
            {t('voucher.regrab')}
          </Button>
        </View>
      ) : null}
    </Page>
  )
}
