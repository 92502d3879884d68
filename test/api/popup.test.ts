import * as api from '@/api/popup'
import { describeApi } from './harness'

describeApi('popup', api, [
  { name: 'lists', path: '/api/popup/lists', body: { position: 'home' }, call: (o) => api.lists({ position: 'home' }, o) },
])
