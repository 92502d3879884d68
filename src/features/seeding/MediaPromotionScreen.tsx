import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Empty, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { SeedingActivity } from '@api-types/seedingActivity'
import { MAX_SEEDING_IMAGES } from '@api-types/seedingActivity'
import DetailStates from '@/components/DetailStates'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import Uploader, { type UploadItem } from '@/components/Uploader'
import { useServerNow } from '@/hooks/useServerNow'
import { useT, type Translate } from '@/i18n'
import { useSubscribeAsk } from '@/utils/subscribe'
import { shortTime } from '@/utils/time'
import messages from './seeding.messages'
import { actionOf, phaseOf, postText, rewardText } from './seedingView'
import { useCopy, useSaveImage, useSeeding, useSeedingActions, useXhsPosts } from './useSeeding'
import './seeding.scss'

type T = Translate<keyof typeof messages.en>

const preview = (urls: string[], current: string) => {
  Taro.previewImage({ urls, current }).catch(() => undefined)
}

/** The state of my submission: 审核中, 已通过 with the reward, 未通过 with the reason. */
function MyState({ t, a }: { t: T; a: SeedingActivity }) {
  if (a.status === 'none' || a.status === 'applied') return null
  const tone = a.status === 'approved' ? 'ok' : a.status === 'rejected' ? 'bad' : 'wait'
  return (
    <View className={`sd-state sd-state--${tone}`} data-status={a.status}>
      {a.status === 'submitted' ? (
        <>
          <Text className='sd-state__title'>{t('sd.state.submitted')}</Text>
          <Text className='sd-state__hint'>{t('sd.state.submittedHint')}</Text>
        </>
      ) : a.status === 'approved' ? (
        <Text className='sd-state__title'>{t('sd.state.approved', { reward: rewardText(t, a) })}</Text>
      ) : (
        <>
          <Text className='sd-state__title'>{t('sd.state.rejected')}</Text>
          <Text className='sd-state__hint'>{t('sd.state.reason', { reason: a.reject_reason || '-' })}</Text>
          <Text className='sd-state__hint'>{t('sd.state.resubmitHint')}</Text>
        </>
      )}
      {a.link ? <Text className='sd-state__link' userSelect>{a.link}</Text> : null}
      {a.submitted_images.length > 0 ? (
        <View className='sd-thumbs'>
          {a.submitted_images.map((url, i) => (
            <Picture key={url} className='sd-thumbs__img' src={url} mode='aspectFill' alt={t('sd.shotAlt', { n: i + 1 })} onClick={() => preview(a.submitted_images, url)} />
          ))}
        </View>
      ) : null}
    </View>
  )
}

// 种草活动 (challenge/media_promotion; docs/rules.md "Seeding activity"): the current activity
// (title, reward, window, rules), its copy with 复制 and its pictures with 保存, the Xiaohongshu
// posts to copy too, 报名, then the form (the post's link and 1-9 screenshots through the shared
// Uploader), and the state of my submission. None: the empty state.
export default function MediaPromotionScreen() {
  const t = useT(messages)
  const seeding = useSeeding()
  const posts = useXhsPosts()
  const actions = useSeedingActions(seeding)
  const askSubscribe = useSubscribeAsk(['seedingApproved', 'seedingRefused'])
  const copy = useCopy()
  const save = useSaveImage()
  const now = useServerNow(seeding.data?.server_time, Boolean(seeding.data))
  const [link, setLink] = useState('')
  const [images, setImages] = useState<UploadItem[]>([])
  // a new Uploader (empty) after each submission
  const [formKey, setFormKey] = useState(0)

  if (seeding.state !== 'ready' || seeding.data === undefined) {
    return <DetailStates page='sd-page' card='sd-card' failed={t('sd.failed')} remote={seeding} />
  }
  const a = seeding.data
  if (a === null) {
    return (
      <Page className='sd-page'>
        <Empty className='sd-empty' image={<View className='sd-empty__art' />} title={t('sd.empty')} description={t('sd.emptyHint')} />
      </Page>
    )
  }

  const phase = phaseOf(a, now)
  const action = actionOf(a.status, phase)
  const send = async () => {
    askSubscribe()
    if (await actions.send(a, link, images)) {
      setLink('')
      setImages([])
      setFormKey((k) => k + 1)
    }
  }

  return (
    <Page className='sd-page'>
      <View className='sd-hero'>
        <Text className='sd-hero__title'>{a.title}</Text>
        <View className='sd-hero__reward'>
          <Text className='sd-hero__amount'>{rewardText(t, a)}</Text>
          <Text className='sd-hero__label'>{t('sd.rewardLabel')}</Text>
        </View>
        <Text className='sd-hero__window'>
          {phase === 'ended' ? t('sd.ended') : phase === 'upcoming' ? t('sd.upcoming', { time: shortTime(a.start_time) }) : t('sd.window', { start: shortTime(a.start_time), end: shortTime(a.end_time) })}
        </Text>
      </View>

      <MyState t={t} a={a} />

      {action === 'apply' ? (
        <View className='sd-card sd-apply'>
          <Text className='sd-apply__hint'>{t('sd.applyHint', { platform: a.platform })}</Text>
          <Button className='sd-apply__btn' type='primary' block loading={actions.applying} onClick={actions.join}>{t('sd.apply')}</Button>
        </View>
      ) : null}

      {action === 'submit' ? (
        <View className='sd-card sd-form'>
          <Text className='sd-card__title'>{t('sd.formTitle')}</Text>
          <Text className='sd-form__label'>{t('sd.link')}</Text>
          <Input
            className='sd-form__link'
            aria-label={t('sd.link')}
            placeholder={t('sd.linkPlaceholder', { hosts: a.allowed_hosts.join(', ') })}
            maxLength={2000}
            value={link}
            onChange={setLink}
          />
          <Text className='sd-form__label'>{t('sd.shots', { max: MAX_SEEDING_IMAGES })}</Text>
          <Uploader key={formKey} purpose='seeding' maxCount={MAX_SEEDING_IMAGES} onChange={setImages} />
          <Button className='sd-form__submit' type='primary' block loading={actions.submitting} onClick={send}>
            {a.status === 'rejected' ? t('sd.resubmit') : t('sd.submit')}
          </Button>
        </View>
      ) : null}

      <View className='sd-card sd-copy'>
        <View className='sd-card__head'>
          <Text className='sd-card__title'>{t('sd.copyTitle', { platform: a.platform })}</Text>
          <Button className='sd-copy__btn' size='small' fill='outline' aria-label={t('sd.copyNamed', { title: a.title })} onClick={() => copy(a.content)}>
            {t('sd.copy')}
          </Button>
        </View>
        <Text className='sd-copy__text' userSelect>{a.content}</Text>
        {a.images.length > 0 ? (
          <>
            <Text className='sd-card__subtitle'>{t('sd.images')}</Text>
            <View className='sd-pics'>
              {a.images.map((url, i) => (
                <View key={url} className='sd-pics__item'>
                  <Picture className='sd-pics__img' src={url} mode='aspectFill' alt={t('sd.imageAlt', { n: i + 1 })} onClick={() => preview(a.images, url)} />
                  <Button className='sd-pics__save' size='mini' fill='none' aria-label={t('sd.saveNamed', { n: i + 1 })} onClick={() => save(url, i + 1)}>
                    {t('sd.save')}
                  </Button>
                </View>
              ))}
            </View>
            {process.env.TARO_ENV === 'h5' ? <Text className='sd-card__hint'>{t('sd.saveHint')}</Text> : null}
          </>
        ) : null}
      </View>

      {a.rule ? (
        <View className='sd-card sd-rules'>
          <Text className='sd-card__title'>{t('sd.rules')}</Text>
          <Text className='sd-rules__text'>{a.rule}</Text>
        </View>
      ) : null}

      {posts.data && posts.data.length > 0 ? (
        <View className='sd-card sd-posts'>
          <Text className='sd-card__title'>{t('sd.posts')}</Text>
          {posts.data.map((p) => (
            <View key={p.id} className='sd-post'>
              <View className='sd-card__head'>
                <Text className='sd-post__title'>{p.title}</Text>
                <Button className='sd-copy__btn' size='small' fill='outline' aria-label={t('sd.copyNamed', { title: p.title })} onClick={() => copy(postText(p))}>
                  {t('sd.copy')}
                </Button>
              </View>
              <Text className='sd-post__text' userSelect>{p.content}</Text>
              <Text className='sd-post__tags'>{p.tags.map((tag) => `#${tag}`).join(' ')}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </Page>
  )
}
