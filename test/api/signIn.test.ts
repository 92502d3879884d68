import * as api from '@/api/signIn'
import { describeApi } from './harness'

describeApi('signIn', api, [
  { name: 'addGoldCoin', path: '/api/signIn/addGoldCoin', body: { type: 1 }, call: (o) => api.addGoldCoin({ type: 1 }, o) },
  { name: 'config', path: '/api/signIn/config', body: {}, call: (o) => api.config(o) },
  { name: 'redeemMember', path: '/api/signIn/redeemMember', body: { member_type: 1 }, call: (o) => api.redeemMember({ member_type: 1 }, o) },
  { name: 'lists', path: '/api/signIn/lists', body: { page: 1, limit: 20 }, call: (o) => api.lists({ page: 1, limit: 20 }, o) },
  { name: 'month', path: '/api/signIn/month', body: { month: '2024-05' }, call: (o) => api.month({ month: '2024-05' }, o) },
  { name: 'makeUpSignIn', path: '/api/signIn/makeUpSignIn', body: { date: '2024-05-03' }, call: (o) => api.makeUpSignIn({ date: '2024-05-03' }, o) },
  { name: 'signIn', path: '/api/signIn/signIn', body: {}, call: (o) => api.signIn(o) },
])
