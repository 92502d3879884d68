import Taro from '@tarojs/taro'
import type { ApiResponse } from '@api-types/envelope'
import type { UploadPolicy } from '@api-types/uploads'
import {
  CLIENT_TYPE, CLIENT_VERSION, TRANSPORT_CODE_ABORT, TRANSPORT_CODE_FILE_NETWORK, TRANSPORT_CODE_NETWORK,
  TRANSPORT_TIMEOUT,
} from '@/constants'
import { apiUrl } from './env'
import { clientHeaders, handleResponse, isHttpSuccess, type RequestOptions } from './request'

// File transfers (docs/product.md: Calls, Errors): multipart upload to the API and download by GET, with the transport
// codes. Apart from request.ts so that only pages that move files carry Taro's transfer code.

/** A failure of a file transfer, with the transport codes of docs/product.md (Errors). */
export class TransportError extends Error {
  constructor(message: string, readonly code: number) {
    super(message)
    this.name = 'TransportError'
  }
}

export function transportCode(errMsg: string | undefined): number {
  const text = errMsg || ''
  if (/abort/i.test(text)) return TRANSPORT_CODE_ABORT
  if (/timeout/i.test(text)) return TRANSPORT_CODE_NETWORK
  return TRANSPORT_CODE_FILE_NETWORK
}

/** Multipart upload of one local file to an API path; resolves the envelope like post(). */
export async function upload<T = unknown>(
  path: string,
  filePath: string,
  options: { name?: string; formData?: Record<string, string | number> } & RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = apiUrl(path)
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url,
      filePath,
      name: options.name ?? 'file',
      header: clientHeaders(),
      formData: { ...(options.formData ?? {}), version: CLIENT_VERSION, client: CLIENT_TYPE },
      timeout: TRANSPORT_TIMEOUT,
    } as Taro.uploadFile.Option)
  } catch (err) {
    const errMsg = (err as { errMsg?: string })?.errMsg ?? String(err)
    throw new TransportError(errMsg, transportCode(errMsg))
  }
  return handleResponse<T>(path, res.statusCode, res.data, options)
}

/** A bucket's refusal code (S3's XML error), when it says one. */
function bucketCode(data: unknown): string {
  return /<Code>([^<]+)<\/Code>/.exec(typeof data === 'string' ? data : '')?.[1] ?? ''
}

/**
 * Uploads one local file as a policy says (user/uploadPolicy; docs/server.md: Uploads) and resolves
 * the stored file's URL. To this server's upload call: with the client headers, its envelope carries
 * the url (a refusal as post()'s). To a bucket: the policy's fields first, never the token nor
 * cookies; it answers no envelope, so a refusal is an HTTP failure (its size refusal as the server's
 * 413) and the file is then at file_url.
 */
export async function sendByPolicy(policy: UploadPolicy, filePath: string, options: RequestOptions = {}): Promise<string> {
  if (!/^https?:\/\//.test(policy.url)) {
    const res = await upload<{ url?: string }>(policy.url, filePath, { ...options, name: policy.file_field, formData: policy.fields })
    if (res.status !== 1 || !res.result?.url) throw new TransportError(`${policy.url}: no url`, TRANSPORT_CODE_FILE_NETWORK)
    return res.result.url
  }
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: policy.url,
      filePath,
      name: policy.file_field,
      formData: policy.fields,
      timeout: TRANSPORT_TIMEOUT,
      withCredentials: false,
    } as Taro.uploadFile.Option)
  } catch (err) {
    const errMsg = (err as { errMsg?: string })?.errMsg ?? String(err)
    throw new TransportError(errMsg, transportCode(errMsg))
  }
  if (isHttpSuccess(res.statusCode) && policy.file_url) return policy.file_url
  const status = bucketCode(res.data) === 'EntityTooLarge' ? 413 : res.statusCode
  // refused like an API call (the user told unless silent): handleResponse throws ApiError
  if (!isHttpSuccess(status)) handleResponse(policy.url, status, null, options)
  throw new TransportError(`${policy.url}: HTTP ${res.statusCode} without a file url`, TRANSPORT_CODE_FILE_NETWORK)
}

/** GET download of a file; resolves the local temp path. */
export async function download(url: string): Promise<string> {
  let res: Taro.downloadFile.FileSuccessCallbackResult
  try {
    res = await Taro.downloadFile({ url, header: clientHeaders(), timeout: TRANSPORT_TIMEOUT } as Taro.downloadFile.Option)
  } catch (err) {
    const errMsg = (err as { errMsg?: string })?.errMsg ?? String(err)
    throw new TransportError(errMsg, transportCode(errMsg))
  }
  if (!isHttpSuccess(res.statusCode)) throw new TransportError(`HTTP ${res.statusCode}`, TRANSPORT_CODE_FILE_NETWORK)
  return res.tempFilePath
}
