import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, PullToRefresh } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useState } from 'react'
import type { GoldRecord } from '@api-types/signIn'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import LoadError from '@/components/LoadError'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import { formatGold } from '@/utils/money'
import messages from './goldHistory.messages'
import { goldRecordView } from './goldRecordView'
import { useGoldRecords } from './useGoldRecords'
import { pageUrl } from '@/routes'

const goSignin = () => navigateTo(pageUrl('signIn')).catch(() => undefined)

// 金币明细: the gold balance, then the gold ledger newest first (what each move was, when, the gold
// earned or spent and the balance after), twenty at a time with pull-down refresh. The way to
// 每日签到 invites a sign-in until today's is done; then it reads 今日已签到 and still opens that page,
// where the streak, the calendar and the make-up days are.
export default function GoldHistoryScreen() {
  const t = useT(messages)
  const { loggedIn, gold, list, signedToday } = useGoldRecords()
  const [atTop, setAtTop] = useState(true)

  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  if (!loggedIn) {
    return (
      <Page className='gold-details'>
        <LoginPrompt title={t('gold.loginTitle')} hint={t('gold.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const row = (record: GoldRecord) => {
    const view = goldRecordView(record)
    return (
      <View key={record.id} className='gold-row' data-id={record.id}>
        <View className='gold-row__main'>
          <Text className='gold-row__title'>{view.title}</Text>
          <Text className='gold-row__time'>{view.time}</Text>
        </View>
        <View className='gold-row__side'>
          <Text className={`gold-row__amount gold-row__amount--${view.direction}`}>{view.amount}</Text>
          <Text className='gold-row__balance'>{t('gold.balance', { gold: view.balance })}</Text>
        </View>
      </View>
    )
  }

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('gold.failed')} error={list.error} onRetry={list.reload} />
  else if (list.items.length === 0) {
    body = (
      <View className='order-state order-state--empty gold-details__empty'>
        <View className='gold-details__empty-art' />
        <Text className='order-state__title'>{t('gold.empty')}</Text>
        <Text className='order-state__hint'>{t('gold.emptyHint')}</Text>
        <Button className='order-state__btn gold-details__go' type='primary' onClick={goSignin}>
          {signedToday ? t('gold.signedToday') : t('gold.goSignin')}
        </Button>
      </View>
    )
  } else {
    body = (
      <View className='gold-details__list'>
        <Text className='gold-details__list-title'>{t('gold.listTitle')}</Text>
        {list.items.map(row)}
        <View className={`order-list__footer order-list__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('gold.moreFailed'), idle: t('gold.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('gold.refreshFailed'), TOAST_DEFAULT))

  return (
    <Page className='gold-details'>
      <View className='gold-head'>
        <View className='gold-head__glow' />
        <Text className='gold-head__label'>{t('gold.myGold')}</Text>
        <View className='gold-head__row'>
          <View className='gold-head__amount'>
            <View className='gold-head__coin' />
            <Text className='gold-head__value'>{formatGold(gold)}</Text>
          </View>
          <View className={`gold-head__link${signedToday ? ' gold-head__link--done' : ''}`} role='button' onClick={goSignin}>
            <Text>{signedToday ? t('gold.signedToday') : t('gold.earn')}</Text>
            <ArrowRight size={10} />
          </View>
        </View>
      </View>
      {list.status === 'ready' ? (
        <PullToRefresh className='gold-details__refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
