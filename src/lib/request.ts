import type { ApiResponse } from '@api-types/envelope'
import {
  CLIENT_TYPE, CLIENT_VERSION, CODE_LOGIN_FIRST, HTTP_SUCCESS_MAX, HTTP_SUCCESS_MIN, REQUEST_TIMEOUT, STATUS_LOGOUT,
  STATUS_OK, STATUS_PENDING_ID, TOAST_REQUEST_ERROR,
} from '@/constants'
import { localeAtom, t } from '@/i18n'
import { appStore } from '@/store/persisted'
import { clearPendingId, clearProfile, getToken } from '@/store/session'
import { apiUrl } from './env'
import { goLogin } from './auth'
import { postJson, type HttpAnswer } from './http'
import { payClient } from './payment'
import { hideLoading, showLoading, toast as showToast } from './toast'

// The one request client (docs/product.md: Calls, Errors). Every API module calls post(), which
// sends through http.ts (Taro.request, or fetch on H5); nothing else posts. File transfers are in
// transfer.ts.

export interface RequestOptions {
  /** The caller reads non-success answers itself: they are only logged, and the envelope resolves. */
  isData?: boolean
  /** Same as isData, for callers that handle the refusal in their own UI. */
  isHandle?: boolean
  /**
   * Background loads (banners, menus, lists) that show their own empty or error state: no toast
   * for any failure. Logout on 401 / status -1 still happens.
   */
  silent?: boolean
  /** Show the loading toast while the call runs; a string replaces '加载中...'. */
  loading?: boolean | string
}

/** A refusal or failure of a call; the user has already been told (unless isData/isHandle). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope status, or the HTTP status for transport-level answers, or 0. */
    readonly status: number,
    readonly kind: 'status' | 'http' | 'timeout' | 'network',
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * Headers every call and upload carries: the token, the client version and type, the language,
 * and X-Client, where the app runs (h5, wechat_h5, weapp: payment.ts), which WeChat Pay needs.
 */
export function clientHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    version: CLIENT_VERSION,
    client: CLIENT_TYPE,
    'Accept-Language': appStore.get(localeAtom),
    'X-Client': payClient(),
  }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

export function isHttpSuccess(statusCode: number): boolean {
  return statusCode >= HTTP_SUCCESS_MIN && statusCode <= HTTP_SUCCESS_MAX
}

function messageOf(data: unknown, fallback: string): string {
  const msg = (data as ApiResponse | undefined)?.msg
  return typeof msg === 'string' && msg ? msg : fallback
}

/** Whether an answer ends the session: by its status or its key, never by its text (docs/product.md: Errors). */
function endsSession(body: Partial<ApiResponse> | null | undefined): boolean {
  return body?.status === STATUS_LOGOUT || body?.code === CODE_LOGIN_FIRST
}

/** Applies the error catalogue of docs/product.md (Errors) to one HTTP answer. */
export function handleResponse<T>(
  url: string,
  statusCode: number,
  data: unknown,
  options: RequestOptions = {},
): ApiResponse<T> {
  const toast = (msg: string, duration: number) => notify(msg, duration, options)
  const body = (typeof data === 'string' ? safeJson(data) : data) as ApiResponse<T> | null
  if (statusCode === 401) {
    const msg = messageOf(body, t('request.loginFirst'))
    toast(msg, TOAST_REQUEST_ERROR)
    clearProfile()
    goLogin()
    throw new ApiError(msg, 401, 'http')
  }
  if (!isHttpSuccess(statusCode)) {
    const msg = messageOf(body, t('request.error'))
    if (endsSession(body)) {
      clearProfile()
      goLogin()
    }
    toast(msg, TOAST_REQUEST_ERROR)
    throw new ApiError(msg, statusCode, 'http')
  }
  if (!body || typeof body.status !== 'number') {
    const msg = t('request.error')
    toast(msg, TOAST_REQUEST_ERROR)
    throw new ApiError(msg, 0, 'status')
  }
  if (body.status === STATUS_OK) return body
  if (endsSession(body)) {
    const msg = body.msg || t('request.error')
    toast(msg, TOAST_REQUEST_ERROR)
    clearProfile()
    throw new ApiError(msg, body.status, 'status', body)
  }
  if (body.status === STATUS_PENDING_ID) {
    toast(body.msg, TOAST_REQUEST_ERROR)
    clearPendingId()
    throw new ApiError(body.msg, body.status, 'status', body)
  }
  if (options.isData || options.isHandle) {
    console.warn(`[api] ${url} status ${body.status}: ${body.msg}`)
    return body
  }
  toast(body.msg || t('request.error'), TOAST_REQUEST_ERROR)
  throw new ApiError(body.msg || t('request.error'), body.status, 'status', body)
}

function notify(msg: string, duration: number, options: RequestOptions): void {
  if (!options.silent) showToast(msg, duration)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A transport failure: '请求超时' plus the url on timeout, '请求错误' otherwise (docs/product.md: Errors). */
export function handleFailure(url: string, errMsg: string | undefined, options: RequestOptions = {}): never {
  const toast = (msg: string, duration: number) => notify(msg, duration, options)
  if (/timeout|超时/i.test(errMsg || '')) {
    const msg = `${t('request.timeout')} ${url}`
    toast(msg, TOAST_REQUEST_ERROR)
    throw new ApiError(msg, 0, 'timeout')
  }
  const msg = t('request.error')
  toast(msg, TOAST_REQUEST_ERROR)
  throw new ApiError(msg, 0, 'network')
}

/** POSTs to the API: token in Authorization, version and client in header and body (docs/product.md: Calls). */
export async function post<T = unknown, B extends object = Record<string, unknown>>(
  path: string,
  body?: B,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = apiUrl(path)
  if (options.loading) showLoading(typeof options.loading === 'string' ? options.loading : t('common.loading'))
  let res: HttpAnswer
  try {
    res = await postJson(url, { ...(body ?? {}), version: CLIENT_VERSION, client: CLIENT_TYPE }, { 'Content-Type': 'application/json', ...clientHeaders() }, REQUEST_TIMEOUT)
  } catch (err) {
    return handleFailure(path, (err as { errMsg?: string })?.errMsg ?? String(err), options)
  } finally {
    if (options.loading) hideLoading()
  }
  return handleResponse<T>(path, res.statusCode, res.data, options)
}
