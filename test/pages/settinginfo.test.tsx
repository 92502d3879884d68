import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { nicknameValid } from '@/features/account/ProfileScreen'
import SettingInfoPage from '@/pagesme/settinginfo'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, pageText, resetApp } from './helpers'
import { showAgain } from './redbagTestKit'

const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

// Nickname and avatar (/pagesme/settinginfo).
const testUtils = new TestUtils()

describe('settings info', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    mockShown.length = 0
    Current.router = { path: '/pagesme/settinginfo', params: {} } as any
  })
  afterEach(() => jest.restoreAllMocks())

  it('accepts nicknames of 2 to 20 characters', () => {
    expect(nicknameValid('小')).toBe(false)
    expect(nicknameValid('小明')).toBe(true)
    expect(nicknameValid('  小明  ')).toBe(true)
    expect(nicknameValid('饭'.repeat(20))).toBe(true)
    expect(nicknameValid('饭'.repeat(21))).toBe(false)
  })

  it('logged out, it sends the user to log in and loads nothing', async () => {
    const api = fakeApi({})
    await testUtils.mount(SettingInfoPage, {})
    await flush()
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/login' })
    expect(api.calls('/api/user/info')).toHaveLength(0)
  })

  it('shows the account, saves a new nickname, and uploads a new avatar', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      '/api/user/info': { id: 1, amount: '0.00', nickname: '旧名字', tel: '13800138000' },
      '/api/user/updateNicknameAndAvatar': (body) => ({ id: 1, amount: '0.00', tel: '13800138000', nickname: body.nickname ?? '旧名字', avatar: body.avatar }),
      '/api/user/uploadPolicy': (body) => ({ url: '/api/user/placeUpload', fields: { purpose: body.purpose }, file_field: 'file', max_bytes: 5242880 }),
    })
    await testUtils.mount(SettingInfoPage, {})
    await flush()
    expect(pageText()).toContain('138****8000')
    const input = document.querySelector('.setting-info__nickname input') as HTMLInputElement
    expect(input.value).toBe('旧名字')
    await testUtils.act(async () => {
      input.value = '吃货小王'
      testUtils.fireEvent.input(input, { target: { value: '吃货小王' } } as EventInit)
      await flush()
    })
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.setting-info__save .nut-button')!)
      await flush()
    })
    expect(api.calls('/api/user/updateNicknameAndAvatar')[0]).toMatchObject({ nickname: '吃货小王' })
    expect(appStore.get(userInfoAtom)?.nickname).toBe('吃货小王')

    jest.spyOn(Taro, 'chooseImage').mockImplementation((() => Promise.resolve({ tempFilePaths: ['blob:avatar'], tempFiles: [], errMsg: 'ok' })) as any)
    const uploadFile = jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, data: JSON.stringify({ status: 1, msg: 'ok', result: { url: '/uploads/a.png' } }), errMsg: 'ok' })) as any)
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.setting-info__avatar-row')!)
      await flush()
    })
    // stored as an avatar where the upload policy says
    expect(api.calls('/api/user/uploadPolicy')[0]).toMatchObject({ purpose: 'avatar', type: 'image/jpeg' })
    expect(uploadFile.mock.calls[0][0]).toMatchObject({ filePath: 'blob:avatar', name: 'file', formData: { purpose: 'avatar' } })
    expect(api.calls('/api/user/updateNicknameAndAvatar')[1]).toMatchObject({ avatar: '/uploads/a.png' })
    expect(appStore.get(userInfoAtom)?.avatar).toBe('/uploads/a.png')
  })

  it('keeps what the user typed, and the saved nickname, when the account read answers late', async () => {
    saveProfile({ token: 't' })
    // user/info answers only when the test says so; the save answers at once
    const pendingReads: Array<() => void> = []
    const saves: Record<string, unknown>[] = []
    const envelope = (result: unknown) => ({ statusCode: 200, data: { status: 1, msg: 'ok', result }, header: {}, cookies: [], errMsg: 'request:ok' })
    jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
      if (String(opts.url).endsWith('/api/user/info')) {
        return new Promise((resolve) => pendingReads.push(() => resolve(envelope({ id: 1, amount: '0.00', nickname: '旧名字', tel: '13800138000' }))))
      }
      saves.push(opts.data as Record<string, unknown>)
      return Promise.resolve(envelope({ id: 1, amount: '0.00', tel: '13800138000', nickname: (opts.data as { nickname: string }).nickname }))
    }) as unknown as typeof Taro.request)
    const answerReads = () => testUtils.act(async () => {
      pendingReads.splice(0).forEach((answer) => answer())
      await flush()
    })

    await testUtils.mount(SettingInfoPage, {})
    await flush()
    const input = document.querySelector('.setting-info__nickname input') as HTMLInputElement
    await testUtils.act(async () => {
      input.value = '吃货小王'
      testUtils.fireEvent.input(input, { target: { value: '吃货小王' } } as EventInit)
      await flush()
    })
    await answerReads()
    expect(input.value).toBe('吃货小王')

    // the page shows again (a read on its way), the user saves before it answers
    await showAgain(mockShown)
    expect(pendingReads.length).toBeGreaterThan(0)
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.setting-info__save .nut-button')!)
      await flush()
    })
    expect(saves[0]).toMatchObject({ nickname: '吃货小王' })
    await answerReads()
    expect(appStore.get(userInfoAtom)?.nickname).toBe('吃货小王')
    expect(input.value).toBe('吃货小王')
  })
})
