import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { appConfig } from '@/api/config'
import { invitation as fetchInvitation } from '@/api/team'
import { bindPid } from '@/api/user'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { INVITE_SOURCE, TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { CodeLoginForm } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { openPage, switchTab } from '@/lib/navigation'
import { bindPendingReferrer, captureReferrer } from '@/lib/referrer'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import { commissionTerms } from '@/utils/commissionRates'
import { pageParams, pageUrl } from '@/routes'
import type { AppConfigResult } from '@api-types/config'
import messages from './shareRegister.messages'
import './shareRegister.scss'

const BACKGROUND = { silent: true } as const

/**
 * The inviter and the source of the page's query: parent_id and source of a link or the H5
 * poster, or the invite code a mini-program code carries as its scene (the poster, source 4).
 */
export function invitationOf(query: Record<string, string | undefined>): { parentId: string | null; source: number } {
  const { parent_id: parentId, source, scene } = pageParams('shareRegister', query)
  const code = /^\d{1,10}$/.test(decodeURIComponent(scene ?? '')) ? decodeURIComponent(scene!) : null
  if (parentId && parentId > 0) return { parentId: String(parentId), source: source ?? INVITE_SOURCE.link }
  return { parentId: code, source: source ?? INVITE_SOURCE.poster }
}

// 注册领福利: the page an invitation opens. Who invites (team/invitation: avatar and masked
// nickname), what joining gives, and what the invitation means for the visitor: a guest signs up
// by SMS code here (the account feature's form; the referrer this page remembered is bound on
// login, lib/referrer.ts), a logged-in visitor sees their state: 加入团队 (user/bindPid) while they
// can, else joined, on another team, too late, or their own invitation.
export default function ShareRegisterScreen() {
  const t = useT(messages)
  const { parentId, source } = invitationOf(useRouter().params)
  const loggedIn = useAtomValue(isLoggedInAtom)

  // a guest's referrer, bound once they log in (also when the page was opened directly, not at launch)
  useEffect(() => {
    if (parentId && !loggedIn) captureReferrer({ parent_id: parentId, source })
  }, [parentId, source, loggedIn])

  // logged in: a binding on its way (this login's, or the launch's) is answered before the state is read
  const invite = useQuery(
    `${parentId}|${loggedIn}`,
    () => (loggedIn ? bindPendingReferrer() : Promise.resolve()).then(() => fetchInvitation({ parent_id: parentId! }, BACKGROUND)).then((res) => res.result),
    { enabled: !!parentId },
  )
  const config = useQuery<AppConfigResult | null>('appConfig', () => appConfig(BACKGROUND).then((res) => res.result ?? null))
  const join = useAction()
  const [formOpen, setFormOpen] = useState(false)

  if (!parentId) {
    return (
      <Page className='invite-page'>
        <View className='invite-page__card invite-page__invalid'>
          <Text className='invite-page__title'>{t('invalid')}</Text>
          <Text className='invite-page__note'>{t('invalidHint')}</Text>
          <Button className='invite-page__home' type='primary' onClick={() => switchTab(pageUrl('home')).catch(() => undefined)}>{t('goHome')}</Button>
        </View>
      </Page>
    )
  }
  if (invite.state === 'error' && !invite.data) {
    return (
      <Page className='invite-page'>
        <LoadError title={t('failed')} error={invite.error} onRetry={invite.reload} />
      </Page>
    )
  }

  const data = invite.data
  const name = data?.inviter.nickname ?? ''
  const joinTeam = () => join.run(null, async () => {
    try {
      const res = await bindPid({ parent_id: parentId, source })
      toast(res.msg || t('joined'), TOAST_DEFAULT)
    } finally {
      await invite.refresh().catch(() => undefined)
    }
  })
  const goHome = () => switchTab(pageUrl('home')).catch(() => undefined)

  let action
  if (!data) action = <Skeleton className='invite-page__skeleton' rows={3} width='100%' height='20px' />
  else if (data.state === 'guest' && !formOpen) {
    // the form (and its picture code) comes with the tap: the landing page paints the invitation first
    action = <Button className='invite-page__open-form' type='primary' block onClick={() => setFormOpen(true)}>{t('registerButton')}</Button>
  } else if (data.state === 'guest') {
    action = (
      <>
        <Text className='invite-page__title'>{t('register')}</Text>
        <View className='invite-page__form login'>
          <CodeLoginForm stay submitText={t('registerButton')} />
        </View>
      </>
    )
  } else if (data.state === 'can_bind') {
    action = <Button className='invite-page__join' type='primary' block loading={join.busy} onClick={joinTeam}>{t('join')}</Button>
  } else {
    const said = { bound_here: t('boundHere', { name }), bound_elsewhere: t('boundElsewhere'), too_late: t('tooLate'), self: t('self') }[data.state]
    action = (
      <>
        <Text className={`invite-page__state invite-page__state--${data.state}`}>{said}</Text>
        {data.state === 'self' ? (
          <Button className='invite-page__share' type='primary' block onClick={() => openPage(pageUrl('share')).catch(() => undefined)}>{t('inviteFriends')}</Button>
        ) : (
          <Button className='invite-page__home' type='primary' block onClick={goHome}>{t('goHome')}</Button>
        )}
      </>
    )
  }

  return (
    <Page className='invite-page'>
      <View className='invite-page__inviter'>
        {data?.inviter.avatar ? (
          <Picture className='invite-page__avatar' src={data.inviter.avatar} alt={t('inviterAlt', { name })} mode='aspectFill' />
        ) : (
          // no picture: the nickname's first character, as the poster draws it
          <View className='invite-page__avatar invite-page__avatar--blank' aria-hidden='true'>{data ? [...data.inviter.nickname][0] : ''}</View>
        )}
        <Text className='invite-page__invites'>{data ? t('invites', { name }) : ''}</Text>
      </View>
      <View className='invite-page__card'>
        <Text className='invite-page__title'>{t('perksTitle')}</Text>
        <Text className='invite-page__perk'>{t('perk1')}</Text>
        <Text className='invite-page__perk'>{t('perk2')}</Text>
        <Text className='invite-page__perk'>{t('perk3', { direct: commissionTerms(config.data ?? null).direct })}</Text>
      </View>
      <View className='invite-page__card invite-page__action'>{action}</View>
    </Page>
  )
}
