import * as api from '@/api/marketing'
import { describeApi } from './harness'

describeApi('marketing', api, [
  { name: 'getMarketingXhs', path: '/api/marketing/getMarketingXhs', body: {}, call: (o) => api.getMarketingXhs(o) },
])
