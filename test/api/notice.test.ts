import * as api from '@/api/notice'
import { describeApi } from './harness'

describeApi('notice', api, [
  { name: 'lists', path: '/api/notice/lists', body: { page: 1, limit: 10 }, call: (o) => api.lists({ page: 1, limit: 10 }, o) },
  { name: 'dealRead', path: '/api/notice/dealRead', body: { id: 5 }, call: (o) => api.dealRead({ id: 5 }, o) },
])
