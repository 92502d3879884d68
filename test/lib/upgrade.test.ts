import Taro from '@tarojs/taro'
import { CHECK_EVERY_MS, checkDue, checkForUpdate, newBuild } from '@/lib/upgrade'
import { makeBuildId } from '../../config/build-id'
import { fakeApi, flush, resetApp } from '../pages/helpers'

// App updates (docs/decisions.md "App updates"): the H5 app compares its build id with the one the
// server serves, at most every 10 minutes, and opens 版本升级 only from a tab page, once per build.

describe('the update decision', () => {
  it('offers a served build other than ours, once', () => {
    expect(newBuild('a1', 'b2', '')).toBe('b2')
    expect(newBuild('a1', 'a1', '')).toBeNull()
    expect(newBuild('a1', undefined, '')).toBeNull()
    expect(newBuild('', 'b2', '')).toBeNull()
    expect(newBuild('a1', 'b2', 'b2')).toBeNull()
  })

  it('checks at most every 10 minutes', () => {
    expect(checkDue(1_000 + CHECK_EVERY_MS - 1, 1_000)).toBe(false)
    expect(checkDue(1_000 + CHECK_EVERY_MS, 1_000)).toBe(true)
  })

  it('a build id is BUILD_ID when it is a plain token, else the build time in base 36', () => {
    expect(makeBuildId({ BUILD_ID: 'abc123' }, 0)).toBe('abc123')
    expect(makeBuildId({ BUILD_ID: 'a b' }, 36 ** 3)).toBe('1000')
    expect(makeBuildId({}, 35)).toBe('z')
  })
})

describe('checkForUpdate (H5)', () => {
  const CONFIG = '/api/config/appConfig'
  // the module was loaded before this: its first check is due CHECK_EVERY_MS after `start` at the latest
  const start = Date.now()
  const check = (now: number) => checkForUpdate(now, 'own1')
  beforeEach(() => { resetApp() })
  afterEach(() => jest.restoreAllMocks())
  const onPage = (route: string) => jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route } as Taro.Page])

  it('asks nothing at launch nor within 10 minutes; then opens the upgrade page from a tab page only, once per build', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'navigateTo:ok' })) as never)
    const api = fakeApi({ [CONFIG]: { h5_build: 'new2', system_infos: {} } })
    onPage('pagesme/businessinto/apply')
    check(start + 1000)
    await flush()
    expect(api.calls(CONFIG)).toHaveLength(0)
    // a form is open: nothing is offered, the next check comes 10 minutes later
    check(start + CHECK_EVERY_MS)
    await flush()
    expect(api.calls(CONFIG)).toHaveLength(1)
    expect(navigate).not.toHaveBeenCalled()
    onPage('pages/me/me')
    check(start + CHECK_EVERY_MS + 60_000)
    await flush()
    expect(api.calls(CONFIG)).toHaveLength(1)
    check(start + 2 * CHECK_EVERY_MS)
    await flush()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/lq-upgrade/upgrade' }))
    // dismissed: the same build is not offered again
    check(start + 3 * CHECK_EVERY_MS)
    await flush()
    expect(api.calls(CONFIG)).toHaveLength(3)
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
