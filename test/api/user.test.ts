import Taro from '@tarojs/taro'
import * as api from '@/api/user'
import { describeApi } from './harness'

describeApi('user', api, [
  { name: 'info', path: '/api/user/info', body: {}, call: (o) => api.info(o) },
  {
    name: 'placeUpload',
    path: '/api/user/placeUpload',
    body: { scene: 'feedback' },
    upload: { filePath: 'blob:http://localhost/1', name: 'file' },
    call: (o) => api.placeUpload('blob:http://localhost/1', { scene: 'feedback' }, o),
  },
  { name: 'bindPid', path: '/api/user/bindPid', body: { parent_id: 12, source: 2 }, call: (o) => api.bindPid({ parent_id: 12, source: 2 }, o) },
  {
    name: 'updateNicknameAndAvatar',
    path: '/api/user/updateNicknameAndAvatar',
    body: { nickname: '小明', avatar: 'https://x/a.png' },
    call: (o) => api.updateNicknameAndAvatar({ nickname: '小明', avatar: 'https://x/a.png' }, o),
  },
  {
    name: 'updateCashPassword',
    path: '/api/user/updateCashPassword',
    body: { cash_password: '123456', re_cash_password: '123456', code: '654321' },
    call: (o) => api.updateCashPassword({ cash_password: '123456', re_cash_password: '123456', code: '654321' }, o),
  },
  { name: 'handleCode', path: '/api/user/handleCode', body: { purpose: 'cash_password' }, call: (o) => api.handleCode({ purpose: 'cash_password' }, o) },
  { name: 'bindTel', path: '/api/user/bindTel', body: { tel: '13800000000', code: '123456' }, call: (o) => api.bindTel({ tel: '13800000000', code: '123456' }, o) },
  { name: 'changeTel', path: '/api/user/changeTel', body: { tel: '13900000000', code: '123456' }, call: (o) => api.changeTel({ tel: '13900000000', code: '123456' }, o) },
  {
    name: 'updatePassword',
    path: '/api/user/updatePassword',
    body: { code: '123456', first_password: 'abcdefgh', second_password: 'abcdefgh' },
    call: (o) => api.updatePassword({ code: '123456', first_password: 'abcdefgh', second_password: 'abcdefgh' }, o),
  },
  { name: 'cancelUser', path: '/api/user/cancel_user', body: { code: '123456' }, call: (o) => api.cancelUser({ code: '123456' }, o) },
  { name: 'bindMtAccount', path: '/api/user/bindMtAccount', body: { mt_phone: '13700000000' }, call: (o) => api.bindMtAccount({ mt_phone: '13700000000' }, o) },
  {
    name: 'rankingList',
    path: '/api/user/ranking_list',
    body: { period: 'week', kind: 'earnings', page: 1, limit: 20 },
    call: (o) => api.rankingList({ period: 'week', kind: 'earnings', page: 1, limit: 20 }, o),
  },
  { name: 'bindUserWithCID', path: '/api/user/bindUserWithCID', body: { device_id: 'cid-1' }, call: (o) => api.bindUserWithCID({ device_id: 'cid-1' }, o) },
  // not in the spec: the app ends the server session when the user logs out
  { name: 'logout', path: '/api/user/logout', body: {}, call: (o) => api.logout(o) },
])

describe('logout', () => {
  afterEach(() => jest.restoreAllMocks())

  it('tells the user nothing when the server refuses or cannot be reached', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    const request = jest.spyOn(Taro, 'request')
    request.mockImplementationOnce((() => Promise.resolve({ statusCode: 500, data: { msg: '服务器错误' }, header: {}, cookies: [], errMsg: 'ok' })) as any)
    await expect(api.logout()).rejects.toThrow('服务器错误')
    request.mockImplementationOnce((() => Promise.reject({ errMsg: 'request:fail' })) as any)
    await expect(api.logout()).rejects.toThrow()
    expect(showToast).not.toHaveBeenCalled()
  })
})
