import * as api from '@/api/common'
import { describeApi } from './harness'

const settle = { shop_name: '老王米粉', contact_name: '王', tel: '13800000000', city: '贵阳', address: '观山湖区 1 号', category: '快餐', images: ['https://x/1.png'] }
const cooperate = { name: '李', tel: '13900000000', company: '某公司', content: '合作' }

describeApi('common', api, [
  { name: 'settleIn', path: '/api/common/settleIn', body: settle, call: (o) => api.settleIn(settle, o) },
  { name: 'cooperate', path: '/api/common/cooperate', body: cooperate, call: (o) => api.cooperate(cooperate, o) },
  { name: 'memberAgreement', path: '/api/common/memberAgreement', body: {}, call: (o) => api.memberAgreement(o) },
  { name: 'userAgreement', path: '/api/common/userAgreement', body: {}, call: (o) => api.userAgreement(o) },
  { name: 'privacyAgreement', path: '/api/common/privacyAgreement', body: {}, call: (o) => api.privacyAgreement(o) },
  { name: 'cashoutType', path: '/api/common/cashoutType', body: { type: 1 }, call: (o) => api.cashoutType({ type: 1 }, o) },
])
