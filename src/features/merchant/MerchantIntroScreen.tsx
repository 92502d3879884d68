import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { LoginPrompt } from '@/components/ListStates'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import messages from './merchant.messages'
import { useMyApplications } from './useMerchant'
import './merchant.scss'

const REASONS = ['why1', 'why2', 'why3', 'why4'] as const
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const
const open = (url: string) => () => navigateTo(url).catch(() => undefined)

// 商家入驻 (/pagesme/businessinto/businessinto): why a shop joins (static copy), the two ways in
// (申请入驻, 商务合作) and, logged in, the user's applications with their state.
export default function MerchantIntroScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const mine = useMyApplications()
  return (
    <Page className='mc-page'>
      <View className='mc-hero'>
        <Text className='mc-hero__title'>{t('mc.heroTitle')}</Text>
        <Text className='mc-hero__sub'>{t('mc.heroSub')}</Text>
      </View>
      <View className='mc-card'>
        <Text className='mc-card__title'>{t('mc.why')}</Text>
        {REASONS.map((key) => (
          <View key={key} className='mc-reason'>
            <Text className='mc-reason__title'>{t(`mc.${key}Title`)}</Text>
            <Text className='mc-reason__text'>{t(`mc.${key}`)}</Text>
          </View>
        ))}
      </View>
      <View className='mc-card'>
        <Text className='mc-card__title'>{t('mc.steps')}</Text>
        <View className='mc-steps'>
          {STEPS.map((key, i) => (
            <View key={key} className='mc-steps__step'>
              <Text className='mc-steps__no'>{i + 1}</Text>
              <Text className='mc-steps__name'>{t(`mc.${key}`)}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='mc-actions'>
        <Button className='mc-actions__apply' type='primary' block onClick={open(pageUrl('merchantApply'))}>{t('mc.apply')}</Button>
        <Button className='mc-actions__contact' block onClick={open(pageUrl('callUs'))}>{t('mc.contact')}</Button>
      </View>
      <View className='mc-card mc-mine'>
        <Text className='mc-card__title'>{t('mc.mine')}</Text>
        {!loggedIn ? (
          <LoginPrompt title={t('mc.mineLogin')} hint={t('mc.guestNote')} button={t('common.loginRegister')} />
        ) : mine.state === 'error' ? (
          <View className='mc-mine__state' role='button' onClick={() => mine.reload()}>{t('mc.mineFailed')} · {t('common.retry')}</View>
        ) : mine.state !== 'ready' ? (
          <View className='mc-mine__state'>{t('common.loading')}</View>
        ) : mine.list.length === 0 ? (
          <View className='mc-mine__state'>{t('mc.mineEmpty')}</View>
        ) : (
          mine.list.map((a) => (
            <View key={`${a.kind}-${a.id}`} className='mc-app'>
              <View className='mc-app__head'>
                <Text className='mc-app__title'>{a.title}</Text>
                <Text className={`mc-app__state mc-app__state--${a.state}`}>{t(`mc.state.${a.state}`)}</Text>
              </View>
              <Text className='mc-app__meta'>{t(`mc.kind.${a.kind}`)} · {t('mc.sentAt', { time: a.create_time.slice(0, 16) })}</Text>
              {a.reason ? <Text className='mc-app__reason'>{t('mc.reason', { reason: a.reason })}</Text> : null}
            </View>
          ))
        )}
      </View>
    </Page>
  )
}
