import { resolveLocation, type LocationDeps } from '@/lib/location'

// The location-authorization flow (docs/product.md: States) with Guiyang as the default city.
const HERE = { latitude: 39.9, longitude: 116.4 }

function deps(over: Partial<LocationDeps>): LocationDeps & { [k: string]: jest.Mock } {
  return {
    authState: jest.fn(async () => 'not-asked' as const),
    locate: jest.fn(async () => HERE),
    askToOpenSettings: jest.fn(async () => true),
    openSettings: jest.fn(async () => 'granted' as const),
    ...over,
  } as any
}

describe('location authorization', () => {
  it('not asked yet: proceeds to locate', async () => {
    const d = deps({})
    await expect(resolveLocation(d)).resolves.toEqual({ ...HERE, isDefault: false })
    expect(d.askToOpenSettings).not.toHaveBeenCalled()
  })

  it('denied: asks to open settings, and locates once authorized there', async () => {
    const d = deps({ authState: jest.fn(async () => 'denied' as const) })
    await expect(resolveLocation(d)).resolves.toEqual({ ...HERE, isDefault: false })
    expect(d.askToOpenSettings).toHaveBeenCalled()
    expect(d.openSettings).toHaveBeenCalled()
  })

  it('still refused in settings: Guiyang', async () => {
    const d = deps({ authState: jest.fn(async () => 'denied' as const), openSettings: jest.fn(async () => 'denied' as const) })
    const loc = await resolveLocation(d)
    expect(loc).toMatchObject({ city: '贵阳市', isDefault: true })
    expect(d.locate).not.toHaveBeenCalled()
  })

  it('declining the dialog: Guiyang, without opening settings', async () => {
    const d = deps({ authState: jest.fn(async () => 'denied' as const), askToOpenSettings: jest.fn(async () => false) })
    await expect(resolveLocation(d)).resolves.toMatchObject({ city: '贵阳市', isDefault: true })
    expect(d.openSettings).not.toHaveBeenCalled()
  })

  it('a failed or unsupported location: Guiyang', async () => {
    const d = deps({ locate: jest.fn(async () => { throw new Error('device nonsupport geolocation') }) })
    const loc = await resolveLocation(d)
    expect(loc.isDefault).toBe(true)
    expect(loc.latitude).toBeCloseTo(26.65, 1)
    expect(loc.longitude).toBeCloseTo(106.63, 1)
  })
})

describe('the dialog on the platform', () => {
  it("is titled '您未开启地理位置授权' and opens settings on confirm", async () => {
    const Taro = require('@tarojs/taro').default
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false }))
    const { platformLocationDeps: taroLocationDeps } = require('@/lib/locationDeps')
    await expect(taroLocationDeps.askToOpenSettings()).resolves.toBe(true)
    expect(modal.mock.calls[0][0]).toMatchObject({ title: '您未开启地理位置授权' })
    modal.mockRestore()
  })
})
