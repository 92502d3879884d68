import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { help, view } from '@/api/blindBox'
import LoadError from '@/components/LoadError'
import MemberAvatar from '@/components/MemberAvatar'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { CodeLoginForm } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageParams, pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import { BoxProgress } from './BoxParts'
import messages from './blindBox.messages'
import { codeOf, refusalKey } from './blindBoxView'
import './blindBox.scss'

const BACKGROUND = { silent: true } as const

// 盲盒助力: the page a friend opens from a share (?code=, or ?scene= from the mini-program code):
// whose box (masked), its progress and helpers, and 帮TA助力. A guest logs in on the page (the SMS
// code form) and their help is sent once logged in; a refusal says why (their own box, helped
// already, today's helps used, opened, expired). Helpers get nothing for it.
export default function BlindBoxHelpScreen() {
  const t = useT(messages)
  const code = codeOf(pageParams('blindBoxHelp', useRouter().params))
  const loggedIn = useAtomValue(isLoggedInAtom)
  const box = useQuery(`${code}|${loggedIn}`, () => view({ code: code! }, BACKGROUND).then((res) => res.result), { enabled: !!code })
  const helping = useAction()
  // a guest tapped 帮TA助力: the form, then the help once logged in
  const [wantsHelp, setWantsHelp] = useState(false)

  const sendHelp = () => helping.run(null, async () => {
    try {
      const res = await help({ code: code! })
      toast(res.msg, TOAST_DEFAULT)
    } finally {
      await box.refresh().catch(() => undefined)
    }
  })

  const data = box.data
  useEffect(() => {
    // the view read as the logged-in visitor (not the guest's, still shown while it reloads)
    if (wantsHelp && loggedIn && data && data.reason !== 'login' && box.state === 'ready') {
      setWantsHelp(false)
      if (data.can_help) void sendHelp()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsHelp, loggedIn, data, box.state])

  const myBox = (
    <Button className='blind-help__mine' fill='outline' type='primary' block onClick={() => navigateTo(pageUrl('blindBox')).catch(() => undefined)}>
      {t('blindBox.myBox')}
    </Button>
  )

  if (!code) {
    return (
      <Page className='blind-page'>
        <View className='blind-card blind-help__invalid'>
          <Text className='blind-card__title'>{t('blindBox.invalid')}</Text>
          <Text className='blind-hero__note'>{t('blindBox.invalidHint')}</Text>
          {myBox}
        </View>
      </Page>
    )
  }
  if (box.state === 'error' && !data) {
    return (
      <Page className='blind-page'>
        <LoadError title={t('blindBox.loadFailed')} error={box.error} onRetry={box.reload} />
      </Page>
    )
  }
  if (!data) {
    return (
      <Page className='blind-page'>
        <View className='blind-hero' aria-busy='true'>
          <Skeleton rows={4} width='100%' height='24px' animated />
        </View>
      </Page>
    )
  }

  const name = data.owner.nickname
  let action
  if (data.reason === 'login' && wantsHelp) {
    action = (
      <View className='blind-help__login login'>
        <Text className='blind-help__reason'>{t('blindBox.helpLogin')}</Text>
        <CodeLoginForm stay submitText={t('blindBox.helpButton')} />
      </View>
    )
  } else if (data.reason === 'login' || data.can_help) {
    action = (
      <Button className='blind-help__help' type='primary' block loading={helping.busy} onClick={() => (loggedIn ? sendHelp() : setWantsHelp(true))}>
        {t('blindBox.helpButton')}
      </Button>
    )
  } else {
    action = <Text className={`blind-help__reason blind-help__reason--${data.reason}`}>{t(refusalKey(data.reason!))}</Text>
  }

  return (
    <Page className='blind-page'>
      <View className='blind-hero'>
        <MemberAvatar className='blind-help__owner' avatar={data.owner.avatar} nickname={name} alt={t('blindBox.helperAvatar', { name })} />
        <Text className='blind-hero__title'>{t('blindBox.helpInvites', { name })}</Text>
        <View className='blind-hero__box' aria-hidden='true' />
        <BoxProgress progress={data.progress} needed={data.helpers_needed} helpers={data.helpers} t={t} />
        {data.status === 'open' ? <Text className='blind-hero__note'>{t('blindBox.expires', { time: data.expire_time.slice(5, 16) })}</Text> : null}
        {data.can_help && data.my_points === 2 ? <Text className='blind-help__double'>{t('blindBox.doublePoints')}</Text> : null}
        {action}
      </View>
      <View className='blind-card'>
        <Text className='blind-rules__rule'>{t('blindBox.ruleNoReward')}</Text>
        {myBox}
      </View>
    </Page>
  )
}
