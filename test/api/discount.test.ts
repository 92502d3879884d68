import * as api from '@/api/discount'
import { describeApi } from './harness'

const coupon = { discount_url: 'https://mt.example/c/1', coupon_type: 2, title: '满25减10' }

describeApi('discount', api, [
  { name: 'recharge', path: '/api/discount/recharge', body: { pay_type: 2, gold_type: 4 }, call: (o) => api.recharge({ pay_type: 2, gold_type: 4 }, o) },
  { name: 'getMtUrl', path: '/api/discount/getMtUrl', body: { coupon_type: 2 }, call: (o) => api.getMtUrl({ coupon_type: 2 }, o) },
  { name: 'saveMtUrl', path: '/api/discount/saveMtUrl', body: { discount_url: coupon.discount_url }, call: (o) => api.saveMtUrl({ discount_url: coupon.discount_url }, o) },
  { name: 'receiveDiscount', path: '/api/discount/receiveDiscount', body: coupon, call: (o) => api.receiveDiscount(coupon, o) },
  { name: 'failDiscount', path: '/api/discount/failDiscount', body: { discount_redeem_id: 11 }, call: (o) => api.failDiscount({ discount_redeem_id: 11 }, o) },
  {
    name: 'recodeLog',
    path: '/api/discount/recodeLog',
    body: { data: { action: 'open', discount_redeem_id: 11 } },
    call: (o) => api.recodeLog({ data: { action: 'open', discount_redeem_id: 11 } }, o),
  },
  { name: 'discountConfigList', path: '/api/discount/discountConfigList', body: {}, call: (o) => api.discountConfigList(o) },
  { name: 'relax', path: '/api/discount/relax', body: { url: 'https://mt.example/x' }, call: (o) => api.relax({ url: 'https://mt.example/x' }, o) },
  { name: 'goldRechargeList', path: '/api/discount/goldRechargeList', body: {}, call: (o) => api.goldRechargeList(o) },
])
