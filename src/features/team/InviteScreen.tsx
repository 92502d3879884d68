import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useAtomValue } from 'jotai'
import Page from '@/components/Page'
import { LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import { displayYuan } from '@/utils/money'
import CommissionRow from './CommissionRow'
import RateCards from './RateCards'
import messages from './team.messages'
import { useLatestCommissions, useRewardRules, useTeamSummary } from './useTeam'
import './team.scss'

const open = (url: string) => () => navigateTo(url).catch(() => undefined)

// 邀请团员: what inviting has brought (direct, second-level and valid invitations; 待入账 and
// 累计佣金 from team/summary), the rates (the one presenter), 邀请好友 (the share page) and the
// newest commissions with their member and state, with the way to 我的团队.
export default function InviteScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const team = useTeamSummary()
  const latest = useLatestCommissions()
  const { terms } = useRewardRules()

  if (!loggedIn) {
    return (
      <Page className='team-page'>
        <LoginPrompt title={t('team.inviteLoginTitle')} hint={t('team.inviteLoginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const figure = (value: string | number | undefined, className: string) =>
    value === undefined ? <Skeleton className={className} width='48px' height='20px' /> : <Text className={className}>{value}</Text>
  const data = team.data

  return (
    <Page className='team-page team-invite'>
      {team.state === 'error' ? (
        <LoadError title={t('team.summaryFailed')} error={team.error} onRetry={team.reload} />
      ) : (
        <View className='team-card team-invite__figures'>
          <View className='team-invite__money'>
            <View className='team-invite__cell'>
              {figure(data ? displayYuan(data.pending_amount) : undefined, 'team-invite__amount team-invite__pending')}
              <Text className='team-invite__label'>{t('team.pending')}</Text>
            </View>
            <View className='team-invite__cell'>
              {figure(data ? displayYuan(data.total_commission) : undefined, 'team-invite__amount team-invite__total')}
              <Text className='team-invite__label'>{t('team.totalCommission')}</Text>
            </View>
          </View>
          <View className='team-invite__counts'>
            <View className='team-invite__cell'>
              {figure(data?.direct_count, 'team-invite__count team-invite__direct')}
              <Text className='team-invite__label'>{t('team.direct')}</Text>
            </View>
            <View className='team-invite__cell'>
              {figure(data?.indirect_count, 'team-invite__count team-invite__indirect')}
              <Text className='team-invite__label'>{t('team.indirect')}</Text>
            </View>
            <View className='team-invite__cell'>
              {figure(data?.valid_count, 'team-invite__count team-invite__valid')}
              <Text className='team-invite__label'>{t('team.valid')}</Text>
            </View>
          </View>
        </View>
      )}

      <RateCards terms={terms} />
      <Button className='team-invite__share' type='primary' block onClick={open(pageUrl('share'))}>
        {t('team.inviteFriends')}
      </Button>

      <View className='team-card'>
        <View className='team-card__head'>
          <Text className='team-card__title'>{t('team.latest')}</Text>
          <View className='team-card__link team-invite__team' role='link' onClick={open(pageUrl('myTeam'))}>
            <Text>{t('team.myTeam')}</Text>
            <ArrowRight size={10} />
          </View>
        </View>
        {latest.state === 'error' ? (
          <View className='team-card__failed' role='button' onClick={latest.reload}>
            {t('team.commissionsRetry')}
          </View>
        ) : !latest.data ? (
          <Skeleton rows={3} width='100%' height='14px' />
        ) : latest.data.length ? (
          latest.data.map((row) => <CommissionRow key={row.id} row={row} />)
        ) : (
          <Text className='team-card__empty'>{t('team.latestEmpty')}</Text>
        )}
      </View>
    </Page>
  )
}
