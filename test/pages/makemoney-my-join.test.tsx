import './helpers'
import MakemoneyMyJoinPage from '@/pages/makemoney/makemoney-my-join'
import { saveProfile } from '@/store/session'
import { fakeApi, pageText } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt } from './redbagTestKit'

// 我参与的挑战 (pages/makemoney/makemoney-my-join): challenges are not built yet, so an honest empty
// state and no call.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

describe('我参与的挑战', () => {
  freshEachTest(mockShown)

  it('says 还没有参与挑战 with what will show here, and makes nothing up', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi()
    await mountAt(MakemoneyMyJoinPage, '/pages/makemoney/makemoney-my-join')
    expect(pageText()).toContain('还没有参与挑战')
    expect(pageText()).toContain('你参与的挑战会显示在这里')
    expect(pageText()).not.toContain('即将上线')
    expect(api.spy).not.toHaveBeenCalled()
  })

  it('asks a logged-out user to log in', async () => {
    fakeApi()
    await mountAt(MakemoneyMyJoinPage, '/pages/makemoney/makemoney-my-join')
    expect(pageText()).toContain('登录后查看我参与的挑战')
  })
})
