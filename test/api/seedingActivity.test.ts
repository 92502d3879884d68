import * as api from '@/api/seedingActivity'
import { describeApi } from './harness'

const submission = { user_id: 8, link: 'https://www.xiaohongshu.com/explore/1', images: ['https://x/s.png'] }

describeApi('seedingActivity', api, [
  { name: 'getSeeding', path: '/api/seedingActivity/getSeeding', body: { user_id: 8 }, call: (o) => api.getSeeding({ user_id: 8 }, o) },
  { name: 'apply', path: '/api/seedingActivity/apply', body: { user_id: 8 }, call: (o) => api.apply({ user_id: 8 }, o) },
  { name: 'submit', path: '/api/seedingActivity/submit', body: submission, call: (o) => api.submit(submission, o) },
])
