import { Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_TYPES, MAX_FEEDBACK_IMAGES, type FeedbackType } from '@api-types/userFeedback'
import { submitFeedback } from '@/api/userFeedback'
import Page from '@/components/Page'
import Uploader, { type UploadItem } from '@/components/Uploader'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { backOrRedirectTo, navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { useSubscribeAsk } from '@/utils/subscribe'
import messages from './feedback.messages'
import { contentLength, feedbackProblem, uploadedUrls } from './feedbackView'
import { chosenOrderAtom } from './useFeedback'
import './feedback.scss'

// 意见反馈 (pagesme/feedback/addfeedback): the type (chips), the text with its counter, up to 9
// screenshots (the shared uploader, purpose feedback), the order it is about (选择订单 picks it and
// comes back), a contact; checked as the server checks it, then sent, then 我的反馈.
export default function AddFeedbackScreen() {
  const t = useT(messages)
  const [type, setType] = useState<FeedbackType | null>(null)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<UploadItem[]>([])
  const [contact, setContact] = useState('')
  const [order, setOrder] = useAtom(chosenOrderAtom)
  const { busy, run } = useAction()
  const askSubscribe = useSubscribeAsk(['feedbackAnswered'])
  // an order picked for an earlier form is not this one's
  useEffect(() => setOrder(null), [setOrder])

  const send = () => {
    const problem = feedbackProblem({ type, content, images })
    if (!problem) askSubscribe()
    return run(problem ? t(problem) : null, async () => {
      await submitFeedback({
        type: type!, content: content.trim(), images: uploadedUrls(images),
        ...(order ? { order_id: order.id, order_kind: order.kind } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      })
      setOrder(null)
      toast(t('fb.sent'), TOAST_DEFAULT)
      await backOrRedirectTo(pageUrl('myFeedback')).catch(() => undefined)
    })
  }

  return (
    <Page className='fb-page fb-form'>
      <View className='fb-card'>
        <Text className='fb-label'>{t('fb.type')}</Text>
        <View className='fb-chips' role='radiogroup' aria-label={t('fb.type')}>
          {FEEDBACK_TYPES.map((k) => (
            <View
              key={k}
              role='radio'
              aria-checked={type === k}
              className={`fb-chip${type === k ? ' fb-chip--on' : ''}`}
              data-type={k}
              onClick={() => setType(k)}
            >
              {t(`fb.type.${k}`)}
            </View>
          ))}
        </View>
      </View>

      <View className='fb-card'>
        <Text className='fb-label'>{t('fb.content')}</Text>
        <TextArea
          className='fb-form__text'
          aria-label={t('fb.content')}
          placeholder={t('fb.contentPlaceholder')}
          value={content}
          maxLength={FEEDBACK_CONTENT_MAX}
          onChange={setContent}
        />
        <Text className='fb-form__counter' aria-live='polite'>{t('fb.counter', { count: contentLength(content), max: FEEDBACK_CONTENT_MAX })}</Text>
        <Text className='fb-label fb-label--images'>{t('fb.images', { max: MAX_FEEDBACK_IMAGES })}</Text>
        <Uploader purpose='feedback' maxCount={MAX_FEEDBACK_IMAGES} onChange={setImages} />
      </View>

      <View className='fb-card'>
        <View className='fb-row' role='button' onClick={() => navigateTo(pageUrl('feedbackOrder')).catch(() => undefined)}>
          <Text className='fb-row__label'>{t('fb.order')}</Text>
          <Text className='fb-row__value fb-form__order'>{order ? `${order.title} · ${order.order_no}` : t('fb.chooseOrder')}</Text>
          <Text className='fb-row__arrow' aria-hidden>›</Text>
        </View>
        {order ? (
          <View className='fb-form__clear' role='button' onClick={() => setOrder(null)}>{t('fb.clearOrder')}</View>
        ) : null}
        <View className='fb-row'>
          <Text className='fb-row__label'>{t('fb.contact')}</Text>
          <Input
            className='fb-form__contact'
            aria-label={t('fb.contact')}
            placeholder={t('fb.contactPlaceholder')}
            maxLength={FEEDBACK_CONTACT_MAX}
            value={contact}
            onChange={setContact}
          />
        </View>
      </View>

      <View className='fb-actions'>
        <Button className='fb-form__submit' type='primary' block loading={busy} onClick={send}>{t('fb.submit')}</Button>
        <View className='fb-link' role='link' onClick={() => navigateTo(pageUrl('myFeedback')).catch(() => undefined)}>{t('fb.mine')} ›</View>
      </View>
    </Page>
  )
}
