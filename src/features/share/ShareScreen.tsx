import { Canvas, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { appConfig } from '@/api/config'
import { miniProgramCode, summary } from '@/api/team'
import { LoginPrompt } from '@/components/ListStates'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { INVITE_SOURCE, TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { writeClipboard } from '@/lib/clipboard'
import { confirm } from '@/lib/dialog'
import { assetUrl } from '@/lib/env'
import { h5Link } from '@/lib/share'
import { toast } from '@/lib/toast'
import { isLoggedInAtom, userIdAtom, userInfoAtom } from '@/store/session'
import { commissionTerms } from '@/utils/commissionRates'
import { displayYuan } from '@/utils/money'
import { pageUrl } from '@/routes'
import type { AppConfigResult } from '@api-types/config'
import type { UserInfo } from '@api-types/user'
import { POSTER_CANVAS_ID, type PosterQr, type PosterText } from './poster'
import { makePoster } from './posterCanvas'
import { saveImage } from './saveImage'
import { useShareInvite } from './useShareInvite'
import messages from './share.messages'
import './share.scss'

const WEAPP = process.env.TARO_ENV === 'weapp'
const BACKGROUND = { silent: true } as const

/** The poster failed at the mini-program code (the server's refusal) or at the drawing. */
class PosterFailure extends Error {
  constructor(readonly step: 'code' | 'draw', readonly reason: string) {
    super(reason)
  }
}

/** Where an invitee lands from the poster or the copied link: 注册领福利 with the inviter. */
export function registerLink(location: Pick<Location, 'origin' | 'pathname'>, userId: number, source: number): string {
  return h5Link(location, pageUrl('shareRegister', { parent_id: userId, source }))
}

/** The poster's QR code: the H5 link (source 4), or in the mini-program its code (team/miniProgramCode). */
function posterQr(userId: number): Promise<PosterQr> {
  // read when asked (a test draws the mini-program's poster in the browser page)
  if (process.env.TARO_ENV !== 'weapp') return Promise.resolve({ link: registerLink(window.location, userId, INVITE_SOURCE.poster) })
  return miniProgramCode(BACKGROUND).then(
    (res) => ({ image: res.result.image }),
    (err: { message?: string }) => {
      throw new PosterFailure('code', err?.message ?? '')
    },
  )
}

// 邀请好友: the user's poster (drawn on the device: the app's name and slogan, their avatar,
// nickname and savings, the QR code of their invitation) with 保存海报 (and the long press on
// H5), 复制链接, the friends invited (team/summary) and the rules; sharing itself earns nothing.
// The page's share menu sends the invitation too (useShareInvite).
export default function ShareScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const account = useAtomValue(userInfoAtom)
  const storedId = useAtomValue(userIdAtom)
  const userId = account?.id ?? storedId
  useShareInvite()

  const team = useQuery('teamSummary', () => summary(BACKGROUND).then((res) => res.result), { whenLoggedIn: true, refreshOnShow: true })
  const config = useQuery<AppConfigResult | null>('appConfig', () => appConfig(BACKGROUND).then((res) => res.result ?? null))
  const rates = commissionTerms(config.data ?? null)

  const words = posterWords(t, account)
  const poster = useQuery(
    `${userId}|${JSON.stringify(words)}|${account?.avatar ?? ''}`,
    () => posterQr(userId!).then((qr) => makePoster(words, assetUrl(account?.avatar ?? ''), qr).catch((err: unknown) => {
      throw err instanceof PosterFailure ? err : new PosterFailure('draw', String(err))
    })),
    { enabled: loggedIn && !!userId && !!account },
  )
  const save = useAction()
  const copy = useAction()

  if (!loggedIn) {
    return (
      <Page className='share-page'>
        <LoginPrompt title={t('loginTitle')} hint={t('loginHint')} button={t('loginButton')} />
      </Page>
    )
  }

  const failure = poster.error as unknown as PosterFailure | null
  const savePicture = () => save.run(null, async () => {
    if (!poster.data) return
    const askSettings = () => confirm({ title: t('albumTitle'), content: t('albumContent'), confirmText: t('openSettings') })
    try {
      const saved = await saveImage(poster.data, `fanbei-invite-${userId}.png`, askSettings)
      toast(t(saved === 'saved' ? 'savedToast' : 'saveFailed'), TOAST_DEFAULT)
    } catch {
      toast(t('saveFailed'), TOAST_DEFAULT)
    }
  })
  const copyLink = () => copy.run(null, async () => {
    if (!userId) return
    try {
      await writeClipboard(registerLink(window.location, userId, INVITE_SOURCE.link))
      toast(t('copied'), TOAST_DEFAULT)
    } catch {
      toast(t('copyFailed'), TOAST_DEFAULT)
    }
  })

  let posterView
  if (poster.data) {
    // the mini-program's long press menu saves or forwards it; the browser's does by itself
    const longPress = WEAPP ? { showMenuByLongpress: true } : {}
    posterView = <Picture className='share-page__poster-img' src={poster.data} alt={t('posterAlt', { name: words.nickname })} {...longPress} />
  } else if (poster.state === 'error') {
    posterView = (
      <View className='share-page__poster-failed'>
        <Text className='share-page__poster-note'>{t(failure?.step === 'code' ? 'codeFailed' : 'drawFailed')}</Text>
        {failure?.step === 'code' && failure.reason ? <Text className='share-page__poster-reason'>{failure.reason}</Text> : null}
        <Button className='share-page__retry' size='small' type='primary' fill='outline' onClick={poster.reload}>{t('retry')}</Button>
      </View>
    )
  } else {
    posterView = <Text className='share-page__poster-note' aria-busy='true'>{t('drawing')}</Text>
  }

  return (
    <Page className='share-page'>
      <View className='share-page__poster'>{posterView}</View>
      {WEAPP ? <Canvas type='2d' id={POSTER_CANVAS_ID} className='share-page__canvas' /> : null}
      {!WEAPP && poster.data ? <Text className='share-page__hint'>{t('longPress')}</Text> : null}
      <View className='share-page__actions'>
        <Button className='share-page__save' type='primary' disabled={!poster.data} loading={save.busy} onClick={savePicture}>
          {t('savePoster')}
        </Button>
        {WEAPP ? (
          <Button className='share-page__copy' type='primary' fill='outline' openType='share'>
            {t('shareToFriend')}
          </Button>
        ) : (
          <Button className='share-page__copy' type='primary' fill='outline' disabled={!userId} loading={copy.busy} onClick={copyLink}>
            {t('copyLink')}
          </Button>
        )}
      </View>
      <View className='share-page__card share-page__invited'>
        <Text className='share-page__label'>{t('invited')}</Text>
        <Text className='share-page__count'>{team.data ? t('invitedCount', { count: team.data.direct_count }) : '--'}</Text>
      </View>
      <View className='share-page__card share-page__rules'>
        <Text className='share-page__rules-title'>{t('rulesTitle')}</Text>
        <Text className='share-page__rule'>{t('rule1')}</Text>
        <Text className='share-page__rule'>{t('rule2', { direct: rates.direct, indirect: rates.indirect })}</Text>
        <Text className='share-page__rule'>{t('rule3')}</Text>
      </View>
    </Page>
  )
}

function posterWords(t: ReturnType<typeof useT<typeof messages>>, account: UserInfo | null): PosterText {
  const saved = Number(account?.total_saved) > 0 ? t('saved', { amount: displayYuan(account?.total_saved) }) : null
  return {
    appName: t('appName'),
    slogan: t('slogan'),
    nickname: account?.nickname ?? '',
    saved,
    scanHint: t(WEAPP ? 'scanWeapp' : 'scanH5'),
  }
}
