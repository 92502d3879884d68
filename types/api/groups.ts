import { blindBox } from './blindBox'
import { businessOrder } from './businessOrder'
import { cardRedUser } from './cardRedUser'
import { challenge } from './challenge'
import { common } from './common'
import { config } from './config'
import { discount } from './discount'
import { eventTracking } from './eventTracking'
import { goldRedeem } from './goldRedeem'
import { home } from './home'
import { login } from './login'
import { marketing } from './marketing'
import { member } from './member'
import { nav } from './nav'
import { notice } from './notice'
import { order } from './order'
import { pay } from './pay'
import { places } from './places'
import { popup } from './popup'
import { raffle } from './raffle'
import { seedingActivity } from './seedingActivity'
import { shop } from './shop'
import { signIn } from './signIn'
import { team } from './team'
import { user } from './user'
import { userFeedback } from './userFeedback'
import { wallet } from './wallet'
import { wechat } from './wechat'

// Every call group of the contract, by the name of its app module (src/api/<name>.ts) and its file
// here (types/api/<name>.ts). The server registers pending calls from this table, and the app's
// call functions are generated from it (server/tools/api-client.ts).
export const CALL_GROUPS = {
  blindBox,
  businessOrder,
  cardRedUser,
  challenge,
  common,
  config,
  discount,
  eventTracking,
  goldRedeem,
  home,
  login,
  marketing,
  member,
  nav,
  notice,
  order,
  pay,
  places,
  popup,
  raffle,
  seedingActivity,
  shop,
  signIn,
  team,
  user,
  userFeedback,
  wallet,
  wechat,
}

export type CallGroupName = keyof typeof CALL_GROUPS
