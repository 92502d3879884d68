import { View } from '@tarojs/components'
import { Popup, Skeleton } from '@nutui/nutui-react-taro'
import LoadError from '@/components/LoadError'
import { useT } from '@/i18n'
import CommissionRow from './CommissionRow'
import messages from './team.messages'
import { useAwaitedCommissions, useRewardRules } from './useTeam'
import './team.scss'

export interface AwaitedCommissionsProps {
  visible: boolean
  onClose: () => void
}

// 待入账 (收益明细's sheet): the commissions waiting out their frozen period or held for review,
// newest first, each with its member and state.
export default function AwaitedCommissions({ visible, onClose }: AwaitedCommissionsProps) {
  const t = useT(messages)
  const query = useAwaitedCommissions(visible)
  const { terms } = useRewardRules()
  let body
  if (query.state === 'error') body = <LoadError title={t('team.commissionsFailed')} error={query.error} onRetry={query.reload} />
  else if (!query.data) body = <Skeleton className='team-awaited__skeleton' rows={3} width='100%' height='14px' />
  else if (!query.data.length) body = <View className='team-awaited__empty'>{t('team.awaitedEmpty')}</View>
  else body = query.data.map((row) => <CommissionRow key={row.id} row={row} />)
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('team.awaitedTitle')} onClose={onClose} className='team-awaited'>
      <View className='team-awaited__hint'>{t('team.awaitedHint', { days: terms.frozenDays })}</View>
      <View className='team-awaited__list'>{body}</View>
    </Popup>
  )
}
