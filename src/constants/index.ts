// Business constants and limits of docs/product.md (Constants), in one place. Nothing else hard-codes them.
import type { INVITE_SOURCES } from '@api-types/team'

/** Sent with every request, in header and body (docs/product.md: Calls, Constants). */
export const CLIENT_VERSION = '1.4.0'
export const CLIENT_TYPE = 'H5'
/** Global app config (docs/product.md: Entities). */
export const APP_VERSION = '4.2.8'
export const APP_VERSION_CODE = 428
export const APP_NAME = '饭贝'
/** The applet flag is true only when the version equals this one (docs/product.md: Entities, Constants). */
export const APPLET_FLAG_VERSION = '1.3.6'

/** Timeouts in milliseconds. */
export const REQUEST_TIMEOUT = 30_000
export const TRANSPORT_TIMEOUT = 60_000
export const LOCATION_TIMEOUT = 100_000
export const JSONP_TIMEOUT = 30_000

/** HTTP statuses that count as success. */
export const HTTP_SUCCESS_MIN = 200
export const HTTP_SUCCESS_MAX = 299

/** API response statuses (docs/product.md: Errors). */
export const STATUS_OK = 1
export const STATUS_LOGOUT = -1
export const STATUS_PENDING_ID = 2
/** The key (`code`) of the server's "log in first" refusal: read instead of its text, which is in the user's language. */
export const CODE_LOGIN_FIRST = 'loginFirst'

/** Toast durations in milliseconds (docs/product.md: Constants). */
export const TOAST_DEFAULT = 2000
export const TOAST_REQUEST_ERROR = 3000
export const TOAST_LOGIN = 1500
export const TOAST_UTILITY_DEFAULT = 3000
export const TOAST_H5_LINK_MISSING = 2000
export const LOADING_TEXT = '加载中...'
/** After a successful login the next page opens after this delay (docs/product.md: States). */
export const AFTER_LOGIN_DELAY = 1000

/** Transport error codes (docs/product.md: Errors). */
export const TRANSPORT_CODE_NETWORK = 5
export const TRANSPORT_CODE_ABORT = 600003
export const TRANSPORT_CODE_FILE_NETWORK = 602001

/** Default city when location is refused (docs/product.md: States, Constants): Guiyang, city centre. */
export const DEFAULT_CITY = { city: '贵阳市', cityEn: 'Guiyang', latitude: 26.647661, longitude: 106.630153 } as const

/** Red-packet popup hours: shown from 09:00 until midnight (docs/product.md: States, Constants). */
export const RED_PACKET_START_HOUR = 9
export const RED_PACKET_END_HOUR = 24

/** Share defaults (docs/product.md: Constants). */
export const SHARE_TITLE_DEFAULT = '用饭贝点外卖，每餐只要0-5元'
export const SHARE_TITLE_SAVED = (yuan: string) => `我已累计省了${yuan}元，快来看看你能省多少`
export const SHARE_SOURCES = [2, 3] as const
/** The source each share carries (types/api/team.ts INVITE_SOURCES; a type check keeps them equal). */
export const INVITE_SOURCE = { link: 2, mini_program: 3, poster: 4 } as const satisfies typeof INVITE_SOURCES
export const SHARE_TYPE_CODES = [1, 2] as const

/** Verification code (docs/product.md: Validation, Constants). */
export const CODE_COUNTDOWN_SECONDS = 60
export const CODE_LENGTH = 6

/** Upload (docs/product.md: Validation, Constants). */
export const IMAGE_MULTI_SELECT_MAX = 9
export const UPLOAD_MAX_COUNT = 52

/** Layout (docs/product.md: Constants). */
export const LAYOUT_REFERENCE_WIDTH = 375
export const MAX_DEVICE_WIDTH = 960
export const DESIGN_WIDTH = 750
export const NAV_BAR_HEIGHT = 44

/** Tab bar (docs/product.md: Screens and navigation). */
export const TAB_BAR = {
  height: 66,
  iconWidth: 30,
  fontSize: 13,
  spacing: 3,
  selectedColor: '#FC4D16',
  color: '#666666',
} as const

/** Gestures (docs/product.md: Constants). */
export const LONG_PRESS_MS = 350
export const LONG_PRESS_TOLERANCE = 10
export const SWIPE_THRESHOLD = 10
export const GESTURE_LOCK = 10
export const DRAG_CLICK = 20

/** Scrolling (docs/product.md: Constants). */
export const SCROLL_THRESHOLD = 50
export const REFRESHER_THRESHOLD = 45
export const SCROLL_THROTTLE_MS = 200

/** Swiper and navigation animation (docs/product.md: Constants). */
export const SWIPER_INTERVAL = 5000
export const SWIPER_DURATION = 500
export const NAVIGATION_ANIMATION_MS = 300

/** Waterfall and tooltip (docs/product.md: Constants). */
export const WATERFALL_ITEM_INTERVAL = 200
export const TOOLTIP_SCREEN_GAP = 12

/** Async page loading (docs/product.md: Constants). */
export const ASYNC_PAGE_DELAY = 200
export const ASYNC_PAGE_TIMEOUT = 60_000

/** Locales (docs/product.md: Constants): English is the fallback. */
export const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'fr', 'es'] as const
export const FALLBACK_LOCALE = 'en'

/** Brand colours. */
export const COLOR_NAV_YELLOW = '#FFD300'
