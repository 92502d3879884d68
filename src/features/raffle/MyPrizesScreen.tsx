import { Text, View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import type { RaffleWin } from '@api-types/raffle'
import Page from '@/components/Page'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Picture from '@/components/Picture'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import { Footer } from './ActivitiesScreen'
import { minuteTime, prizeWorth, winChip } from './raffleView'
import messages from './raffle.messages'
import { useRaffleWins } from './useRaffle'
import './raffle.scss'

const open = (url: string) => () => navigateTo(url).catch(() => undefined)

// 我的奖品 (my_raffle): the prizes won, newest first, paged, each with its state: 已发放 (granted at
// once), 待领取 with 去领取 (exchange: the shipping address), 待发货, 已发货 with the carrier and
// tracking number; logged out, the login prompt; none, the way to the draws.
export default function MyPrizesScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const list = useRaffleWins()

  if (!loggedIn) {
    return (
      <Page className='raffle-page raffle-wins'>
        <LoginPrompt title={t('raffle.winsLogin')} hint={t('raffle.winsLoginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const row = (win: RaffleWin) => {
    const chip = winChip(win.state)
    const worth = prizeWorth(win.kind, win.value)
    return (
      <View key={win.id} className='raffle-card raffle-win'>
        {win.image ? (
          <Picture className='raffle-win__image' src={win.image} alt={win.prize_name} mode='aspectFill' style={{ width: '56px', height: '56px' }} />
        ) : (
          <View className='raffle-win__image raffle-win__image--none' />
        )}
        <View className='raffle-win__body'>
          <View className='raffle-win__title-row'>
            <Text className='raffle-win__name'>{win.prize_name}</Text>
            <Text className={`raffle-win__state raffle-win__state--${chip.tone}`}>{t(chip.key)}</Text>
          </View>
          {worth && t(worth.key, { value: worth.value }) !== win.prize_name ? <Text className='raffle-win__worth'>{t(worth.key, { value: worth.value })}</Text> : null}
          <Text className='raffle-win__meta'>{win.activity_title} · {t('raffle.wonAt', { time: minuteTime(win.create_time) })}</Text>
          {win.shipping && win.state !== 'to_claim' ? (
            <Text className='raffle-win__meta'>{t('raffle.shipTo', { name: win.shipping.name, tel: win.shipping.tel })}</Text>
          ) : null}
          {win.state === 'shipped' && win.shipping?.tracking_no ? (
            <Text className='raffle-win__tracking'>{t('raffle.tracking', { carrier: win.shipping.carrier ?? '', no: win.shipping.tracking_no })}</Text>
          ) : null}
          {win.state === 'to_claim' ? (
            <Button
              className='raffle-win__claim'
              type='primary'
              size='small'
              ariaLabel={t('raffle.claimFor', { prize: win.prize_name })}
              onClick={open(pageUrl('prizeExchange', { win_id: win.id }))}
            >
              {t('raffle.claim')}
            </Button>
          ) : null}
        </View>
      </View>
    )
  }

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('raffle.winsFailed')} error={list.error} onRetry={list.reload} />
  else if (!list.items.length) {
    body = (
      <Empty className='raffle-empty' image={<View className='raffle-empty__art' />} title={t('raffle.winsEmpty')} description={t('raffle.winsEmptyHint')}>
        <Button className='raffle-empty__go' type='primary' onClick={open(pageUrl('raffles'))}>
          {t('raffle.goDraw')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className='raffle-wins__list'>
        {list.items.map(row)}
        <Footer t={t} more={list.more} onMore={list.loadMore} />
      </View>
    )
  }
  return <Page className='raffle-page raffle-wins'>{body}</Page>
}
