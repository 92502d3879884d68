import * as api from '@/api/userFeedback'
import { describeApi } from './harness'

const feedback = { order_id: 31, content: '返利没到账', images: ['https://x/1.png'], contact: '13800000000' }

describeApi('userFeedback', api, [
  { name: 'lists', path: '/api/userFeedback/lists', body: { page: 1, limit: 10 }, call: (o) => api.lists({ page: 1, limit: 10 }, o) },
  { name: 'submitFeedback', path: '/api/userFeedback/submitFeedback', body: feedback, call: (o) => api.submitFeedback(feedback, o) },
  { name: 'detail', path: '/api/userFeedback/detail', body: { id: 4 }, call: (o) => api.detail({ id: 4 }, o) },
])
