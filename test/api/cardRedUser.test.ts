import * as api from '@/api/cardRedUser'
import { describeApi } from './harness'

describeApi('cardRedUser', api, [
  { name: 'myCardRed', path: '/api/cardRedUser/myCardRed', body: { status: 0, page: 1, limit: 10 }, call: (o) => api.myCardRed({ status: 0, page: 1, limit: 10 }, o) },
])
