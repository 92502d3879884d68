import * as api from '@/api/nav'
import { describeApi } from './harness'

describeApi('nav', api, [
  { name: 'banner', path: '/api/nav/banner', body: { position: 'home' }, call: (o) => api.banner({ position: 'home' }, o) },
  { name: 'menuReward', path: '/api/nav/menu_reward', body: { group: 'fuli' }, call: (o) => api.menuReward({ group: 'fuli' }, o) },
  { name: 'appMenuReward', path: '/api/nav/app_menu_reward', body: {}, call: (o) => api.appMenuReward(o) },
  { name: 'index', path: '/api/nav/index', body: {}, call: (o) => api.index(o) },
  { name: 'user', path: '/api/nav/user', body: {}, call: (o) => api.user(o) },
])
