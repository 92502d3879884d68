import * as api from '@/api/login'
import { describeApi } from './harness'

const codeReq = { tel: '13800000000', image_code: 'ab12', image_key: 'k1' }
const reset = { tel: '13800000000', code: '123456', first_password: 'abcdefgh', second_password: 'abcdefgh' }

describeApi('login', api, [
  { name: 'passwordLogin', path: '/api/login/passwordLogin', body: { tel: '13800000000', password: 'abcdefgh' }, call: (o) => api.passwordLogin({ tel: '13800000000', password: 'abcdefgh' }, o) },
  { name: 'getOfficialAccountInfo', path: '/api/login/getOfficialAccountInfo', body: {}, call: (o) => api.getOfficialAccountInfo(o) },
  { name: 'getLoginCode', path: '/api/login/getLoginCode', body: codeReq, call: (o) => api.getLoginCode(codeReq, o) },
  { name: 'getNewsLoginCode', path: '/api/login/getNewsLoginCode', body: codeReq, call: (o) => api.getNewsLoginCode(codeReq, o) },
  { name: 'imageCode', path: '/api/login/imageCode', body: {}, call: (o) => api.imageCode(o) },
  { name: 'passwordCode', path: '/api/login/passwordCode', body: { tel: '13800000000' }, call: (o) => api.passwordCode({ tel: '13800000000' }, o) },
  { name: 'forgetPassword', path: '/api/login/forgetPassword', body: reset, call: (o) => api.forgetPassword(reset, o) },
  { name: 'codeLogin', path: '/api/login/codeLogin', body: { tel: '13800000000', code: '123456' }, call: (o) => api.codeLogin({ tel: '13800000000', code: '123456' }, o) },
  { name: 'wechatLogin', path: '/api/login/wechatLogin', body: { code: 'oauth-code' }, call: (o) => api.wechatLogin({ code: 'oauth-code' }, o) },
])
