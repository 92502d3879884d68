import * as api from '@/api/goldRedeem'
import { describeApi } from './harness'

describeApi('goldRedeem', api, [
  { name: 'lists', path: '/api/goldRedeem/lists', body: { type: 2 }, call: (o) => api.lists({ type: 2 }, o) },
  { name: 'redeem', path: '/api/goldRedeem/redeem', body: { id: 9 }, call: (o) => api.redeem({ id: 9 }, o) },
])
