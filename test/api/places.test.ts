import * as api from '@/api/places'
import { describeApi } from './harness'

const query = { keyword: '花果园', city: 'guiyang', latitude: 26.56, longitude: 106.68 }

describeApi('places', api, [
  { name: 'search', path: '/api/places/search', body: query, call: (o) => api.search(query, o) },
  { name: 'cities', path: '/api/places/cities', body: {}, call: (o) => api.cities(o) },
])
