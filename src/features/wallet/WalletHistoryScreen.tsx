import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import ListTabs from '@/components/ListTabs'
import Page from '@/components/Page'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import messages from './history.messages'
import RecordList, { Figure } from './RecordList'
import { useWalletHistory } from './useWalletHistory'
import { HISTORY_TABS, type HistoryTab } from './walletView'
import './wallet.scss'
import { pageUrl } from '@/routes'

// 资金明细: the balance and what is frozen, then every movement of the wallet newest first (what it
// was, when, the signed amount, the balance after, a cash-out's state), by tab: 全部 / 收入 / 提现 /
// 支付 / 退款; twenty at a time with infinite loading and pull-down refresh.
export default function WalletHistoryScreen() {
  const t = useT(messages)
  const [tab, setTab] = useState<HistoryTab>('all')
  const { loggedIn, list, totals } = useWalletHistory(tab)
  // a failed first load: no figure to show, and no bar waiting for one either
  const unknown = list.status === 'error' ? '--' : undefined

  if (!loggedIn) {
    return (
      <Page className='wallet-page'>
        <LoginPrompt title={t('history.loginTitle')} hint={t('history.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  return (
    <Page className='wallet-page wallet-history'>
      <View className='wallet-hero wallet-hero--history'>
        <View className='wallet-hero__figures'>
          <View className='wallet-hero__figure'>
            <Text className='wallet-hero__label'>{t('history.available')}</Text>
            <Figure className='wallet-hero__amount history-balance' value={totals?.amount ?? unknown} />
          </View>
          <View className='wallet-hero__figure'>
            <Text className='wallet-hero__label'>{t('history.frozen')}</Text>
            <Figure className='wallet-hero__value history-frozen' value={totals?.frozen ?? unknown} />
          </View>
        </View>
        <Button className='wallet-hero__btn history-cashout' type='primary' size='small' onClick={() => navigateTo(pageUrl('cashOut')).catch(() => undefined)}>
          {t('history.cashout')}
        </Button>
      </View>
      <ListTabs<HistoryTab>
        className='wallet-tabs'
        tabs={HISTORY_TABS.map((item) => ({ value: item.value, label: t(item.label) }))}
        value={tab}
        onChange={setTab}
      />
      <RecordList
        list={list}
        failed={t('history.failed')}
        empty={{ title: tab === 'all' ? t('history.empty') : t('history.emptyTab'), hint: t('history.emptyHint') }}
      />
    </Page>
  )
}
