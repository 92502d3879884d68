import { Text, View } from '@tarojs/components'
import { Button, Grid } from '@nutui/nutui-react-taro'
import { ArrowRight, Fabulous, Order, Star, Tips, User, Wallet } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import ServerMenu from '@/components/ServerMenu'
import TabPage from '@/components/TabPage'
import { useT } from '@/i18n'
import { checkLogin, visit } from '@/lib/auth'
import { getStatusBarHeight } from '@/lib/platform'
import { commissionRates } from '@/utils/commissionRates'
import { EARN_ENTRIES, UNKNOWN_FIGURE, earningsView, type EarnIcon } from './makeMoney'
import { messages } from './makeMoney.messages'
import { useEarnings } from './useEarnings'
import './makeMoney.scss'
import { pageUrl } from '@/routes'

const ICONS: Record<EarnIcon, ReactNode> = {
  detail: <Wallet size={24} color='#FC4D16' />,
  team: <User size={24} color='#3A8DFF' />,
  ranking: <Star size={24} color='#F5A400' />,
  rule: <Tips size={24} color='#34C759' />,
  myJoin: <Order size={24} color='#A855F7' />,
  challenge: <Fabulous size={24} color='#F5365C' />,
}


// Make-money tab: the user's wallet (what can be cashed out, today's and all earnings, what is
// frozen, what free meals saved), the invite call to action, the earning tools and how the
// commission is counted (10% direct, 5% second level by default, or the operator's rates).
export default function MakeMoneyScreen() {
  const t = useT(messages)
  const { loggedIn, account, state, reload, earned, config, menus } = useEarnings()
  const view = earningsView(account)
  const rates = commissionRates(config)

  return (
    <TabPage className='earn-page'>
      <View className='earn-header' style={{ paddingTop: `${getStatusBarHeight()}px` }}>
        <View className='earn-header__bar'>
          <Text className='earn-header__title'>{t('earn.title')}</Text>
        </View>
      </View>

      <View className='earn-summary'>
        <View className='earn-summary__top'>
          <View className='earn-summary__total'>
            <Text className='earn-summary__label'>{t('earn.withdrawable')}</Text>
            <Text className='earn-summary__amount'>{view.withdrawable}</Text>
          </View>
          <View className='earn-summary__link' onClick={() => visit(pageUrl('earnings'))}>
            <Text>{t('earn.details')}</Text>
            <ArrowRight size={10} color='#999' />
          </View>
        </View>
        {/* always drawn, '--' until known: the card keeps its height when the figures arrive */}
        <View className='earn-summary__earnings'>
          <View className='earn-summary__earning earn-summary__earning--today'>
            <Text className='earn-summary__label'>{t('earn.today')}</Text>
            <Text className='earn-summary__figure'>{loggedIn && earned ? earned.today : UNKNOWN_FIGURE}</Text>
          </View>
          <View className='earn-summary__earning earn-summary__earning--total'>
            <Text className='earn-summary__label'>{t('earn.total')}</Text>
            <Text className='earn-summary__figure'>{loggedIn && earned ? earned.total : UNKNOWN_FIGURE}</Text>
          </View>
        </View>
        <View className='earn-summary__row'>
          <View className='earn-summary__cell'>
            <Text className='earn-summary__value'>{view.frozen}</Text>
            <Text className='earn-summary__label'>{t('earn.frozen')}</Text>
          </View>
          <View className='earn-summary__cell'>
            <Text className='earn-summary__value'>{view.saved}</Text>
            <Text className='earn-summary__label'>{t('earn.saved')}</Text>
          </View>
          {loggedIn ? (
            <Button className='earn-summary__btn' type='primary' size='small' onClick={() => visit(pageUrl('cashOut'))}>
              {t('earn.cashout')}
            </Button>
          ) : null}
        </View>
        {!loggedIn ? (
          <Button className='earn-summary__login' type='primary' block onClick={() => checkLogin().catch(() => undefined)}>
            {t('earn.loginCta')}
          </Button>
        ) : state === 'error' ? (
          <View className='earn-summary__error' role='button' onClick={() => reload()}>
            {t('earn.loadFailed')}
          </View>
        ) : null}
      </View>

      <View className='earn-invite' role='button' onClick={() => visit(pageUrl('invite'))}>
        <View className='earn-invite__text'>
          <Text className='earn-invite__title'>{t('earn.inviteTitle')}</Text>
          <Text className='earn-invite__desc'>{t('earn.inviteDesc', { direct: rates.direct })}</Text>
        </View>
        <View className='earn-invite__btn'>{t('earn.inviteBtn')}</View>
        <View className='earn-invite__coin earn-invite__coin--1' />
        <View className='earn-invite__coin earn-invite__coin--2' />
      </View>

      <View className='earn-card'>
        <Text className='earn-card__title'>{t('earn.tools')}</Text>
        <Grid className='earn-grid' columns={3} gap={0} square={false}>
          {EARN_ENTRIES.map((entry) => (
            <Grid.Item
              key={entry.icon}
              className={`earn-grid__item earn-grid__item--${entry.icon}`}
              text={t(entry.title)}
              onClick={() => visit(entry.url)}
            >
              <View className={`earn-grid__icon earn-grid__icon--${entry.icon}`}>{ICONS[entry.icon]}</View>
            </Grid.Item>
          ))}
        </Grid>
      </View>

      {menus.length ? (
        <View className='earn-card'>
          <Text className='earn-card__title'>{t('earn.more')}</Text>
          <ServerMenu items={menus} />
        </View>
      ) : null}

      <View className='earn-card earn-rule'>
        <Text className='earn-card__title'>{t('earn.ruleTitle')}</Text>
        <View className='earn-rule__level'>
          <View className='earn-rule__rate'>{rates.direct}</View>
          <View className='earn-rule__body'>
            <Text className='earn-rule__name'>{t('earn.level1')}</Text>
            <Text className='earn-rule__desc'>{t('earn.level1Desc', { rate: rates.direct })}</Text>
          </View>
        </View>
        <View className='earn-rule__level'>
          <View className='earn-rule__rate earn-rule__rate--second'>{rates.indirect}</View>
          <View className='earn-rule__body'>
            <Text className='earn-rule__name'>{t('earn.level2')}</Text>
            <Text className='earn-rule__desc'>{t('earn.level2Desc', { rate: rates.indirect })}</Text>
          </View>
        </View>
        <Text className='earn-rule__note'>{t('earn.ruleNote')}</Text>
        <View className='earn-rule__more' onClick={() => visit(pageUrl('earnRules'))}>
          <Text>{t('earn.ruleMore')}</Text>
          <ArrowRight size={10} color='#FC4D16' />
        </View>
      </View>
    </TabPage>
  )
}
