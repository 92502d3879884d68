import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowLeft, ArrowRight } from '@nutui/icons-react-taro'
import { useState } from 'react'
import Page from '@/components/Page'
import { LoginPrompt } from '@/components/ListStates'
import { AwaitedCommissions } from '@/features/team'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import messages from './history.messages'
import RecordList, { Figure } from './RecordList'
import { useEarningRecords } from './useWalletHistory'
import { currentMonth, monthParams, shiftMonth } from './walletView'
import './wallet.scss'
import { pageUrl } from '@/routes'

/** Today's earnings read as money in: '+3.50', or '0.00' when nothing came in. */
const signedToday = (amount: string) => (amount === '0.00' ? amount : `+${amount}`)

// 收益明细: what the rewards have paid in, in all and today, 待入账 (commissions not yet in the
// balance: tapped, the team feature's sheet lists them), then the earning rows (返利, 佣金 with its
// team member, 挑战奖励, 抽奖奖金, 金币兑换) of one month, newest first, with a month switcher up to
// this month.
export default function EarningsScreen() {
  const t = useT(messages)
  const [month, setMonth] = useState(() => currentMonth())
  const { loggedIn, list, totals } = useEarningRecords(month)
  const [awaitedOpen, setAwaitedOpen] = useState(false)
  // a failed first load: no figure to show, and no bar waiting for one either
  const unknown = list.status === 'error' ? '--' : undefined

  if (!loggedIn) {
    return (
      <Page className='wallet-page'>
        <LoginPrompt title={t('earnings.loginTitle')} hint={t('earnings.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const latest = month >= currentMonth()
  return (
    <Page className='wallet-page wallet-earnings'>
      <View className='wallet-hero wallet-hero--earnings'>
        <View className='wallet-hero__figures'>
          <View className='wallet-hero__figure'>
            <Text className='wallet-hero__label'>{t('earnings.total')}</Text>
            <Figure className='wallet-hero__amount earnings-total' value={totals?.totalIncome ?? unknown} />
          </View>
          <View className='wallet-hero__figure'>
            <Text className='wallet-hero__label'>{t('earnings.today')}</Text>
            <Figure className='wallet-hero__value earnings-today' value={totals ? signedToday(totals.todayIncome) : unknown} />
          </View>
        </View>
        {totals && totals.pendingCommission !== '0.00' ? (
          <View className='wallet-hero__pending earnings-pending' role='button' onClick={() => setAwaitedOpen(true)}>
            <Text>{t('earnings.pending', { amount: totals.pendingCommission })}</Text>
            <ArrowRight size={10} />
          </View>
        ) : null}
      </View>
      <View className='month-switch'>
        <View className='month-switch__arrow month-switch__prev' role='button' aria-label={t('earnings.prev')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ArrowLeft size={14} />
        </View>
        <Text className='month-switch__title'>{t('earnings.month', monthParams(month))}</Text>
        <View
          className={`month-switch__arrow month-switch__next${latest ? ' month-switch__arrow--off' : ''}`}
          role='button'
          aria-label={t('earnings.next')}
          aria-disabled={latest}
          onClick={latest ? undefined : () => setMonth(shiftMonth(month, 1))}
        >
          <ArrowRight size={14} />
        </View>
      </View>
      <RecordList
        list={list}
        failed={t('earnings.failed')}
        empty={{
          title: t('earnings.empty'),
          hint: t('earnings.emptyHint'),
          action: (
            <Button className='wallet-empty__go' type='primary' onClick={() => navigateTo(pageUrl('freeMeals')).catch(() => undefined)}>
              {t('earnings.go')}
            </Button>
          ),
        }}
      />
      <AwaitedCommissions visible={awaitedOpen} onClose={() => setAwaitedOpen(false)} />
    </Page>
  )
}
