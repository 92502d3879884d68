import * as api from '@/api/home'
import { describeApi } from './harness'

describeApi('home', api, [
  { name: 'adCallBack', path: '/api/home/adCallBack', body: { callback: 'cb_123' }, call: (o) => api.adCallBack({ callback: 'cb_123' }, o) },
])
