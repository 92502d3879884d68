import Taro from '@tarojs/taro'
import type { ApiResponse } from '@api-types/envelope'
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
