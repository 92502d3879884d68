import { Text, View } from '@tarojs/components'
import { Avatar, Cell, CellGroup, Tag } from '@nutui/nutui-react-taro'
import { ArrowRight, Coupon, Feedback, Message, Order, Setting, Star, Store, User } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import TabPage from '@/components/TabPage'
import { useT } from '@/i18n'
import { checkLogin, visit } from '@/lib/auth'
import { getStatusBarHeight } from '@/lib/platform'
import { MORE_ENTRIES, SERVICE_ENTRIES, accountView, type MeIcon } from './account'
import { messages } from './me.messages'
import { useAccount } from './useAccount'
import './me.scss'
import { pageUrl } from '@/routes'
import { useUnreadBadge } from '@/utils/unreadBadge'

const ICONS: Record<MeIcon, (color: string) => ReactNode> = {
  order: (c) => <Order size={22} color={c} />,
  coupon: (c) => <Coupon size={22} color={c} />,
  message: (c) => <Message size={22} color={c} />,
  star: (c) => <Star size={22} color={c} />,
  feedback: (c) => <Feedback size={18} color={c} />,
  store: (c) => <Store size={18} color={c} />,
  setting: (c) => <Setting size={18} color={c} />,
}

const ICON_COLORS: Record<MeIcon, string> = {
  order: '#FC4D16',
  coupon: '#FF3B30',
  message: '#3A8DFF',
  star: '#FFB300',
  feedback: '#34C759',
  store: '#FF7A45',
  setting: '#8E8E93',
}


export default function MeScreen() {
  const t = useT(messages)
  const { loggedIn, profile, userInfo, state, reload } = useAccount()
  const view = accountView(profile, userInfo, t('me.defaultName'))
  useUnreadBadge()

  return (
    <TabPage className='me-page'>
      <View className='me-header' style={{ paddingTop: `${getStatusBarHeight()}px` }}>
        <View className='me-header__deco me-header__deco--1' />
        <View className='me-header__deco me-header__deco--2' />
        {loggedIn ? (
          <View className='me-user' role='button' onClick={() => visit(pageUrl('profile'))}>
            <Avatar className='me-user__avatar' size='large' src={view.avatar} icon={view.avatar ? undefined : <User color='#FC4D16' />} background='#FFF3C4' />
            <View className='me-user__info'>
              <View className='me-user__row'>
                <Text className='me-user__name'>{view.nickname}</Text>
                {view.isVip ? (
                  <Tag className='me-user__tag me-user__tag--vip' background='#2B2B2B' color='#F5D9A8' round>
                    {t('me.vip')}
                  </Tag>
                ) : (
                  <Tag className='me-user__tag' background='rgba(0,0,0,0.08)' color='#6B5300' round>
                    {t('me.normal')}
                  </Tag>
                )}
              </View>
              {view.phone ? <Text className='me-user__phone'>{view.phone}</Text> : null}
            </View>
          </View>
        ) : (
          <View className='me-user me-user--guest' role='button' onClick={() => checkLogin().catch(() => undefined)}>
            <Avatar className='me-user__avatar' size='large' icon={<User color='#C8A400' />} background='#FFF3C4' />
            <View className='me-user__info'>
              <Text className='me-user__login'>{t('common.loginRegister')}</Text>
              <Text className='me-user__hint'>{t('me.loginHint')}</Text>
            </View>
            <ArrowRight size={14} color='#6B5300' />
          </View>
        )}
      </View>

      <View className='me-wallet'>
        <View className='me-wallet__stats'>
          <View className='me-wallet__stat' onClick={() => visit(pageUrl('walletHistory'))}>
            <Text className='me-wallet__value me-wallet__value--money'>¥{view.balance}</Text>
            <Text className='me-wallet__label'>{t('me.balance')}</Text>
          </View>
          <View className='me-wallet__stat' onClick={() => visit(pageUrl('goldHistory'))}>
            <Text className='me-wallet__value me-wallet__value--gold'>{view.gold}</Text>
            <Text className='me-wallet__label'>{t('me.gold')}</Text>
          </View>
          {/* what free meals gave back: 收益明细 lists those rebates, row by row */}
          <View className='me-wallet__stat me-wallet__stat--saved' onClick={() => visit(pageUrl('earnings'))}>
            <Text className='me-wallet__value'>{view.saved}</Text>
            <Text className='me-wallet__label'>{t('me.saved')}</Text>
          </View>
        </View>
        <View className='me-wallet__actions'>
          <Text className='me-wallet__hint'>{t('me.walletHint')}</Text>
          <View className='me-wallet__btn me-wallet__btn--ghost' role='button' onClick={() => visit(pageUrl('walletHistory'))}>
            {t('me.detail')}
          </View>
          <View className='me-wallet__btn' role='button' onClick={() => visit(pageUrl('cashOut'))}>
            {t('me.cashout')}
          </View>
        </View>
        {loggedIn && state === 'error' ? (
          <View className='me-wallet__error' role='button' onClick={() => reload()}>
            {t('me.loadFailed')}
          </View>
        ) : null}
      </View>

      <View className='me-vip' role='button' onClick={() => visit(pageUrl('memberCenter'))}>
        <View className='me-vip__crown' />
        <View className='me-vip__text'>
          <Text className='me-vip__title'>{t('me.vipTitle')}</Text>
          <Text className='me-vip__desc'>{view.vipUntil ? t('me.vipUntil', { date: view.vipUntil }) : t('me.vipDesc')}</Text>
        </View>
        <View className='me-vip__btn'>{view.isVip ? t('me.vipView') : t('me.vipOpen')}</View>
      </View>

      <View className='me-card'>
        <Text className='me-card__title'>{t('me.services')}</Text>
        <View className='me-grid'>
          {SERVICE_ENTRIES.map((entry) => (
            <View key={entry.key} className='me-grid__item' data-url={entry.url} onClick={() => visit(entry.url)}>
              <View className={`me-grid__icon me-grid__icon--${entry.icon}`}>{ICONS[entry.icon](ICON_COLORS[entry.icon])}</View>
              <Text className='me-grid__label'>{t(entry.key)}</Text>
            </View>
          ))}
        </View>
      </View>

      <CellGroup className='me-cells'>
        {MORE_ENTRIES.map((entry) => (
          <Cell
            key={entry.key}
            className={`me-cell me-cell--${entry.icon}`}
            clickable
            align='center'
            title={
              <View className='me-cell__title'>
                {ICONS[entry.icon](ICON_COLORS[entry.icon])}
                <Text className='me-cell__text'>{t(entry.key)}</Text>
              </View>
            }
            extra={<ArrowRight size={12} color='#C0C0C0' />}
            onClick={() => visit(entry.url)}
          />
        ))}
      </CellGroup>
    </TabPage>
  )
}
