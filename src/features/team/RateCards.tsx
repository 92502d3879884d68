import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import type { CommissionTerms } from '@/utils/commissionRates'
import messages from './team.messages'

// The two commission levels with their rates (邀请团员, 赚钱规则).
export default function RateCards({ terms }: { terms: CommissionTerms }) {
  const t = useT(messages)
  return (
    <View className='team-rates'>
      <View className='team-rates__level'>
        <Text className='team-rates__rate'>{terms.direct}</Text>
        <Text className='team-rates__name'>{t('team.rateDirect')}</Text>
      </View>
      <View className='team-rates__level team-rates__level--second'>
        <Text className='team-rates__rate'>{terms.indirect}</Text>
        <Text className='team-rates__name'>{t('team.rateIndirect')}</Text>
      </View>
    </View>
  )
}
