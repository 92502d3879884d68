import * as api from '@/api/eventTracking'
import { describeApi } from './harness'

const log = { event: 'banner_click', page: 'pages/index/index', target_id: 7, time: '2024-05-01 12:00:00', extra: { position: 'home' } }

describeApi('eventTracking', api, [
  { name: 'addLog', path: '/api/EventTracking/addLog', body: log, call: (o) => api.addLog(log, o) },
])
