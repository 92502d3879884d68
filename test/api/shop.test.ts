import * as api from '@/api/shop'
import { describeApi } from './harness'

const filters = { keyword: '黄焖鸡', category_id: 3, sort: 'distance' as const, latitude: 26.647, longitude: 106.63, page: 1, limit: 10 }

describeApi('shop', api, [
  { name: 'lists', path: '/api/shop/lists', body: filters, call: (o) => api.lists(filters, o) },
  { name: 'mtList', path: '/api/shop/mt_list', body: { ...filters, platform: 'mt' }, call: (o) => api.mtList({ ...filters, platform: 'mt' }, o) },
  { name: 'goodShop', path: '/api/shop/goodShop', body: { page: 2, limit: 20 }, call: (o) => api.goodShop({ page: 2, limit: 20 }, o) },
  { name: 'detail', path: '/api/shop/detail', body: { id: 7, latitude: 26.647, longitude: 106.63 }, call: (o) => api.detail({ id: 7, latitude: 26.647, longitude: 106.63 }, o) },
  { name: 'categories', path: '/api/shop/categories', body: {}, call: (o) => api.categories(o) },
])
