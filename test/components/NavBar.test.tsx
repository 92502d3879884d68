import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import NavBar from '@/components/NavBar'

const testUtils = new TestUtils()

describe('NavBar', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the title on a yellow bar with a back button', async () => {
    await testUtils.mount(NavBar, { props: { title: '每日签到' } })
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('每日签到')
    expect(document.querySelector('.nav-bar')!.className).toContain('nav-bar--yellow')
    expect(document.querySelector('.nav-bar__back')).not.toBeNull()
  })

  it("the back button goes to '/' with one page in history, else back one page", async () => {
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const back = jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as any)
    await testUtils.mount(NavBar, { props: { title: 'x' } })
    await testUtils.act(async () => { testUtils.fireEvent.click(document.querySelector('.nav-bar__back')!) })
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    pages.mockReturnValue([{}, {}] as any)
    await testUtils.act(async () => { testUtils.fireEvent.click(document.querySelector('.nav-bar__back')!) })
    expect(back).toHaveBeenCalledWith({ delta: 1 })
  })

  it('white and transparent variants, and no back button on root pages', async () => {
    await testUtils.mount(NavBar, { props: { title: 'w', variant: 'white', showBack: false } })
    expect(document.querySelector('.nav-bar')!.className).toContain('nav-bar--white')
    expect(document.querySelector('.nav-bar__back')).toBeNull()
  })
})
