import * as api from '@/api/businessOrder'
import { describeApi } from './harness'

const buy = { voucher_id: 4, quantity: 2, pay_type: 3 as const }

describeApi('businessOrder', api, [
  { name: 'create', path: '/api/business_order/create', body: buy, call: (o) => api.create(buy, o) },
  { name: 'pay', path: '/api/business_order/pay', body: { id: 9, pay_type: 2 }, call: (o) => api.pay({ id: 9, pay_type: 2 }, o) },
  { name: 'lists', path: '/api/business_order/lists', body: { status: 'paid', page: 1, limit: 10 }, call: (o) => api.lists({ status: 'paid', page: 1, limit: 10 }, o) },
  { name: 'detail', path: '/api/business_order/detail', body: { id: 9 }, call: (o) => api.detail({ id: 9 }, o) },
  { name: 'cancel', path: '/api/business_order/cancel', body: { id: 9 }, call: (o) => api.cancel({ id: 9 }, o) },
])
