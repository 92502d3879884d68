import * as api from '@/api/wechat'
import { describeApi } from './harness'

const url = 'https://app.example.com/?a=1'

describeApi('wechat', api, [
  { name: 'jssdk', path: '/api/wechat/jssdk', body: { url }, call: (o) => api.jssdk({ url }, o) },
])
