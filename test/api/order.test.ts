import * as api from '@/api/order'
import { describeApi } from './harness'

const proof = { id: 12, platform_order_no: '2311221234567', images: ['/uploads/a.jpg', '/uploads/b.png'] }

describeApi('order', api, [
  { name: 'grab', path: '/api/order/grab', body: { shop_id: 3 }, call: (o) => api.grab({ shop_id: 3 }, o) },
  { name: 'lists', path: '/api/order/lists', body: { status: 'uploaded', page: 1, limit: 10 }, call: (o) => api.lists({ status: 'uploaded', page: 1, limit: 10 }, o) },
  { name: 'detail', path: '/api/order/detail', body: { id: 12 }, call: (o) => api.detail({ id: 12 }, o) },
  { name: 'submitProof', path: '/api/order/submitProof', body: proof, call: (o) => api.submitProof(proof, o) },
  { name: 'cancel', path: '/api/order/cancel', body: { id: 12 }, call: (o) => api.cancel({ id: 12 }, o) },
])
