import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Dialog, Skeleton } from '@nutui/nutui-react-taro'
import type { ComponentType } from 'react'
import type { RaffleActivity, RaffleDrawResult, RaffleStyle } from '@api-types/raffle'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import Picture from '@/components/Picture'
import RuleList from '@/components/RuleList'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { navigateTo } from '@/lib/navigation'
import { pageParams, pageUrl } from '@/routes'
import { STYLE_PAGES, drawBlock, drawsLeft, isConsolation, minuteTime, prizeWorth } from './raffleView'
import messages from './raffle.messages'
import type { DrawButton, RaffleT as T, StageProps } from './stage'
import { useRaffleDetail, useRaffleDraw, type DrawFlow } from './useRaffle'
import './raffle.scss'


const open = (url: string) => () => navigateTo(url).catch(() => undefined)

/** The draw button's words and name before and during a draw. */
function drawButton(t: T, activity: RaffleActivity, flow: DrawFlow): DrawButton {
  const block = drawBlock(activity)
  const label = activity.cost_gold > 0 ? t('raffle.drawFor', { gold: activity.cost_gold }) : t('raffle.draw')
  if (block === 'login') return { text: t('raffle.block.login'), label: t('raffle.block.login'), disabled: false }
  if (block) return { text: t(`raffle.block.${block}`), label: t(`raffle.block.${block}`), disabled: true }
  if (flow.phase !== 'idle') return { text: t('raffle.drawing'), label, disabled: false }
  if (flow.failed) return { text: t('raffle.retry'), label: `${t('raffle.retry')}, ${label}`, disabled: false }
  return { text: t('raffle.draw'), label, disabled: false }
}

/** What the prize dialog says of a result. */
function PrizeDialog({ t, flow }: { t: T; flow: DrawFlow }) {
  const result: RaffleDrawResult | null = flow.result
  const prize = result?.prize
  const lost = !prize || isConsolation(prize)
  const worth = prize ? prizeWorth(prize.kind, prize.value) : null
  const toClaim = !!result?.win && result.win.state === 'to_claim'
  return (
    <Dialog
      className='raffle-dialog'
      visible={flow.phase === 'shown'}
      title={lost ? t('raffle.lostTitle') : t('raffle.wonTitle')}
      content={
        prize ? (
          <View className='raffle-dialog__content' role='alert'>
            {prize.image ? <Picture className='raffle-dialog__image' src={prize.image} alt='' mode='aspectFit' style={{ width: '80px', height: '80px' }} /> : null}
            <Text className='raffle-dialog__prize'>{lost ? t('raffle.lost') : t('raffle.won', { prize: prize.name })}</Text>
            {!lost && worth && t(worth.key, { value: worth.value }) !== prize.name ? <Text className='raffle-dialog__worth'>{t(worth.key, { value: worth.value })}</Text> : null}
            {!lost ? <Text className='raffle-dialog__hint'>{toClaim ? t('raffle.goodsHint') : t('raffle.grantedHint')}</Text> : null}
          </View>
        ) : null
      }
      confirmText={toClaim ? t('raffle.claimNow') : t('raffle.ok')}
      cancelText={t('raffle.ok')}
      hideCancelButton={!toClaim}
      onConfirm={() => {
        flow.close()
        if (toClaim && result?.win) open(pageUrl('prizeExchange', { win_id: result.win.id }))()
      }}
      onCancel={flow.close}
      onClose={flow.close}
    />
  )
}

export interface DrawScreenProps {
  style: RaffleStyle
  Stage: ComponentType<StageProps>
}

// A draw page (docs/rules.md "Raffles"): the activity with its cost, my gold and draws left, the
// view of its style (Stage: how the answer is animated, the only thing the six pages do
// differently), the refusal or the failed request beside it, the prizes with their published odds
// (概率公示), the rules and the time window; logged out, a login prompt; loading, a skeleton of the
// stage's size; a failed load, the retry.
export default function DrawScreen({ style, Stage }: DrawScreenProps) {
  const t = useT(messages)
  const { id } = pageParams(STYLE_PAGES[style], useRouter().params)
  const activity = useRaffleDetail(id)
  const flow = useRaffleDraw(activity)
  const data = activity.data
  const pageClass = `raffle-page raffle-draw raffle-draw--${style}`

  if (!data) {
    return (
      <Page className={pageClass}>
        {activity.state === 'error' || !id ? (
          <LoadError title={t('raffle.detailFailed')} error={activity.error} onRetry={activity.reload} />
        ) : (
          <View aria-busy='true'>
            <View className='raffle-card raffle-draw__head'>
              <Skeleton width='60%' height='20px' />
              <Skeleton className='raffle-draw__skeleton-line' width='80%' height='14px' />
            </View>
            <View className={`raffle-stage raffle-stage--${style} raffle-stage--skeleton`} />
          </View>
        )}
      </Page>
    )
  }

  const button = drawButton(t, data, flow)
  const mine = data.mine
  const span = { start: minuteTime(data.start_time), end: minuteTime(data.end_time) }
  return (
    <Page className={pageClass} title={data.title}>
      <View className='raffle-card raffle-draw__head'>
        <View className='raffle-draw__title-row'>
          <Text className='raffle-draw__title'>{data.title}</Text>
          <Text className={`raffle-chip raffle-chip--${data.state}`}>{t(`raffle.state.${data.state}`)}</Text>
        </View>
        <Text className='raffle-draw__window'>{t('raffle.window', span)}</Text>
        <View className='raffle-draw__figures'>
          <View className='raffle-draw__figure'>
            <Text className='raffle-draw__figure-value raffle-draw__cost'>{data.cost_gold > 0 ? t('raffle.gold', { gold: data.cost_gold }) : t('raffle.free')}</Text>
            <Text className='raffle-draw__figure-label'>{t('raffle.cost')}</Text>
          </View>
          {mine ? (
            <>
              <View className='raffle-draw__figure'>
                <Text className='raffle-draw__figure-value raffle-draw__gold'>{mine.gold}</Text>
                <Text className='raffle-draw__figure-label'>{t('raffle.myGold')}</Text>
              </View>
              <View className='raffle-draw__figure'>
                <Text className='raffle-draw__figure-value raffle-draw__left'>{drawsLeft(data, mine)}</Text>
                <Text className='raffle-draw__figure-label'>{t('raffle.leftToday')}</Text>
              </View>
            </>
          ) : null}
        </View>
      </View>

      {!mine ? (
        <View className='raffle-card raffle-draw__guest'>
          <View className='raffle-draw__guest-text'>
            <Text className='raffle-draw__guest-title'>{t('raffle.loginTitle')}</Text>
            <Text className='raffle-draw__guest-hint'>{t('raffle.loginHint')}</Text>
          </View>
          <Button className='raffle-draw__login' type='primary' size='small' onClick={() => checkLogin().catch(() => undefined)}>
            {t('raffle.login')}
          </Button>
        </View>
      ) : null}

      <View className={`raffle-stage raffle-stage--${style}`}>
        <Stage prizes={data.prizes} flow={flow} button={button} />
      </View>

      <View className='raffle-draw__notice' role='alert' aria-live='assertive'>
        {flow.refusal ? <Text className='raffle-draw__refusal'>{flow.refusal}</Text> : null}
        {flow.failed ? (
          <View className='raffle-draw__failed'>
            <Text className='raffle-draw__failed-text'>{t('raffle.networkFailed')}</Text>
            <Button className='raffle-draw__retry' size='small' type='primary' onClick={() => flow.draw(flow.slot)}>
              {t('raffle.retry')}
            </Button>
          </View>
        ) : null}
      </View>

      <View className='raffle-draw__mine' role='link' onClick={open(pageUrl('myPrizes'))}>
        <Text>{t('raffle.myPrizes')}</Text>
      </View>

      <View className='raffle-card raffle-odds'>
        <Text className='raffle-card__title'>{t('raffle.prizes')}</Text>
        {data.prizes.map((prize) => (
          <View key={prize.id} className='raffle-odds__row'>
            {prize.image ? (
              <Picture className='raffle-odds__image' src={prize.image} alt={prize.name} mode='aspectFill' style={{ width: '40px', height: '40px' }} />
            ) : (
              <View className='raffle-odds__image raffle-odds__image--none' />
            )}
            <View className='raffle-odds__text'>
              <Text className='raffle-odds__name'>{prize.name}</Text>
              {prize.stock_left !== null ? (
                <Text className='raffle-odds__stock'>{prize.stock_left > 0 ? t('raffle.stockLeft', { count: prize.stock_left }) : t('raffle.outOfStock')}</Text>
              ) : null}
            </View>
            <Text className='raffle-odds__odds'>{t('raffle.odds', { odds: prize.odds })}</Text>
          </View>
        ))}
      </View>

      <View className='raffle-card raffle-rules'>
        <Text className='raffle-card__title'>{t('raffle.rules')}</Text>
        <Text className='raffle-rules__line'>{t('raffle.rule.window', span)}</Text>
        <Text className='raffle-rules__line'>{t('raffle.rule.limits', { daily: data.daily_limit, total: data.total_limit, gold: data.cost_gold })}</Text>
        <Text className='raffle-rules__line'>{t('raffle.rule.fair')}</Text>
        <RuleList text={data.rules} className='raffle-rules__operator' />
      </View>

      <PrizeDialog t={t} flow={flow} />
    </Page>
  )
}
