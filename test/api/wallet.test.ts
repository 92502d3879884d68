import * as api from '@/api/wallet'
import { describeApi } from './harness'

describeApi('wallet', api, [
  { name: 'income', path: '/api/Wallet/income', body: { page: 1, limit: 20, month: '2024-05' }, call: (o) => api.income({ page: 1, limit: 20, month: '2024-05' }, o) },
  {
    name: 'saveAlipayInfo',
    path: '/api/wallet/saveAlipayInfo',
    body: { real_name: '张三', alipay_number: 'zs@example.com' },
    call: (o) => api.saveAlipayInfo({ real_name: '张三', alipay_number: 'zs@example.com' }, o),
  },
  {
    name: 'cashOut',
    path: '/api/wallet/cashOut',
    body: { cash_password: '123456', amount: '12.50', pay_type: 2 },
    call: (o) => api.cashOut({ cash_password: '123456', amount: '12.50', pay_type: 2 }, o),
  },
])
