import * as api from '@/api/member'
import { describeApi } from './harness'

describeApi('member', api, [
  { name: 'rechargeInfo', path: '/api/member/rechargeInfo', body: {}, call: (o) => api.rechargeInfo(o) },
  { name: 'giveMember', path: '/api/member/giveMember', body: {}, call: (o) => api.giveMember(o) },
  { name: 'info', path: '/api/member/info', body: {}, call: (o) => api.info(o) },
  { name: 'newInfo', path: '/api/member/newInfo', body: {}, call: (o) => api.newInfo(o) },
  { name: 'getAward', path: '/api/member/getAward', body: { task_id: 2 }, call: (o) => api.getAward({ task_id: 2 }, o) },
  { name: 'free', path: '/api/member/free', body: {}, call: (o) => api.free(o) },
  {
    name: 'recharge',
    path: '/api/member/recharge',
    body: { pay_type: 1, member_type_id: 3 },
    call: (o) => api.recharge({ pay_type: 1, member_type_id: 3 }, o),
  },
  { name: 'lists', path: '/api/member/lists', body: { page: 1, limit: 10 }, call: (o) => api.lists({ page: 1, limit: 10 }, o) },
])
