import * as C from '@/constants'

// Business constants and limits of docs/product.md (Constants), as the spec writes them.
describe('constants', () => {
  it('client and app versions', () => {
    expect([C.CLIENT_VERSION, C.CLIENT_TYPE, C.APP_VERSION, C.APP_VERSION_CODE, C.APPLET_FLAG_VERSION]).toEqual(['1.4.0', 'H5', '4.2.8', 428, '1.3.6'])
  })

  it('timeouts, success statuses and toast durations', () => {
    expect([C.REQUEST_TIMEOUT, C.TRANSPORT_TIMEOUT, C.LOCATION_TIMEOUT, C.JSONP_TIMEOUT]).toEqual([30000, 60000, 100000, 30000])
    expect([C.HTTP_SUCCESS_MIN, C.HTTP_SUCCESS_MAX]).toEqual([200, 299])
    expect([C.TOAST_DEFAULT, C.TOAST_REQUEST_ERROR, C.TOAST_LOGIN, C.TOAST_UTILITY_DEFAULT]).toEqual([2000, 3000, 1500, 3000])
    expect(C.LOADING_TEXT).toBe('加载中...')
  })

  it('transport codes, default city, popup hours, code and upload limits', () => {
    expect([C.TRANSPORT_CODE_NETWORK, C.TRANSPORT_CODE_ABORT, C.TRANSPORT_CODE_FILE_NETWORK]).toEqual([5, 600003, 602001])
    expect(C.DEFAULT_CITY.cityEn).toBe('Guiyang')
    expect([C.RED_PACKET_START_HOUR, C.RED_PACKET_END_HOUR]).toEqual([9, 24])
    expect([C.CODE_COUNTDOWN_SECONDS, C.CODE_LENGTH]).toEqual([60, 6])
    expect([C.IMAGE_MULTI_SELECT_MAX, C.UPLOAD_MAX_COUNT]).toEqual([9, 52])
  })

  it('layout, tab bar, gestures, scrolling, swiper, waterfall, async pages, locales', () => {
    expect([C.LAYOUT_REFERENCE_WIDTH, C.MAX_DEVICE_WIDTH, C.DESIGN_WIDTH, C.NAV_BAR_HEIGHT]).toEqual([375, 960, 750, 44])
    expect(C.TAB_BAR).toMatchObject({ height: 66, iconWidth: 30, fontSize: 13, spacing: 3, selectedColor: '#FC4D16' })
    expect([C.LONG_PRESS_MS, C.LONG_PRESS_TOLERANCE, C.SWIPE_THRESHOLD, C.GESTURE_LOCK, C.DRAG_CLICK]).toEqual([350, 10, 10, 10, 20])
    expect([C.SCROLL_THRESHOLD, C.REFRESHER_THRESHOLD, C.SCROLL_THROTTLE_MS]).toEqual([50, 45, 200])
    expect([C.SWIPER_INTERVAL, C.SWIPER_DURATION, C.NAVIGATION_ANIMATION_MS]).toEqual([5000, 500, 300])
    expect([C.WATERFALL_ITEM_INTERVAL, C.TOOLTIP_SCREEN_GAP, C.ASYNC_PAGE_DELAY, C.ASYNC_PAGE_TIMEOUT]).toEqual([200, 12, 200, 60000])
    expect(C.LOCALES).toEqual(['en', 'zh-Hans', 'zh-Hant', 'fr', 'es'])
    expect(C.FALLBACK_LOCALE).toBe('en')
    expect(C.SHARE_TITLE_SAVED('12.5')).toContain('12.5')
  })
})
