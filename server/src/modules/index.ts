import type { ServerModule } from './registry'
import config from './config/module'
import common from './common/module'
import nav from './nav/module'
import popup from './popup/module'
import notice from './notice/module'
import eventTracking from './eventTracking/module'
import home from './home/module'
import login from './login/module'
import user from './user/module'
import wechat from './wechat/module'
import shop from './shop/module'
import places from './places/module'
import order from './order/module'
import businessOrder from './businessOrder/module'
import pay from './pay/module'
import discount from './discount/module'
import cardRedUser from './cardRedUser/module'
import signIn from './signIn/module'
import member from './member/module'
import wallet from './wallet/module'
import gold from './gold/module'
import team from './team/module'
import ranking from './ranking/module'
import blindBox from './blindBox/module'
import raffle from './raffle/module'
import challenge from './challenge/module'
import feedback from './feedback/module'
import merchant from './merchant/module'
import seeding from './seeding/module'
import notification from './notification/module'
import operator from './operator/module'

// The one list of the server's modules (registry.ts): a new module is its folder and one line here.
export const SERVER_MODULES: readonly ServerModule[] = [
  config, common, nav, popup, notice, eventTracking, home, login, user, wechat, shop, places, order, businessOrder, pay, discount,
  cardRedUser, signIn, member, wallet, gold, team, ranking, blindBox, raffle, challenge, feedback, merchant,
  seeding, notification, operator,
]
