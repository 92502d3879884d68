import type { FastifyRequest } from 'fastify'

// Server messages: Simplified Chinese by default, English when Accept-Language starts with 'en'.

export type Lang = 'zh' | 'en'

const MESSAGES = {
  ok: ['成功', 'OK'],
  submitted: ['提交成功', 'Submitted'],
  notFound: ['接口不存在', 'No such API'],
  loginFirst: ['请先登录', 'Please log in first'],
  badJson: ['请求数据格式错误', 'The request body is not valid JSON'],
  tooLarge: ['请求数据过大', 'The request body is too large'],
  badMediaType: ['不支持的请求格式', 'Unsupported content type'],
  serverError: ['服务器繁忙，请稍后再试', 'The server is busy, please try again later'],
  tooMany: ['操作过于频繁，请稍后再试', 'Too many requests, please try again later'],
  notAvailable: ['该功能暂未开放，敬请期待', 'This is not available yet'],
  // Refused at the edge (edge.ts): {field} is the field, or 请求参数 / The request.
  unstorableText: ['{field}包含无法识别的字符', '{field} contains characters that cannot be stored'],
  badUpload: ['上传的数据不完整或格式错误，请重新上传', 'The upload is incomplete or malformed, please upload it again'],
  // Validation.
  required: ['请填写{field}', '{field} is required'],
  type: ['{field}格式不正确', '{field} has the wrong type'],
  empty: ['{field}不能为空', '{field} must not be empty'],
  minLength: ['{field}至少{limit}个字符', '{field} must be at least {limit} characters'],
  maxLength: ['{field}不能超过{limit}个字符', '{field} must be at most {limit} characters'],
  minimum: ['{field}不能小于{limit}', '{field} must be at least {limit}'],
  maximum: ['{field}不能大于{limit}', '{field} must be at most {limit}'],
  maxItems: ['{field}最多{limit}项', '{field} may have at most {limit} items'],
  maxProperties: ['{field}最多{limit}项', '{field} may have at most {limit} entries'],
  invalid: ['{field}不正确', '{field} is invalid'],
  telInvalid: ['请输入正确的手机号', 'Please enter a valid mobile number'],
  body: ['请求参数', 'The request'],
  // Business.
  noticeNotFound: ['消息不存在', 'No such notice'],
  agreementNotFound: ['协议不存在', 'No such agreement'],
  // Accounts and login.
  imageCodeWrong: ['图形验证码错误或已过期，请重新输入', 'The picture code is wrong or has expired'],
  smsSent: ['验证码已发送', 'The code has been sent'],
  smsTooFrequent: ['验证码发送过于频繁，请1分钟后再试', 'A code was sent less than a minute ago, please wait'],
  smsLimit: ['验证码发送次数过多，请稍后再试', 'Too many codes sent, please try again later'],
  smsFailed: ['短信发送失败，请稍后再试', 'The text message could not be sent, please try again later'],
  codeWrong: ['验证码错误或已失效', 'The code is wrong or has expired'],
  loginOk: ['登录成功', 'Logged in'],
  loginFailed: ['手机号或密码错误', 'Wrong mobile number or password'],
  loginLocked: ['密码错误次数过多，请15分钟后再试或使用验证码登录', 'Too many wrong passwords: try again in 15 minutes or log in with a code'],
  accountCancelled: ['该账号已注销', 'This account has been cancelled'],
  passwordMismatch: ['两次输入的密码不一致', 'The two passwords do not match'],
  passwordReset: ['密码已重置，请重新登录', 'Password reset, please log in again'],
  saved: ['保存成功', 'Saved'],
  nicknameInvalid: ['昵称为2-20个字符', 'The nickname must be 2 to 20 characters'],
  avatarInvalid: ['头像地址不正确', 'The avatar address is invalid'],
  uploadMissing: ['请选择要上传的图片', 'Please choose an image to upload'],
  uploadNotImage: ['仅支持 PNG、JPEG、WebP、GIF 格式的图片', 'Only PNG, JPEG, WebP and GIF images are accepted'],
  uploaded: ['上传成功', 'Uploaded'],
  // Account settings (user/handleCode, bindTel, changeTel, updatePassword, cancel_user, bindPid, logout).
  telSameAsCurrent: ['新手机号不能与当前手机号相同', 'The new number is the same as the current one'],
  telAlreadyBound: ['账号已绑定手机号', 'This account already has a mobile number'],
  bindTelFirst: ['请先绑定手机号', 'Please bind a mobile number first'],
  telTaken: ['该手机号已绑定其他账号', 'This mobile number belongs to another account'],
  telBound: ['绑定成功', 'Mobile number bound'],
  telChanged: ['手机号已更换，请重新登录', 'Mobile number changed, please log in again'],
  passwordChanged: ['密码已修改，请重新登录', 'Password changed, please log in again'],
  cancelCodeRequired: ['请输入验证码', 'Please enter the code'],
  cancelCashOutPending: ['您有提现正在处理中，暂不能注销', 'A cash-out is being processed: the account cannot be cancelled yet'],
  accountCancelledOk: ['账号已注销', 'Account cancelled'],
  parentBound: ['绑定成功', 'Referrer bound'],
  parentAlreadyBound: ['已绑定邀请人', 'A referrer is already bound'],
  parentSelf: ['不能绑定自己为邀请人', 'You cannot be your own referrer'],
  parentCycle: ['不能绑定自己邀请的用户', 'You cannot bind a user you invited'],
  parentNotFound: ['邀请人不存在', 'No such referrer'],
  parentTooLate: ['注册超过7天，无法绑定邀请人', 'A referrer can only be bound within 7 days of registration'],
  loggedOut: ['已退出登录', 'Logged out'],
  // WeChat login and JS-SDK.
  wechatLoginFailed: ['微信授权失败，请重试', 'WeChat authorization failed, please try again'],
  wechatJssdkFailed: ['微信配置获取失败，请稍后再试', 'The WeChat configuration is unavailable, please try again later'],
  // Shops and places (shop lists and detail, address search).
  shopNotFound: ['店铺不存在或已下架', 'This shop does not exist or is closed'],
  positionIncomplete: ['请同时提供纬度和经度', 'Please give both the latitude and the longitude'],
  distanceNeedsPosition: ['按距离排序需要提供当前位置', 'Sorting by distance needs your position'],
  placesCityUnsupported: ['暂不支持该城市', 'This city is not supported yet'],
  placesSearchFailed: ['地址搜索失败，请稍后再试', 'The address search failed, please try again later'],
  // Free-meal orders, review and the operators' tool (order/*, ops).
  grabbed: ['抢单成功，请在30分钟内下单并上传凭证', 'Slot reserved: order on the platform and upload the proof within 30 minutes'],
  grabNoDeal: ['该店铺暂无霸王餐活动', 'This shop has no free-meal deal'],
  grabNotStarted: ['霸王餐活动未开始，今天 {time} 开抢', 'The free-meal deal has not started: slots open today at {time}'],
  grabDayOver: ['今日霸王餐活动已结束，明天 {time} 再来', "Today's free-meal deal is over: come back tomorrow at {time}"],
  grabAlreadyToday: ['您今天已抢过这家店的霸王餐', 'You already have a free meal of this shop today'],
  grabMembersOnly: ['会员专享，开通会员后可抢', 'Members only: become a member to grab this deal'],
  grabSoldOut: ['名额已抢完', 'All slots are taken'],
  grabSoldOutUntil: ['本场名额已抢完，{time} 还有新名额', 'All slots of this round are taken: more come at {time}'],
  orderNotFound: ['订单不存在', 'No such order'],
  orderExpired: ['订单已超时，名额已释放', 'The order timed out and its slot was released'],
  orderCancelledAlready: ['订单已取消', 'The order is already cancelled'],
  orderCancelled: ['订单已取消，名额已释放', 'Order cancelled, the slot was released'],
  orderReviewed: ['订单已审核，无法再修改', 'The order has been reviewed and can no longer change'],
  proofInReview: ['凭证已提交，请等待审核', 'The proof was submitted, please wait for the review'],
  proofSubmitted: ['提交成功，请等待审核', 'Submitted, please wait for the review'],
  cancelInReview: ['凭证已提交审核，无法取消', 'The proof is in review: the order can no longer be cancelled'],
  platformOrderNoInvalid: ['请输入正确的外卖订单号（4-40位字母、数字或-）', 'Enter the platform order number: 4 to 40 letters, digits or -'],
  proofImagesRequired: ['请上传订单截图（1-9张）', 'Upload 1 to 9 order screenshots'],
  proofImageInvalid: ['订单截图无效，请重新上传', 'A screenshot is not an uploaded image, please upload it again'],
  opsForbidden: ['拒绝执行运维命令', 'Operator command refused'],
  opsApproved: ['{order} 已通过，返利 {rebate} 元已入账', '{order} approved, rebate {rebate} yuan credited'],
  opsRejected: ['{order} 已驳回：{reason}', '{order} rejected: {reason}'],
  opsOrderNotFound: ['{order}：订单不存在', '{order}: no such order'],
  opsNotInReview: ['{order}：订单状态为 {status}，只有待审核（uploaded）的订单可以审核', '{order}: the order is {status}; only orders in review (uploaded) can be reviewed'],
  opsReasonInvalid: ['驳回原因为1-200个字符', 'The reason must be 1 to 200 characters'],
  opsExpired: ['已过期 {count} 个预约', '{count} reservations expired'],
  opsNoOrders: ['没有订单', 'No orders'],
  opsUnknownCommand: ['未知命令 {command}，运行 npm run ops -- help 查看用法', 'Unknown command {command}: see npm run ops -- help'],
  opsBadOption: ['无法识别的参数 {option}，运行 npm run ops -- help 查看用法', 'Unexpected argument {option}: see npm run ops -- help'],
  opsOptionValue: ['{option} 需要一个值', '{option} needs a value'],
  opsBadOrderRef: ['{order} 不是订单ID或订单号 (FM...)', '{order} is neither an order id nor an order number (FM...)'],
  opsBadStatus: ['未知状态 {status}，可选：{statuses}', 'Unknown status {status}; one of: {statuses}'],
  opsBadLimit: ['--limit 为 1-500 的整数', '--limit must be an integer from 1 to 500'],
  opsNeedOrder: ['请给出订单ID或订单号', 'Name the order by id or order number'],
  opsNoServerEndpoint: ['内置数据库正被运行中的服务端占用，但 {dir} 中没有它的运维接口信息 (ops-port, ops-token)：请重启服务端后再试', 'A running server holds the embedded database but left no ops endpoint in {dir} (ops-port, ops-token): restart the server'],
  opsServerUnreachable: ['无法连接本机端口 {port} 上的服务端', 'Cannot reach the server on local port {port}'],
  // Nearby-shop voucher orders and payments (business_order/*, pay/notify, /dev/pay).
  voucherUnavailable: ['该代金券已下架或店铺已停业', 'This voucher is no longer on sale'],
  voucherSoldOut: ['库存不足', 'Not enough stock left'],
  voucherLimit: ['每人限购{limit}张，您还可购买{left}张', 'At most {limit} per person: you can buy {left} more'],
  walletInsufficient: ['钱包余额不足', 'Not enough balance in the wallet'],
  payTypeUnavailable: ['暂不支持该支付方式，请使用钱包余额支付', 'This way of paying is not available: please pay from the wallet'],
  wechatPayNeedsOpenid: ['请先使用微信登录，再使用微信支付', 'Log in with WeChat first to pay with WeChat Pay'],
  paymentStartFailed: ['支付发起失败，请稍后再试', 'The payment could not be started, please try again later'],
  businessOrderNotFound: ['订单不存在', 'No such order'],
  businessOrderPaid: ['订单已支付', 'The order is already paid'],
  businessOrderClosed: ['订单已取消或已超时，请重新下单', 'The order was cancelled or timed out: please order again'],
  businessOrderPaidOk: ['支付成功', 'Paid'],
  businessOrderCreated: ['下单成功，请在15分钟内完成支付', 'Order placed: pay within 15 minutes'],
  businessOrderCancelled: ['订单已取消', 'Order cancelled'],
  // Membership (member/*, signIn/redeemMember, ops memberships / grant / revoke).
  memberTypeUnavailable: ['该会员类型不存在或已下架', 'This membership type is not on sale'],
  memberOrderCreated: ['下单成功，请在15分钟内完成支付', 'Order placed: pay within 15 minutes'],
  memberPaidOk: ['开通成功', 'Membership activated'],
  memberTrialTaken: ['您已领取过体验会员', 'You have already had the trial membership'],
  memberTrialNotForMembers: ['您已是会员或开通过会员，无法领取体验会员', 'The trial is for users who have never bought membership and are not members'],
  memberTrialGranted: ['体验会员领取成功', 'Trial membership activated'],
  memberTaskNotFound: ['任务不存在', 'No such task'],
  memberTaskNotDone: ['任务尚未完成，暂不能领取', 'The task is not done yet'],
  memberTaskClaimed: ['该任务奖励已领取', "This task's award has already been claimed"],
  memberAwardGranted: ['领取成功', 'Award claimed'],
  memberNoGoldPrice: ['该会员类型不支持金币兑换', 'This membership type cannot be bought with gold'],
  memberRedeemed: ['兑换成功', 'Redeemed'],
  memberBenefitRebate: ['免单返利更高', 'Higher free-meal rebates'],
  memberBenefitRebateText: ['霸王餐按会员返利返现', 'Free meals pay the member rebate'],
  memberBenefitGold: ['签到金币翻倍', 'Double sign-in gold'],
  memberBenefitGoldText: ['每日签到与补签金币翻倍', 'Daily and make-up sign-ins pay double gold'],
  memberBenefitDeals: ['会员专享霸王餐', 'Members-only free meals'],
  memberBenefitDealsText: ['标有会员专享的霸王餐仅限会员抢', 'Free meals marked members-only are for members'],
  payTypeWechat: ['微信支付', 'WeChat Pay'],
  payTypeAlipay: ['支付宝', 'Alipay'],
  payTypeWallet: ['余额支付', 'Wallet balance'],
  opsNeedUser: ['请给出用户ID或手机号', 'Name the user by id or mobile number'],
  opsBadUserRef: ['{user} 不是用户ID或手机号', '{user} is neither a user id nor a mobile number'],
  opsUserNotFound: ['{user}：用户不存在', '{user}: no such user'],
  opsBadDays: ['--days 为 1-3660 的整数', '--days must be an integer from 1 to 3660'],
  opsMemberReasonInvalid: ['请用 --reason 给出原因（1-200个字符）', 'Give a reason with --reason (1 to 200 characters)'],
  opsMemberGranted: ['{user} 会员增加 {days} 天，到期时间 {expire}', '{user}: {days} membership days added, expires {expire}'],
  opsMemberRevoked: ['{user} 会员已取消（原到期时间 {before}）', '{user}: membership revoked (it would have expired {before})'],
  opsNotMember: ['{user}：当前不是会员，无需取消', '{user}: not a member, nothing to revoke'],
  opsNoMemberships: ['没有会员记录', 'No memberships'],
  opsMemberOrdersExpired: ['已关闭 {count} 个超时未支付的会员订单', '{count} unpaid membership orders expired'],
  opsNeedMemberOrder: ['请给出会员订单号', 'Name the membership order by its number'],
  opsBadMemberOrderRef: ['{order} 不是会员订单号（MB 加 16 位数字）', '{order} is not a membership order number (MB and 16 digits)'],
  opsMemberOrderNotFound: ['{order}：会员订单不存在', '{order}: no such membership order'],
  opsMemberOrderNotPaid: ['{order}：订单状态为 {status}，只有已支付的会员订单可以退款', '{order} is {status}: only a paid membership order can be refunded'],
  opsMemberOrderRefundedAlready: ['{order}：该会员订单已退款', '{order}: this membership order was refunded already'],
  opsMemberRefunded: [
    '{order} 已退款 {amount} 元至用户 {user} 的钱包；会员到期时间 {before} → {after}',
    '{order}: {amount} refunded to the wallet of user {user}; membership expiry {before} → {after}',
  ],
  // Gold and takeaway-platform coupons.
  goldNotEnough: ['金币不足', 'Not enough gold'],
  discountReceived: ['领取成功', 'Received'],
  discountOfferGone: ['该红包已下架', 'This coupon is no longer offered'],
  discountLinkFailed: ['红包链接获取失败，请稍后再试', 'The coupon link could not be fetched, please try again later'],
  discountLinkUnsupported: ['不支持的链接', 'This link is not supported'],
  discountDailyLimit: ['今日领取次数已用完', 'No more of this coupon today'],
  discountRedeemNotFound: ['领取记录不存在', 'No such coupon receipt'],
  discountAlreadyFailed: ['该红包已反馈过', 'This coupon was already reported'],
  discountFailTooLate: ['领取已超过24小时，无法反馈', 'Coupons can only be reported within 24 hours'],
  discountCardUsed: ['红包已使用，无法反馈', 'This coupon was used and cannot be reported'],
  // Gold redemption (goldRedeem/*) and gold packs (discount/goldRechargeList, discount/recharge).
  goldItemUnavailable: ['该兑换商品不存在或已下架', 'This item is not available'],
  goldItemSoldOut: ['已兑完', 'All redeemed'],
  goldItemLimit: ['已达兑换上限', 'You have reached the limit for this item'],
  goldRedeemed: ['兑换成功', 'Redeemed'],
  goldPackUnavailable: ['该金币套餐不存在或已下架', 'This gold pack is not on sale'],
  goldPackOrderCreated: ['下单成功，请在15分钟内完成支付', 'Order placed: pay within 15 minutes'],
  goldPackPaidOk: ['充值成功', 'Gold added'],
  // Sign-in, make-up sign-in, gold tasks and gold ledger titles (signIn/*).
  signedIn: ['签到成功', 'Signed in'],
  signInAlreadyToday: ['今天已经签到过了', 'You have already signed in today'],
  madeUp: ['补签成功', 'Day made up'],
  makeUpNotPast: ['只能补签今天之前的日期', 'Only a day before today can be made up'],
  makeUpOtherMonth: ['只能补签本月的日期', 'Only a day of this month can be made up'],
  makeUpBeforeRegistration: ['注册之前的日期不能补签', 'Days before you registered cannot be made up'],
  makeUpAlreadySigned: ['该日期已签到，无需补签', 'That day is already signed'],
  makeUpLimit: ['本月补签次数已用完（每月最多{limit}次）', 'No make-up sign-ins left this month (at most {limit} a month)'],
  goldTaskNotFound: ['任务不存在', 'No such task'],
  goldTaskCapReached: ['今日该任务奖励已领完', "Today's rewards of this task have all been claimed"],
  goldTaskRewarded: ['奖励已到账', 'Reward credited'],
  goldTaskOnceClaimed: ['该任务奖励已领取', 'The reward of this task has already been claimed'],
  goldTaskNeedFreeMeal: ['今天还没有审核通过的霸王餐订单，审核通过后再来领取', 'No free meal of yours was approved today yet: claim once one is'],
  goldTaskNeedVoucher: ['还没有购买过代金券，购买并支付成功后再来领取', 'You have not bought a voucher yet: claim once one is paid'],
  goldKindSignIn: ['签到', 'Sign-in'],
  goldKindMakeUp: ['补签', 'Make-up sign-in'],
  goldKindMakeUpCost: ['补签消耗', 'Make-up sign-in cost'],
  goldKindTask: ['任务奖励', 'Task reward'],
  goldKindDiscountCoupon: ['领取外卖红包', 'Takeaway coupon'],
  goldKindDiscountCouponRefund: ['外卖红包退还', 'Takeaway coupon refund'],
  goldKindRedeem: ['金币兑换', 'Gold redemption'],
  goldKindRaffle: ['抽奖', 'Raffle'],
  goldKindRecharge: ['金币充值', 'Gold top-up'],
  goldKindOther: ['金币变动', 'Gold change'],
  walletKindRebate: ['免单返利', 'Free-meal rebate'],
  walletKindCommission: ['团队佣金', 'Team commission'],
  walletKindChallenge: ['挑战奖励', 'Challenge prize'],
  walletKindRaffle: ['抽奖奖金', 'Raffle prize'],
  walletKindGoldRedeem: ['金币兑换', 'Gold redeemed'],
  walletKindVoucherPayment: ['购买代金券', 'Voucher purchase'],
  walletKindMemberPayment: ['开通会员', 'Membership purchase'],
  walletKindGoldPackPayment: ['购买金币', 'Gold purchase'],
  walletKindPaymentRefund: ['退款至余额', 'Refund to balance'],
  walletKindMemberRefund: ['会员退款', 'Membership refund'],
  walletKindCashOut: ['提现', 'Cash-out'],
  walletKindCashOutRefund: ['提现退回', 'Cash-out returned'],
  walletKindAdjustment: ['余额调整', 'Balance adjustment'],
  // Cash-out: payout account, payment password, wallet/cashOut, common/cashoutType.
  payoutNameInvalid: ['请输入真实姓名（2-20个汉字或字母）', 'Enter the real name: 2 to 20 Chinese characters or letters'],
  payoutAccountInvalid: ['请输入正确的支付宝账号（手机号或邮箱）', 'Enter a valid Alipay account: a mobile number or an e-mail address'],
  payoutAccountCodeRequired: ['更换支付宝账号需要短信验证码，请先获取验证码', 'Changing the Alipay account needs a text-message code: request one first'],
  payoutAccountSaved: ['支付宝账号已绑定', 'Alipay account saved'],
  cashPasswordTooSimple: ['支付密码过于简单', 'The payment password is too simple'],
  cashPasswordSet: ['支付密码设置成功', 'Payment password set'],
  cashOutAmountInvalid: ['请输入正确的提现金额（元，最多两位小数）', 'Enter the amount in yuan, with at most 2 decimals'],
  cashOutAmountRange: ['单笔提现金额需在{min}-{max}元之间', 'A cash-out must be between {min} and {max} yuan'],
  cashOutChannelUnavailable: ['暂不支持该提现方式', 'This way of cashing out is not available'],
  cashOutTypeUnsupported: ['暂不支持该提现类型', 'This kind of cash-out is not available'],
  cashOutBindAlipayFirst: ['请先绑定支付宝', 'Please bind an Alipay account first'],
  cashOutBindWechatFirst: ['请先使用微信登录后再提现到微信', 'Log in with WeChat first to cash out to WeChat'],
  cashOutSetPasswordFirst: ['请先设置支付密码', 'Please set a payment password first'],
  cashOutLocked: ['支付密码错误次数过多，请1小时后再试', 'Too many wrong payment passwords: try again in an hour'],
  cashOutPasswordWrong: ['支付密码错误，还可尝试{left}次', 'Wrong payment password: {left} tries left'],
  cashOutDailyLimit: ['今日提现次数已用完（每天最多{limit}次）', 'No cash-outs left today (at most {limit} a day)'],
  cashOutSubmitted: ['提现申请已提交，请等待到账', 'Cash-out requested: the money is on its way'],
  cashOutChannelAlipay: ['支付宝', 'Alipay'],
  cashOutChannelWechat: ['微信', 'WeChat'],
  opsNeedCashOut: ['请给出提现ID', 'Name the cash-out by id'],
  opsBadCashOutRef: ['{id} 不是提现ID', '{id} is not a cash-out id'],
  opsCashOutNotFound: ['{id}：提现不存在', '{id}: no such cash-out'],
  opsCashOutNotPending: ['{id}：提现状态为 {status}，只有处理中（pending）的提现可以操作', '{id}: the cash-out is {status}; only pending ones can be settled'],
  opsCashOutPaid: ['提现 {id} 已打款：{amount} 元（{account}），打款单号 {ref}', 'Cash-out {id} paid: {amount} yuan ({account}), transfer {ref}'],
  opsCashOutRefused: ['提现 {id} 已拒绝，{amount} 元已退回余额：{reason}', 'Cash-out {id} refused, {amount} yuan returned to the balance: {reason}'],
  opsCashOutPayRetry: ['提现 {id} 打款未完成，仍为处理中，可稍后重试：{error}', 'Cash-out {id} not paid yet and still pending, try again later: {error}'],
  opsCashOutPayFailed: ['提现 {id} 打款失败，已拒绝并退回 {amount} 元：{reason}', 'Cash-out {id} failed at the payout provider, refused and {amount} yuan returned: {reason}'],
  opsCashOutUnsupported: ['提现 {id}：打款通道 {provider} 不支持该提现方式，请人工打款后用 --manual 标记已打款', 'Cash-out {id}: payout provider {provider} cannot pay this channel; pay it by hand and mark it with --manual'],
  opsCashOutInFlight: ['提现 {id}：上次打款结果未确定，暂不能拒绝，请稍后再试：{error}', 'Cash-out {id}: the last transfer has no final result yet, it cannot be refused now: {error}'],
  opsCashOutFoundPaid: ['提现 {id}：打款通道显示已到账（{ref}），已标记为已打款，不能拒绝', 'Cash-out {id}: the payout provider shows it paid ({ref}); marked paid, it cannot be refused'],
  opsCashOutReasonInvalid: ['请用 --reason 给出拒绝原因（1-200个字符）', 'Give a reason with --reason (1 to 200 characters)'],
  opsNoCashOuts: ['没有提现记录', 'No cash-outs'],
  opsBadAmount: ['--amount 为大于0的金额，最多两位小数，如 12.50', '--amount must be an amount above 0 with at most 2 decimals, e.g. 12.50'],
  opsWalletReasonInvalid: ['请用 --reason 给出原因（1-200个字符）', 'Give a reason with --reason (1 to 200 characters)'],
  opsWalletCredited: ['{user} 余额增加 {amount} 元，当前余额 {balance} 元', '{user}: {amount} yuan credited, balance {balance} yuan'],
  opsWalletDebited: ['{user} 余额扣减 {amount} 元，当前余额 {balance} 元', '{user}: {amount} yuan debited, balance {balance} yuan'],
  opsWalletInsufficient: ['{user}：余额 {balance} 元不足以扣减 {amount} 元', '{user}: the balance of {balance} yuan is less than {amount} yuan'],
  opsNoBalances: ['没有余额不为零的用户', 'No users with a balance'],
  opsReconcileOk: ['对账通过：{users} 个用户的余额、冻结金额与金币均与流水一致', 'Reconciled: balances, frozen amounts and gold of {users} users match their ledgers'],
  opsReconcileDiff: ['对账不一致：{count} 处差异', 'Reconciliation failed: {count} differences'],
  // Gold items and corrections (npm run ops -- gold-*).
  opsNoGoldItems: ['没有金币兑换商品', 'No gold items'],
  opsNeedGoldItem: ['请给出兑换商品ID', 'Name the gold item by id'],
  opsBadGoldItemRef: ['{id} 不是兑换商品ID', '{id} is not a gold item id'],
  opsGoldItemNotFound: ['{id}：兑换商品不存在', '{id}: no such gold item'],
  opsBadStock: ['--stock 为 0-10000000 的整数', '--stock must be an integer from 0 to 10000000'],
  opsGoldItemStockSet: ['兑换商品 {id}（{title}）库存已设为 {stock}（已兑 {sold}）', 'Gold item {id} ({title}): stock set to {stock} ({sold} redeemed)'],
  opsGoldItemEnabled: ['兑换商品 {id}（{title}）已上架', 'Gold item {id} ({title}) enabled'],
  opsGoldItemDisabled: ['兑换商品 {id}（{title}）已下架', 'Gold item {id} ({title}) disabled'],
  opsBadGold: ['--gold 为 1-10000000 的整数', '--gold must be an integer from 1 to 10000000'],
  opsGoldReasonInvalid: ['请用 --reason 给出原因（1-200个字符）', 'Give a reason with --reason (1 to 200 characters)'],
  opsGoldCredited: ['{user} 金币增加 {gold}，当前金币 {balance}', '{user}: {gold} gold credited, balance {balance}'],
  opsGoldDebited: ['{user} 金币扣减 {gold}，当前金币 {balance}', '{user}: {gold} gold debited, balance {balance}'],
  opsGoldInsufficient: ['{user}：金币 {balance} 不足以扣减 {gold}', '{user}: the gold balance of {balance} is less than {gold}'],
  opsGoldPackOrdersExpired: ['已关闭 {count} 个超时未支付的金币订单', '{count} unpaid gold pack orders expired'],
} as const satisfies Record<string, readonly [string, string]>

export type MessageKey = keyof typeof MESSAGES

/** Field names as the user knows them, for validation messages. */
const FIELDS: Record<string, readonly [string, string]> = {
  tel: ['手机号', 'Mobile number'],
  shop_name: ['店铺名称', 'Shop name'],
  contact_name: ['联系人', 'Contact name'],
  city: ['城市', 'City'],
  address: ['详细地址', 'Address'],
  category: ['经营品类', 'Category'],
  images: ['图片', 'Images'],
  remark: ['备注', 'Remark'],
  name: ['姓名', 'Name'],
  company: ['公司名称', 'Company'],
  content: ['内容', 'Content'],
  id: ['ID', 'ID'],
  page: ['页码', 'Page'],
  limit: ['每页条数', 'Page size'],
  type: ['类型', 'Type'],
  group: ['菜单分组', 'Menu group'],
  position: ['位置', 'Position'],
  event: ['事件名称', 'Event name'],
  callback: ['回调参数', 'Callback'],
  image_code: ['图形验证码', 'Picture code'],
  image_key: ['图形验证码', 'Picture code'],
  code: ['验证码', 'Code'],
  password: ['密码', 'Password'],
  first_password: ['新密码', 'New password'],
  second_password: ['确认密码', 'Password confirmation'],
  nickname: ['昵称', 'Nickname'],
  avatar: ['头像', 'Avatar'],
  // Account settings.
  purpose: ['验证码用途', 'Code purpose'],
  mt_phone: ['外卖账号手机号', 'Takeaway account mobile number'],
  device_id: ['设备标识', 'Device id'],
  parent_id: ['邀请人ID', 'Referrer id'],
  source: ['邀请来源', 'Referral source'],
  // WeChat JS-SDK.
  url: ['页面地址', 'Page URL'],
  // Shops and places.
  keyword: ['搜索关键词', 'Keyword'],
  category_id: ['分类', 'Category'],
  sort: ['排序方式', 'Sort order'],
  latitude: ['纬度', 'Latitude'],
  longitude: ['经度', 'Longitude'],
  platform: ['外卖平台', 'Takeaway platform'],
  // Free-meal orders.
  shop_id: ['店铺', 'Shop'],
  status: ['订单状态', 'Order status'],
  platform_order_no: ['外卖订单号', 'Platform order number'],
  // Voucher orders.
  voucher_id: ['代金券', 'Voucher'],
  quantity: ['购买数量', 'Quantity'],
  pay_type: ['支付方式', 'Payment method'],
  // Membership.
  member_type_id: ['会员类型', 'Membership type'],
  member_type: ['会员类型', 'Membership type'],
  task_id: ['任务', 'Task'],
  // Gold packs (discount/recharge).
  gold_type: ['金币套餐', 'Gold pack'],
  order_no: ['订单号', 'Order number'],
  // Sign-in (signIn/*).
  date: ['日期', 'Date'],
  month: ['月份', 'Month'],
  // Cash-out (wallet/saveAlipayInfo, wallet/cashOut, user/updateCashPassword).
  amount: ['提现金额', 'Amount'],
  cash_password: ['支付密码', 'Payment password'],
  re_cash_password: ['确认支付密码', 'Payment password confirmation'],
  real_name: ['真实姓名', 'Real name'],
  alipay_number: ['支付宝账号', 'Alipay account'],
}

export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header
  return value && value.trim().toLowerCase().startsWith('en') ? 'en' : 'zh'
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[key][lang === 'en' ? 1 : 0]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

export function fieldName(lang: Lang, field: string): string {
  const known = FIELDS[field]
  return known ? known[lang === 'en' ? 1 : 0] : field
}

export function t(request: FastifyRequest, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(langOf(request.headers['accept-language']), key, params)
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** One clear message from the first schema error of a request body. */
export function validationMessage(lang: Lang, errors: AjvError[]): string {
  const err = errors[0]
  if (!err) return translate(lang, 'invalid', { field: translate(lang, 'body') })
  const segments = err.instancePath.split('/').filter((s) => s && !/^\d+$/.test(s))
  let raw = segments[segments.length - 1] ?? ''
  if (err.keyword === 'required') raw = String(err.params.missingProperty ?? raw)
  const field = raw ? fieldName(lang, raw) : translate(lang, 'body')
  const limit = err.params.limit as number | undefined
  // an amount of money that is not a yuan string (a number, null, an object, '1e3') gets one message
  if (raw === 'amount' && (err.keyword === 'type' || err.keyword === 'pattern')) return translate(lang, 'cashOutAmountInvalid')
  switch (err.keyword) {
    case 'required': return translate(lang, 'required', { field })
    case 'type': return translate(lang, 'type', { field })
    case 'minLength': return limit === 1 ? translate(lang, 'empty', { field }) : translate(lang, 'minLength', { field, limit: limit ?? 0 })
    case 'maxLength': return translate(lang, 'maxLength', { field, limit: limit ?? 0 })
    case 'minimum': return translate(lang, 'minimum', { field, limit: limit ?? 0 })
    case 'maximum': return translate(lang, 'maximum', { field, limit: limit ?? 0 })
    case 'maxItems': return translate(lang, 'maxItems', { field, limit: limit ?? 0 })
    case 'maxProperties': return translate(lang, 'maxProperties', { field, limit: limit ?? 0 })
    case 'pattern':
      if (raw === 'tel') return translate(lang, 'telInvalid')
      return /\\S/.test(String(err.params.pattern ?? '')) ? translate(lang, 'empty', { field }) : translate(lang, 'invalid', { field })
    default: return translate(lang, 'invalid', { field })
  }
}
