import * as api from '@/api/config'
import { describeApi } from './harness'

describeApi('config', api, [
  { name: 'appConfig', path: '/api/config/appConfig', body: {}, call: (o) => api.appConfig(o) },
])
