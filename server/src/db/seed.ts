import { sql } from 'drizzle-orm'
import type { AppConfigResult } from '@api-types/config'
import { COUPON_MAX } from '../modules/nav/service'
import type { Db } from './driver'
import { lockFor } from './locks'
import { agreements, appConfig, discountConfigs, goldItems, goldPacks, goldTasks, memberTasks, memberTypes, navItems, notices, popups } from './schema'
import { seedBlindBox } from '../modules/blindBox/settings'
import { seedShops } from './seedShops'
import { seedRaffles } from '../modules/raffle/seed'
import { seedChallenges } from '../modules/challenge/seed'
import { seedMerchantApplications } from '../modules/merchant/seed'
import { seedSeeding } from '../modules/seeding/seed'

// Demo content for the embedded default, so a first start shows a living app. Idempotent: config
// keys, agreements and gold tasks (by type) are inserted only when missing; banners, menus, popups,
// notices, coupon offers, member types and free-membership tasks only when their table is empty (an
// operator's edits are never overwritten).

export const DEFAULT_APP_CONFIG: AppConfigResult = {
  official_account: { appid: '', name: '饭贝省钱', qrcode: '' },
  service_url: { h5_url: 'https://fanbei.example.com/kefu', tel: '400-800-1234', wechat: 'fanbei_kefu' },
  reward: { direct_rate: '0.10', indirect_rate: '0.05', frozen_days: 7 },
  system_infos: {
    cashout_notice: '提现申请提交后 1-3 个工作日内到账，节假日顺延。',
    signin_rule: '每天签到可领金币，连续签到奖励更多，第 7 天最高 50 金币。',
    invite_rule: '好友通过你的邀请注册后，其霸王餐返利审核通过或开通会员，你都能获得佣金分成；分享本身不发放任何奖励。',
    // 福利群 (docs/rules.md "Team and referral"): the group's QR picture, its assistant's WeChat ID, a line about it
    welfare_group_qrcode: '/banners/welfare-group.png',
    welfare_group_wechat: 'fanbei_fuli',
    welfare_group_intro: '微信扫码进群，每天领外卖红包，霸王餐上新第一时间通知',
  },
  wx_login_open: true,
  popup_start_hour: 9,
  popup_end_hour: 24,
  share_title: '点外卖先领红包，饭贝帮你每餐省一点',
  share_image: '/banners/kingeat.jpg',
  cashout_min: '1.00',
  cashout_max: '500.00',
  latest_version: '1.4.0',
  upgrade_url: '',
}

/**
 * The cash-out settings appConfig does not serve (docs/rules.md "Wallet and cash-out"), app_config
 * rows too so an operator changes them without a deploy (modules/wallet/settings.ts reads them with
 * cashout_min, cashout_max and system_infos.cashout_notice above): cash-outs a day, the fee rate
 * (a decimal string), and which payout channels are open.
 */
export const DEFAULT_CASH_OUT_SETTINGS = {
  cashout_daily_times: 3,
  cashout_fee_rate: '0',
  cashout_channels: { alipay: true, wechat: false },
}

const USER_AGREEMENT = `<h2>饭贝用户服务协议</h2>
<p>欢迎您使用饭贝！饭贝是一款帮助用户在点外卖时领取优惠券、获取返利与金币奖励的省钱工具（以下简称"本服务"）。在注册或使用本服务前，请您仔细阅读并充分理解本协议的全部内容，特别是以加粗形式提示您注意的免除或限制责任的条款。</p>
<h3>一、账号注册与使用</h3>
<p>1. 您可以通过手机号验证码、账号密码或微信授权的方式登录饭贝。首次使用手机号验证码登录时，系统将为您自动创建账号。</p>
<p>2. 您应当妥善保管账号、密码及验证码，不得将账号出借、转让或出售给他人。因您保管不善导致的损失由您自行承担。</p>
<p>3. 一个手机号仅可注册一个饭贝账号。如发现恶意注册、批量注册或使用虚假信息注册的，饭贝有权限制或终止相关账号的使用。</p>
<h3>二、优惠、返利与金币</h3>
<p>1. 饭贝展示的外卖红包、优惠券由合作平台提供，具体面额、使用门槛与有效期以合作平台页面显示为准。</p>
<p>2. 返利金额在订单完成且未发生退款后结算至您的饭贝钱包，提现规则以提现页面说明为准。</p>
<p>3. 金币是饭贝为回馈用户发放的虚拟积分，仅可在饭贝内兑换会员、优惠券等权益，不可兑换为现金，不可转让。</p>
<p>4. <strong>对于通过作弊、刷单、利用系统漏洞等不正当方式获取的返利或金币，饭贝有权予以扣除，并视情节限制账号功能。</strong></p>
<h3>三、用户行为规范</h3>
<p>您在使用本服务时应遵守中华人民共和国相关法律法规，不得利用本服务从事任何违法违规活动，不得干扰本服务的正常运行。</p>
<h3>四、服务的变更与终止</h3>
<p>饭贝可能根据业务发展调整服务内容，并将通过公告或站内消息通知您。您可随时在"设置-注销账号"中申请注销账号，注销后账号信息将被删除或匿名化处理，但依法需保留的交易记录除外。</p>
<h3>五、其他</h3>
<p>本协议的解释与争议解决适用中华人民共和国法律。如您对本协议有任何疑问，可通过"我的-联系客服"与我们联系。</p>`

const PRIVACY_AGREEMENT = `<h2>饭贝隐私政策</h2>
<p>饭贝非常重视您的个人信息与隐私保护。本政策说明我们如何收集、使用、存储和保护您的个人信息，以及您享有的权利。请您在使用饭贝前仔细阅读。</p>
<h3>一、我们收集的信息</h3>
<p>1. <strong>账号信息</strong>：您注册登录时提供的手机号码；使用微信登录时，经您授权获取的微信昵称、头像及 OpenID。</p>
<p>2. <strong>位置信息</strong>：为向您推荐附近的优惠门店，经您授权后我们会获取您的大致位置。您可以随时在系统设置中关闭定位权限。</p>
<p>3. <strong>订单信息</strong>：为计算返利，我们会从合作平台获取与您账号关联的订单编号、金额与状态，不会获取您的收货地址。</p>
<p>4. <strong>设备信息</strong>：为保障账号安全与排查故障，我们会收集设备型号、操作系统版本及应用版本号。</p>
<h3>二、我们如何使用信息</h3>
<p>我们仅在实现本政策所述目的所必需的范围内使用您的个人信息，包括：提供登录与账号服务、计算并发放返利与金币、向您推送优惠信息（您可随时关闭）、保障交易与账号安全。</p>
<h3>三、信息的共享与存储</h3>
<p>除法律法规规定或获得您的明确同意外，我们不会向第三方出售或提供您的个人信息。您的信息存储于中华人民共和国境内的服务器，并采取加密存储、访问控制等安全措施。登录密码仅以不可逆的方式保存。</p>
<h3>四、您的权利</h3>
<p>您有权查询、更正您的个人信息，有权撤回授权，有权注销账号。注销后我们将删除或匿名化处理您的个人信息，法律法规要求保留的财务记录除外。</p>
<h3>五、联系我们</h3>
<p>如您对本政策有任何疑问、意见或投诉，可通过"我的-联系客服"或客服电话 400-800-1234 与我们联系，我们将在 15 个工作日内答复。</p>`

const MEMBER_AGREEMENT = `<h2>饭贝会员服务协议</h2>
<p>饭贝会员（以下简称"会员"）是饭贝为用户提供的付费增值服务。在开通会员前，请您仔细阅读本协议。您完成支付即视为同意本协议。</p>
<h3>一、会员权益</h3>
<p>1. 会员在有效期内享受更高比例的外卖返利（以活动页面公示为准）。</p>
<p>2. 会员每日签到可获得双倍金币奖励。</p>
<p>3. 会员可参与会员专享的特价套餐与限时优惠活动。</p>
<h3>二、开通与续费</h3>
<p>1. 会员类型包括月卡（9.90 元 / 30 天）、季卡（25.90 元 / 90 天）和年卡（88.00 元 / 365 天），价格以开通页面显示为准。</p>
<p>2. 会员有效期内再次开通的，有效期在原到期时间基础上顺延，不会缩短。</p>
<p>3. 您也可以使用金币兑换会员天数，或通过完成邀请好友、连续签到等免费任务领取会员。</p>
<h3>三、退款说明</h3>
<p><strong>会员服务属于虚拟商品，开通后即时生效，原则上不支持退款。</strong>如因系统故障导致重复扣款的，请联系客服，核实后将原路退回。</p>
<h3>四、其他</h3>
<p>饭贝有权根据运营情况调整会员权益，调整前将以公告形式通知。如您通过违规方式获取会员权益，饭贝有权取消相应权益。</p>`

type NavSeed = Omit<typeof navItems.$inferInsert, 'id' | 'createdAt'>

const NAV_ITEMS: NavSeed[] = [
  // Home banners: in-app page, tab switch, web link.
  { kind: 'banner', group: 'home', type: 1, name: '霸王餐免费吃', path: '/pages/kingeat/kingeat', image: '/banners/kingeat.jpg', sort: 1 },
  { kind: 'banner', group: 'home', type: 1, name: '每日签到领金币', path: '/pages/signin/signin', image: '/banners/signin.jpg', sort: 2 },
  { kind: 'banner', group: 'home', type: 3, name: '饭贝省钱攻略', path: 'https://fanbei.example.com/guide', image: '/banners/guide.jpg', sort: 3 },
  { kind: 'banner', group: 'fuli', type: 2, name: '福利中心', path: '/pages/fuli/fuli', image: '/banners/fuli.jpg', sort: 1 },
  { kind: 'banner', group: 'me', type: 1, name: '开通会员返利翻倍', path: '/pages/member/member', image: '/banners/member.jpg', sort: 1 },
  // Home menu (app_menu_reward).
  // {coupon_max}: the largest coupon on offer, filled in on every answer (modules/nav/service.ts)
  { kind: 'menu', group: 'home', type: 1, name: '美团红包', path: '/pages_gold/mt_redbag', subtitle: '每天可领', reward: `最高¥${COUPON_MAX}`, sort: 1 },
  { kind: 'menu', group: 'home', type: 1, name: '霸王餐', path: '/pages/kingeat/kingeat', subtitle: '0 元吃大餐', sort: 2 },
  { kind: 'menu', group: 'home', type: 1, name: '签到', path: '/pages/signin/signin', reward: '+50金币', sort: 3 },
  { kind: 'menu', group: 'home', type: 2, name: '福利', path: '/pages/fuli/fuli', badge: 'HOT', sort: 4 },
  { kind: 'tool', group: 'home', type: 4, name: '联系客服', path: 'service', sort: 1 },
  // Fuli menu.
  { kind: 'menu', group: 'fuli', type: 1, name: '每日签到', path: '/pages/signin/signin', subtitle: '连续签到奖励翻倍', reward: '+50金币', sort: 1 },
  { kind: 'menu', group: 'fuli', type: 1, name: '领外卖红包', path: '/pages_gold/mt_redbag', subtitle: '下单前先领券', reward: '¥5', sort: 2 },
  // the watch-ad gold task (GOLD_TASKS type 1): 10 gold, 5 times a day
  { kind: 'menu', group: 'fuli', type: 4, name: '看视频领金币', path: 'watch_ad', subtitle: '每天 5 次', reward: '+10金币', sort: 3 },
  // Make-money menu.
  // the invite poster page, no reward: WeChat forbids rewarding sharing (docs/rules.md)
  { kind: 'menu', group: 'makemoney', type: 1, name: '邀请好友', path: '/pages/share/share', subtitle: '好友下单你赚佣金', sort: 1 },
  { kind: 'menu', group: 'makemoney', type: 1, name: '霸王餐返现', path: '/pages/kingeat/kingeat', subtitle: '吃完写评价返现', reward: '¥20', sort: 2 },
  // Me page.
  { kind: 'menu', group: 'me', type: 1, name: '我的消息', path: '/pagesme/message', sort: 1 },
  { kind: 'menu', group: 'me', type: 1, name: '设置', path: '/pages/setting/setting', sort: 2 },
  { kind: 'tool', group: 'me', type: 4, name: '联系客服', path: 'service', sort: 1 },
]

/**
 * Takeaway-platform coupon offers. Their links go to this server's stand-in of the platform's coupon
 * page (dev/cpsStandIn.ts); operators replace them with their union links.
 */
const DISCOUNT_OFFERS: Array<typeof discountConfigs.$inferInsert> = [
  { couponType: 1, title: '外卖天天神券', description: '每天免费领 1 张，下单自动抵扣', amountFen: 500, thresholdFen: 2000, goldPrice: 0, validDays: 1, sort: 1 },
  { couponType: 2, title: '闪购红包', description: '超市便利、水果买菜可用', amountFen: 600, thresholdFen: 2500, goldPrice: 0, validDays: 1, sort: 2 },
  { couponType: 3, title: '大额满减券', description: '50 金币兑换，3 天内有效', amountFen: 1000, thresholdFen: 3000, goldPrice: 50, validDays: 3, sort: 3 },
  { couponType: 4, title: '聚餐超值券', description: '100 金币兑换，多人聚餐更划算', amountFen: 2000, thresholdFen: 5000, goldPrice: 100, validDays: 3, sort: 4 },
].map((offer) => ({ ...offer, link: `/dev/cps/meituan?coupon_type=${offer.couponType}` }))

/**
 * Gold tasks (addGoldCoin {type}, signIn/tasks): gold per claim and claims a period (a day, or ever
 * for 'once'). Types 3 and 4 pay only on the server's proof (docs/rules.md "Sign-in and gold coins").
 */
const GOLD_TASKS: Array<typeof goldTasks.$inferInsert> = [
  { type: 1, kind: 'ad', title: '看广告', description: '观看一段广告视频，看完即得金币', gold: 10, dailyCap: 5, sort: 1 },
  {
    type: 3, kind: 'free_meal', title: '每日首单霸王餐', description: '当天第一单霸王餐审核通过后可领取', gold: 50, dailyCap: 1, sort: 3,
  },
  {
    type: 4, kind: 'voucher', title: '首次购买代金券', description: '第一次购买到店代金券并支付成功后可领取，仅限一次', gold: 100,
    dailyCap: 1, period: 'once', sort: 4,
  },
]

/**
 * Member types (docs/rules.md "Membership"), as the membership agreement above prices them; the
 * monthly card can also be bought with gold (signIn/redeemMember).
 */
const MEMBER_TYPES: Array<typeof memberTypes.$inferInsert> = [
  { name: '月卡', priceFen: 990, originalPriceFen: 1500, days: 30, goldPrice: 3000, description: '30天会员，霸王餐返利更高，签到金币翻倍', sort: 1 },
  { name: '季卡', priceFen: 2590, originalPriceFen: 4500, days: 90, goldPrice: null, description: '90天会员，平均每月不到9元', sort: 2 },
  { name: '年卡', priceFen: 8800, originalPriceFen: 18000, days: 365, goldPrice: null, tag: '最划算', description: '365天会员，平均每天不到2毛5', sort: 3 },
]

/** Free-membership tasks (member/free): progress from the user's invited friends and sign-in streak. */
const MEMBER_TASKS: Array<typeof memberTasks.$inferInsert> = [
  { kind: 'invite', title: '邀请3位好友注册', description: '好友通过你的邀请注册饭贝，即可累计', target: 3, awardDays: 7, path: '/pages/share/share', sort: 1 },
  { kind: 'sign_in_streak', title: '连续签到7天', description: '每天签到不间断，补签也算', target: 7, awardDays: 3, path: '/pages/signin/signin', sort: 2 },
]

/**
 * What gold buys (goldRedeem/lists): membership days, coupon cards (used on a seeded offer's link,
 * coupon_type) and wallet cash. Priced so that gold bought with money (GOLD_PACKS, about 100 gold a
 * yuan) never buys back more money than it cost. Its coupon cards are ones 外卖红包 (DISCOUNT_OFFERS)
 * does not give: none of either list is a coupon the other has as large, for no higher threshold,
 * at no more gold (docs/rules.md "Gold, takeaway coupons and red-packet cards").
 */
const GOLD_ITEMS: Array<typeof goldItems.$inferInsert> = [
  { type: 1, title: '3天会员', description: '签到金币翻倍，霸王餐返利更高', goldPrice: 800, stock: 1000, limitPerUser: 3, days: 3, sort: 1 },
  { type: 1, title: '7天会员', description: '一周会员特权，可与已开通的会员叠加', goldPrice: 1500, stock: 500, limitPerUser: 2, days: 7, sort: 2 },
  {
    type: 2, title: '无门槛5元红包', description: '外卖下单不限金额可用，3天内有效', goldPrice: 500, stock: 1000, limitPerUser: 3,
    amountFen: 500, thresholdFen: 0, validDays: 3, couponType: 1, sort: 1,
  },
  {
    type: 2, title: '满60减30红包', description: '聚餐大单可用，7天内有效', goldPrice: 200, stock: 300, limitPerUser: 2,
    amountFen: 3000, thresholdFen: 6000, validDays: 7, couponType: 4, sort: 2,
  },
  { type: 3, title: '1元现金', description: '兑换后直接存入钱包余额，可提现', goldPrice: 1000, stock: 1000, limitPerUser: 3, amountFen: 100, sort: 1 },
  { type: 3, title: '5元现金', description: '兑换后直接存入钱包余额，可提现', goldPrice: 4800, stock: 100, limitPerUser: 1, amountFen: 500, sort: 2 },
]

/** Gold packs (discount/goldRechargeList): 100 gold a yuan, the larger packs with bonus gold. */
const GOLD_PACKS: Array<typeof goldPacks.$inferInsert> = [
  { title: '100金币', gold: 100, bonusGold: 0, priceFen: 100, sort: 1 },
  { title: '600金币', gold: 600, bonusGold: 60, priceFen: 600, sort: 2 },
  { title: '1200金币', gold: 1200, bonusGold: 180, priceFen: 1200, sort: 3 },
  { title: '3000金币', gold: 3000, bonusGold: 600, priceFen: 3000, sort: 4 },
  { title: '6800金币', gold: 6800, bonusGold: 1700, priceFen: 6800, sort: 5 },
]

/** Seeds missing demo content; returns true when anything was inserted. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // processes starting together on one empty database seed one after the other (docs/server.md "Several processes")
    await lockFor(tx, 'seed')
    let inserted = 0
    const cfgRows = Object.entries({ ...DEFAULT_APP_CONFIG, ...DEFAULT_CASH_OUT_SETTINGS }).map(([key, value]) => ({ key, value: value as unknown }))
    inserted += (await tx.insert(appConfig).values(cfgRows).onConflictDoNothing().returning({ key: appConfig.key })).length
    inserted += (await tx.insert(agreements).values([
      { kind: 'user', title: '用户服务协议', content: USER_AGREEMENT },
      { kind: 'privacy', title: '隐私政策', content: PRIVACY_AGREEMENT },
      { kind: 'member', title: '会员服务协议', content: MEMBER_AGREEMENT },
    ]).onConflictDoNothing().returning({ id: agreements.id })).length

    const empty = async (
      table: typeof navItems | typeof popups | typeof notices | typeof discountConfigs | typeof memberTypes | typeof memberTasks
        | typeof goldItems | typeof goldPacks,
    ) =>
      Number((await tx.select({ n: sql<number>`count(*)` }).from(table))[0].n) === 0
    if (await empty(navItems)) inserted += (await tx.insert(navItems).values(NAV_ITEMS).returning({ id: navItems.id })).length
    if (await empty(popups)) {
      inserted += (await tx.insert(popups).values({
        position: 'home', type: 1, name: '新人外卖红包', path: '/pages_gold/mt_redbag',
        image: '', frequency: 'daily', sort: 1,
      }).returning({ id: popups.id })).length
    }
    if (await empty(notices)) {
      inserted += (await tx.insert(notices).values([
        { type: 1, title: '欢迎来到饭贝', content: '点外卖前先来饭贝领红包，每一餐都能省一点：外卖红包每天免费领，附近好店还有霸王餐返现。', path: '/pages_gold/mt_redbag' },
        { type: 1, title: '签到规则升级', content: '连续签到第 7 天可得 50 金币，会员签到金币翻倍。漏签可在当月补签（每月最多 3 次）。', path: '/pages/signin/signin' },
        { type: 1, title: '提现到账时间说明', content: '提现申请提交后 1-3 个工作日内到账，节假日顺延。如有疑问请联系客服。', path: null },
      ]).returning({ id: notices.id })).length
    }
    if (await empty(discountConfigs)) {
      inserted += (await tx.insert(discountConfigs).values(DISCOUNT_OFFERS).returning({ id: discountConfigs.id })).length
    }
    // by type: a task added later reaches databases seeded before it (operators disable, never delete)
    inserted += (await tx.insert(goldTasks).values(GOLD_TASKS).onConflictDoNothing().returning({ type: goldTasks.type })).length
    if (await empty(memberTypes)) {
      inserted += (await tx.insert(memberTypes).values(MEMBER_TYPES).returning({ id: memberTypes.id })).length
    }
    if (await empty(memberTasks)) {
      inserted += (await tx.insert(memberTasks).values(MEMBER_TASKS).returning({ id: memberTasks.id })).length
    }
    if (await empty(goldItems)) inserted += (await tx.insert(goldItems).values(GOLD_ITEMS).returning({ id: goldItems.id })).length
    if (await empty(goldPacks)) inserted += (await tx.insert(goldPacks).values(GOLD_PACKS).returning({ id: goldPacks.id })).length
    inserted += await seedShops(tx)
    inserted += await seedBlindBox(tx)
    inserted += await seedRaffles(tx, new Date())
    inserted += await seedChallenges(tx)
    inserted += await seedMerchantApplications(tx)
    inserted += await seedSeeding(tx, new Date())
    return inserted > 0
  })
}
