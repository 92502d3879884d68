import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import DetailStates from '@/components/DetailStates'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { useT } from '@/i18n'
import { pageParams, pageUrl } from '@/routes'
import { shortTime } from '@/utils/time'
import messages from './feedback.messages'
import { useFeedbackDetail } from './useFeedback'
import './feedback.scss'

// 反馈详情 (pagesme/feedback/feedbackdel?id=): the feedback (type, state, text, screenshots that open
// full size, contact), the order it is about, and the thread of replies; opening it marks them read.
export default function FeedbackDetailScreen() {
  const t = useT(messages)
  const remote = useFeedbackDetail(pageParams('feedbackThread', useRouter().params).id ?? null)
  const f = remote.data
  if (remote.state !== 'ready' || !f) return <DetailStates page='fb-page' card='fb-card' failed={t('fb.detailFailed')} remote={remote} />

  const preview = (url: string) => {
    Taro.previewImage({ urls: f.images, current: url }).catch(() => undefined)
  }

  return (
    <Page className='fb-page fb-detail' backTo={pageUrl('myFeedback')}>
      <View className='fb-card'>
        <View className='fb-item__head'>
          <Text className='fb-item__type'>{t(`fb.type.${f.type}`)}</Text>
          <Text className={`fb-tag fb-tag--${f.status}`}>{t(`fb.status.${f.status}`)}</Text>
        </View>
        <Text className='fb-detail__content'>{f.content}</Text>
        {f.images.length > 0 ? (
          <View className='fb-detail__thumbs'>
            {f.images.map((url, i) => (
              <Picture key={url} alt={t('fb.image', { n: i + 1 })} className='fb-detail__thumb' src={url} mode='aspectFill' onClick={() => preview(url)} />
            ))}
          </View>
        ) : null}
        {f.contact ? <Text className='fb-item__time'>{`${t('fb.contact')}: ${f.contact}`}</Text> : null}
        <Text className='fb-item__time'>{t('fb.sentAt', { time: shortTime(f.create_time) })}</Text>
      </View>

      {f.order ? (
        <View className='fb-card fb-order fb-detail__order'>
          <View className='fb-order__head'>
            <Text className='fb-order__title'>{`${t(`fb.orderKind.${f.order.kind}`)} · ${f.order.title}`}</Text>
            <Text className='fb-order__amount'>{t('fb.amount', { amount: f.order.amount })}</Text>
          </View>
          <Text className='fb-order__meta'>{t('fb.orderNo', { no: f.order.order_no })}</Text>
          <Text className='fb-order__meta'>{shortTime(f.order.create_time)}</Text>
        </View>
      ) : null}

      <View className='fb-card fb-thread'>
        <Text className='fb-label'>{t('fb.thread')}</Text>
        {f.replies.length === 0 ? <Text className='fb-thread__none'>{t('fb.noReply')}</Text> : null}
        {f.replies.map((r) => (
          <View key={r.id} className='fb-thread__reply'>
            <View className='fb-thread__head'>
              <Text className='fb-thread__author'>{r.author}</Text>
              <Text className='fb-thread__time'>{shortTime(r.create_time)}</Text>
            </View>
            <Text className='fb-thread__text'>{r.content}</Text>
          </View>
        ))}
      </View>
    </Page>
  )
}
