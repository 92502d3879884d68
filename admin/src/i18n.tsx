import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

// The console's texts in its two languages: zh-Hans (the default) and en (docs/console.md). The
// server answers refusals in the language the console asks for (Accept-Language, api.ts).

export const LANGS = ['zh-Hans', 'en'] as const
export type Lang = (typeof LANGS)[number]

const zh = {
  appName: '饭贝运营后台',
  login: '登录',
  loginTitle: '运营人员登录',
  username: '用户名',
  password: '密码',
  code: '动态验证码',
  codeHint: '身份验证器中的 6 位数字',
  logout: '退出登录',
  menuProofs: '霸王餐审核',
  menuCashouts: '提现审核',
  menuOperators: '运营人员',
  menuAudit: '操作日志',
  forbiddenTitle: '无权访问',
  forbidden: '你的角色不能打开这个页面。',
  notFound: '页面不存在。',
  noPages: '你的角色暂无可用页面。',
  backHome: '返回首页',
  roleAdmin: '管理员',
  roleReviewer: '审核员',
  roleFinance: '财务',
  roleContent: '内容运营',
  role: '角色',
  name: '姓名',
  status: '状态',
  enabled: '启用',
  disabled: '已停用',
  createdAt: '创建时间',
  lastLogin: '最近登录',
  actions: '操作',
  create: '新建',
  createOperator: '新建运营人员',
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  disable: '停用',
  enable: '启用',
  reset: '重置密码',
  resetConfirm: '重置后旧密码和验证器都失效，确定重置 {name} 吗？',
  credentialsTitle: '{name} 的登录凭据',
  credentialsOnce: '密码和密钥只显示这一次：现在交给对方，让其用身份验证器扫描二维码。',
  totpSecret: '验证器密钥',
  saved: '已保存',
  refresh: '刷新',
  queueTitle: '待审核凭证',
  queueEmpty: '没有待审核的订单',
  shortcuts: '快捷键：A 通过，R 驳回，J 下一单，K 上一单',
  approve: '通过',
  reject: '驳回',
  rejectTitle: '驳回订单 {order}',
  rejectReason: '驳回原因（用户可见）',
  rejectReasonRequired: '请填写驳回原因',
  approved: '已通过 {order}，返利 ¥{rebate}',
  rejected: '已驳回 {order}',
  orderNo: '订单号',
  platformOrderNo: '平台订单号',
  shop: '店铺',
  user: '用户',
  rebate: '返利',
  proofTime: '提交时间',
  screenshots: '订单截图',
  noScreenshots: '没有截图',
  position: '第 {n} / {total} 单',
  outcome_not_found: '找不到这条记录',
  outcome_not_in_review: '该订单已不在审核中（{status}）',
  outcome_bad_reason: '原因无效',
  outcome_not_pending: '该提现已处理（{status}）',
  outcome_unsupported: '当前打款渠道不支持自动打款（{provider}）',
  outcome_in_flight: '之前的打款可能仍在处理，暂不能拒绝',
  outcome_retry: '打款结果未确定，稍后重试：{error}',
  outcome_failed: '打款失败，已退回余额：{reason}',
  outcome_found_paid: '渠道显示已打款，记为已支付',
  outcome_other: '未完成：{outcome}',
  cashoutsTitle: '提现',
  cashoutPending: '待处理',
  cashoutPaid: '已打款',
  cashoutRefused: '已拒绝',
  cashoutAll: '全部',
  amount: '金额',
  fee: '手续费',
  account: '收款账户',
  payType: '方式',
  payTypeAlipay: '支付宝',
  payTypeWechat: '微信',
  created: '申请时间',
  decided: '处理时间',
  reason: '原因',
  pay: '打款',
  payConfirm: '向 {account} 打款 ¥{amount}？',
  paid: '已打款 ¥{amount}',
  refuse: '拒绝',
  refuseTitle: '拒绝提现 #{id}',
  refuseReason: '拒绝原因（用户可见）',
  refused: '已拒绝提现 #{id}，金额已退回余额',
  auditTitle: '操作日志',
  operator: '操作人',
  command: '操作',
  target: '对象',
  time: '时间',
  from: '开始',
  to: '结束',
  search: '查询',
  loadMore: '加载更多',
  detail: '详情',
  allOperators: '全部操作人',
  language: 'English',
} as const

export type TextKey = keyof typeof zh

const en: Record<TextKey, string> = {
  appName: 'Fanbei operator console',
  login: 'Log in',
  loginTitle: 'Operator login',
  username: 'Username',
  password: 'Password',
  code: 'One-time code',
  codeHint: 'The 6 digits of your authenticator app',
  logout: 'Log out',
  menuProofs: 'Free-meal review',
  menuCashouts: 'Cash-outs',
  menuOperators: 'Operators',
  menuAudit: 'Audit log',
  forbiddenTitle: 'Not allowed',
  forbidden: 'Your role cannot open this page.',
  notFound: 'No such page.',
  noPages: 'Your role has no pages yet.',
  backHome: 'Back to the start',
  roleAdmin: 'Administrator',
  roleReviewer: 'Reviewer',
  roleFinance: 'Finance',
  roleContent: 'Content',
  role: 'Role',
  name: 'Name',
  status: 'Status',
  enabled: 'Active',
  disabled: 'Disabled',
  createdAt: 'Created',
  lastLogin: 'Last login',
  actions: 'Actions',
  create: 'Create',
  createOperator: 'New operator',
  save: 'Save',
  cancel: 'Cancel',
  confirm: 'OK',
  disable: 'Disable',
  enable: 'Enable',
  reset: 'Reset password',
  resetConfirm: 'The old password and authenticator stop working. Reset {name}?',
  credentialsTitle: 'Login credentials of {name}',
  credentialsOnce: 'The password and secret are shown this once: hand them over now and have the authenticator app scan the QR code.',
  totpSecret: 'Authenticator secret',
  saved: 'Saved',
  refresh: 'Refresh',
  queueTitle: 'Proof to review',
  queueEmpty: 'No orders waiting for review',
  shortcuts: 'Shortcuts: A approve, R reject, J next, K previous',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject order {order}',
  rejectReason: 'Reason (shown to the user)',
  rejectReasonRequired: 'Give a reason',
  approved: 'Approved {order}, rebate ¥{rebate}',
  rejected: 'Rejected {order}',
  orderNo: 'Order no.',
  platformOrderNo: 'Platform order no.',
  shop: 'Shop',
  user: 'User',
  rebate: 'Rebate',
  proofTime: 'Sent',
  screenshots: 'Order screenshots',
  noScreenshots: 'No screenshots',
  position: 'Order {n} of {total}',
  outcome_not_found: 'No such record',
  outcome_not_in_review: 'The order is no longer in review ({status})',
  outcome_bad_reason: 'The reason is not valid',
  outcome_not_pending: 'The cash-out was already settled ({status})',
  outcome_unsupported: 'The payout provider cannot pay this channel ({provider})',
  outcome_in_flight: 'An earlier transfer may still go through: cannot refuse now',
  outcome_retry: 'The payout is not final yet, try again later: {error}',
  outcome_failed: 'The payout failed, the money went back to the balance: {reason}',
  outcome_found_paid: 'The provider shows it paid: recorded as paid',
  outcome_other: 'Not done: {outcome}',
  cashoutsTitle: 'Cash-outs',
  cashoutPending: 'Pending',
  cashoutPaid: 'Paid',
  cashoutRefused: 'Refused',
  cashoutAll: 'All',
  amount: 'Amount',
  fee: 'Fee',
  account: 'Account',
  payType: 'Channel',
  payTypeAlipay: 'Alipay',
  payTypeWechat: 'WeChat',
  created: 'Requested',
  decided: 'Settled',
  reason: 'Reason',
  pay: 'Pay',
  payConfirm: 'Pay ¥{amount} to {account}?',
  paid: 'Paid ¥{amount}',
  refuse: 'Refuse',
  refuseTitle: 'Refuse cash-out #{id}',
  refuseReason: 'Reason (shown to the user)',
  refused: 'Refused cash-out #{id}, the money is back in the balance',
  auditTitle: 'Audit log',
  operator: 'Operator',
  command: 'Command',
  target: 'Target',
  time: 'Time',
  from: 'From',
  to: 'To',
  search: 'Search',
  loadMore: 'Load more',
  detail: 'Detail',
  allOperators: 'All operators',
  language: '中文',
}

const TABLES: Record<Lang, Record<TextKey, string>> = { 'zh-Hans': zh, en }

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string

export function translator(lang: Lang): Translate {
  return (key, params = {}) => TABLES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

const LANG_KEY = 'console-lang'

/** The language chosen last in this browser, else zh-Hans. */
export function storedLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY)
  return (LANGS as readonly string[]).includes(saved ?? '') ? (saved as Lang) : 'zh-Hans'
}

interface I18n {
  lang: Lang
  t: Translate
  setLang: (lang: Lang) => void
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(storedLang)
  const value = useMemo<I18n>(() => ({
    lang,
    t: translator(lang),
    setLang: (next) => {
      localStorage.setItem(LANG_KEY, next)
      document.documentElement.lang = next === 'en' ? 'en' : 'zh-CN'
      setLangState(next)
    },
  }), [lang])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
