import { Image, Text, View } from '@tarojs/components'
import { Grid } from '@nutui/nutui-react-taro'
import { Coupon, Fabulous, Gift, Prices, Service, ShieldCheck, Star, Wallet } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import type { MemberBenefit } from '@api-types/member'

const ICON_SIZE = 22

/** The app's icons for the benefit kinds the server may name; others take one in turn. */
const NAMED: Record<string, ReactNode> = {
  rebate: <Prices size={ICON_SIZE} />,
  cashback: <Prices size={ICON_SIZE} />,
  gold: <Star size={ICON_SIZE} />,
  signin: <Star size={ICON_SIZE} />,
  coupon: <Coupon size={ICON_SIZE} />,
  gift: <Gift size={ICON_SIZE} />,
  service: <Service size={ICON_SIZE} />,
  wallet: <Wallet size={ICON_SIZE} />,
  deal: <Fabulous size={ICON_SIZE} />,
  shield: <ShieldCheck size={ICON_SIZE} />,
}
const IN_TURN = [Prices, Star, Coupon, Gift, Fabulous, ShieldCheck, Service, Wallet]

function iconOf(benefit: MemberBenefit, i: number): ReactNode {
  const icon = (benefit.icon ?? '').trim()
  if (/^(https?:)?\/\//.test(icon) || icon.startsWith('/')) return <Image className='member-benefit__image' src={icon} mode='aspectFit' />
  if (NAMED[icon]) return NAMED[icon]
  const Icon = IN_TURN[i % IN_TURN.length]
  return <Icon size={ICON_SIZE} />
}

/** At most this many benefits to a row; fewer benefits share the row's width between them. */
const MAX_COLUMNS = 4

// The benefits of membership (会员中心): an icon, the title, a line about it. The columns follow the
// number of benefits (3 benefits: 3 columns, not 3 of 4 with a title cut short).
export default function BenefitGrid({ benefits }: { benefits: MemberBenefit[] }) {
  return (
    <Grid className='member-benefits' columns={Math.min(MAX_COLUMNS, Math.max(1, benefits.length))} gap={0} square={false}>
      {benefits.map((benefit, i) => (
        <Grid.Item key={`${benefit.title}-${i}`} className='member-benefit'>
          <View className='member-benefit__icon'>{iconOf(benefit, i)}</View>
          <Text className='member-benefit__title'>{benefit.title}</Text>
          {benefit.description ? <Text className='member-benefit__desc'>{benefit.description}</Text> : null}
        </Grid.Item>
      ))}
    </Grid>
  )
}
