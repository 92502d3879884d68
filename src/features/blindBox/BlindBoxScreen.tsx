import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { start } from '@/api/blindBox'
import { LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import type { BlindBox } from '@api-types/blindBox'
import { BoxProgress, ContentsCard, RulesCard } from './BoxParts'
import messages from './blindBox.messages'
import { prizeKey } from './blindBoxView'
import { useBlindBoxConfig, useMyBoxes } from './useBlindBox'
import './blindBox.scss'

const go = (url: string) => () => navigateTo(url).catch(() => undefined)

// 盲盒: the published rules, contents and odds before starting; 开启盲盒; the open box's progress
// with its helpers' avatars, when it lapses, 邀请好友助力 / 生成海报 / 助力记录; the opened box's
// prize; and the user's past boxes.
export default function BlindBoxScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const config = useBlindBoxConfig()
  const boxes = useMyBoxes()
  const starting = useAction()

  if (!loggedIn) {
    return (
      <Page className='blind-page'>
        <LoginPrompt title={t('blindBox.loginTitle')} hint={t('blindBox.loginHint')} button={t('blindBox.loginButton')} />
      </Page>
    )
  }
  if ((config.state === 'error' && !config.data) || (boxes.state === 'error' && !boxes.data)) {
    return (
      <Page className='blind-page'>
        <LoadError title={t('blindBox.loadFailed')} error={config.error ?? boxes.error} onRetry={() => Promise.all([config.reload(), boxes.reload()]).then(() => undefined)} />
      </Page>
    )
  }
  if (!config.data || !boxes.data) {
    return (
      <Page className='blind-page'>
        <View className='blind-hero' aria-busy='true'>
          <Skeleton rows={4} width='100%' height='24px' animated />
        </View>
      </Page>
    )
  }

  const { current, past } = boxes.data
  const rules = config.data
  const latest: BlindBox | undefined = past[0]
  const startBox = () => starting.run(null, async () => {
    const res = await start()
    toast(res.msg, TOAST_DEFAULT)
    await boxes.refresh().catch(() => undefined)
  })

  let hero
  if (current) {
    const left = current.helpers_needed - current.progress
    hero = (
      <View className='blind-hero blind-hero--open'>
        <View className='blind-hero__box' aria-hidden='true' />
        <Text className='blind-hero__title'>{t('blindBox.left', { left })}</Text>
        <BoxProgress progress={current.progress} needed={current.helpers_needed} helpers={current.helpers} t={t} />
        <Text className='blind-hero__note'>{t('blindBox.expires', { time: current.expire_time.slice(5, 16) })}</Text>
        <Button className='blind-hero__invite' type='primary' block onClick={go(pageUrl('blindBoxInvite'))}>{t('blindBox.invite')}</Button>
        <View className='blind-hero__links'>
          <Button className='blind-hero__poster' fill='outline' type='primary' size='small' onClick={go(pageUrl('blindBoxPoster'))}>{t('blindBox.poster')}</Button>
          <Button className='blind-hero__records' fill='outline' type='primary' size='small' onClick={go(pageUrl('blindBoxHelpers'))}>{t('blindBox.records')}</Button>
        </View>
      </View>
    )
  } else {
    const opened = latest?.status === 'opened' && latest.prize ? latest.prize : null
    hero = (
      <View className={`blind-hero${opened ? ' blind-hero--opened' : ''}`}>
        <View className={`blind-hero__box${opened ? ' blind-hero__box--opened' : ''}`} aria-hidden='true' />
        {opened ? (
          <>
            <Text className='blind-hero__title'>{t('blindBox.openedTitle')}</Text>
            <Text className='blind-hero__prize'>{t('blindBox.won', { prize: t(prizeKey(opened), { amount: opened.amount }) })}</Text>
            <Text className='blind-hero__note'>{t(opened.kind === 'gold' ? 'blindBox.goldWhere' : 'blindBox.cashWhere')}</Text>
          </>
        ) : (
          <>
            <Text className='blind-hero__title'>{t('blindBox.heroTitle')}</Text>
            <Text className='blind-hero__note'>{t('blindBox.heroHint', { count: rules.helpers_needed })}</Text>
          </>
        )}
        <Button className='blind-hero__start' type='primary' block loading={starting.busy} onClick={startBox}>
          {t(latest ? 'blindBox.startAgain' : 'blindBox.start')}
        </Button>
        {latest ? (
          <Button className='blind-hero__records' fill='outline' type='primary' size='small' onClick={go(pageUrl('blindBoxHelpers'))}>{t('blindBox.records')}</Button>
        ) : null}
      </View>
    )
  }

  return (
    <Page className='blind-page'>
      {hero}
      <ContentsCard contents={current?.contents ?? rules.contents} t={t} />
      <RulesCard config={current ? { ...rules, helpers_needed: current.helpers_needed, new_user_double: current.new_user_double } : rules} t={t} />
      {past.length ? (
        <View className='blind-card blind-past'>
          <Text className='blind-card__title'>{t('blindBox.pastTitle')}</Text>
          {past.map((b) => (
            <View key={b.id} className='blind-past__row'>
              <Text className='blind-past__time'>{b.start_time.slice(0, 16)}</Text>
              <Text className='blind-past__prize'>{b.prize ? t(prizeKey(b.prize), { amount: b.prize.amount }) : `${b.progress}/${b.helpers_needed}`}</Text>
              <Text className={`blind-past__state blind-past__state--${b.status}`}>{t(`blindBox.state.${b.status}`)}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </Page>
  )
}
