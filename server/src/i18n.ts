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
  // WeChat login and JS-SDK (issue 3).
  wechatLoginFailed: ['微信授权失败，请重试', 'WeChat authorization failed, please try again'],
  wechatJssdkFailed: ['微信配置获取失败，请稍后再试', 'The WeChat configuration is unavailable, please try again later'],
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
  // WeChat JS-SDK (issue 3).
  url: ['页面地址', 'Page URL'],
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
