import { Text, View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import type { Commission } from '@api-types/team'
import { useT } from '@/i18n'
import { displayYuan } from '@/utils/money'
import messages from './team.messages'
import { COMMISSION_STATE_VIEW } from './teamView'

/**
 * One commission: the member who earned it (masked), what of theirs (a free-meal rebate or a
 * membership) and at which level, when, the amount and its state (待入账 with the day it moves to
 * the balance, 已入账, 审核中, 已退回, 未通过).
 */
export default function CommissionRow({ row }: { row: Commission }) {
  const t = useT(messages)
  const state = COMMISSION_STATE_VIEW[row.status]
  return (
    <View className={`team-commission team-commission--${row.status}`} data-id={row.id} data-status={row.status}>
      <View className='team-commission__main'>
        <Text className='team-commission__member'>{row.member}</Text>
        <Text className='team-commission__cause'>
          {t(`team.cause.${row.cause}`, { base: displayYuan(row.base) })} · {t(`team.level.${row.level}`)}
        </Text>
        <Text className='team-commission__time'>
          {row.status === 'pending' && row.release_time ? t('team.releaseAt', { time: row.release_time.slice(0, 10) }) : row.create_time.slice(0, 16)}
        </Text>
      </View>
      <View className='team-commission__side'>
        <Text className='team-commission__amount'>+{displayYuan(row.amount)}</Text>
        <Tag className={`team-commission__state team-commission__state--${state.tone}`} round>
          {t(state.key)}
        </Tag>
      </View>
    </View>
  )
}
