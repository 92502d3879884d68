import { Text, View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import type { MemberInfo } from '@api-types/member'
import type { Translate } from '@/i18n'
import { displayYuan } from '@/utils/money'
import type messages from './member.messages'
import { cardState, positiveYuan } from './memberView'

type T = Translate<keyof typeof messages.en>

export interface MemberCardProps {
  t: T
  info: Pick<MemberInfo, 'is_member' | 'expire_time' | 'member_type_name' | 'saved_amount'>
}

// The membership card of 会员中心: VIP or not, until when (有效期至) or since when it ended, and what
// membership has saved the user (已为您节省¥x). 会员订单 is one of the page's entries below the card,
// once.
export default function MemberCard({ t, info }: MemberCardProps) {
  const state = cardState(info)
  let status: string
  if (state.kind === 'member') status = t('member.until', { date: state.until })
  else if (state.kind === 'expired') status = t('member.expired', { date: state.on })
  else status = t('member.none')
  const saved = positiveYuan(info.saved_amount)

  return (
    <View className={`member-card member-card--${state.kind}`} data-state={state.kind}>
      <View className='member-card__shine' />
      <View className='member-card__top'>
        <View className='member-card__crown' />
        <View className='member-card__titles'>
          <View className='member-card__brand-row'>
            <Text className='member-card__brand'>{t('member.brand')}</Text>
            {state.kind === 'member' ? (
              <Tag className='member-card__badge' round>
                {t('member.badge')}
              </Tag>
            ) : null}
          </View>
          {state.kind === 'member' && info.member_type_name ? <Text className='member-card__type'>{info.member_type_name}</Text> : null}
        </View>
      </View>
      <Text className='member-card__status'>{status}</Text>
      <View className='member-card__foot'>
        {state.kind === 'member' || saved ? (
          <Text className='member-card__saved'>{t('member.saved', { amount: displayYuan(info.saved_amount) })}</Text>
        ) : (
          <Text className='member-card__pitch'>{t('member.pitch')}</Text>
        )}
      </View>
    </View>
  )
}
