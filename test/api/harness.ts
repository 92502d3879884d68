import Taro from '@tarojs/taro'
import type { ApiResponse } from '@api-types/envelope'
import type { RequestOptions } from '@/lib/request'

// Table-driven checks shared by the test/api/*.test.ts files: every exported function of an
// src/api module POSTs to its exact path with its body plus the client stamp, passes options
// through to the client, and resolves the envelope whose result the server sent.

export interface ApiCase {
  /** The exported function's name, also its key in PATHS. */
  name: string
  /** The path of spec section 7, spelled exactly. */
  path: string
  /** Calls the function with sample arguments and the given options. */
  call: (options?: RequestOptions) => Promise<ApiResponse<unknown>>
  /** The fields the function must send (besides version and client). */
  body: Record<string, unknown>
  /** Multipart upload (Taro.uploadFile) rather than Taro.request. */
  upload?: { filePath: string; name: string }
}

export interface ApiModule {
  PATHS: Readonly<Record<string, string>>
  [fn: string]: unknown
}

const STAMP = { version: '1.4.0', client: 'H5' }

type RequestSpy = jest.SpyInstance
type UploadSpy = jest.SpyInstance

function answerRequest(spy: RequestSpy, data: ApiResponse<unknown>): void {
  spy.mockImplementation(() =>
    Promise.resolve({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' }))
}

function answerUpload(spy: UploadSpy, data: ApiResponse<unknown>): void {
  spy.mockImplementation(() =>
    Promise.resolve({ statusCode: 200, data: JSON.stringify(data), errMsg: 'uploadFile:ok' }))
}

export function describeApi(group: string, mod: ApiModule, cases: ApiCase[]): void {
  describe(`src/api/${group}`, () => {
    let requestSpy: RequestSpy
    let uploadSpy: UploadSpy

    beforeEach(() => {
      requestSpy = jest.spyOn(Taro, 'request')
      uploadSpy = jest.spyOn(Taro, 'uploadFile')
    })
    afterEach(() => {
      jest.restoreAllMocks()
    })

    it('has one case per exported function, and PATHS names exactly those functions', () => {
      const functions = Object.keys(mod).filter((key) => typeof mod[key] === 'function').sort()
      expect(cases.map((c) => c.name).sort()).toEqual(functions)
      expect(Object.keys(mod.PATHS).sort()).toEqual(functions)
    })

    it.each(cases.map((c) => [c.name, c] as const))('%s posts to its path and resolves the result', async (_name, c) => {
      expect(mod.PATHS[c.name]).toBe(c.path)
      const result = { sample: c.name, list: [1, 2] }
      const envelope = { status: 1, msg: 'ok', result }
      if (c.upload) answerUpload(uploadSpy, envelope)
      else answerRequest(requestSpy, envelope)

      const res = await c.call()

      expect(res.status).toBe(1)
      expect(res.result).toEqual(result)
      if (c.upload) {
        expect(requestSpy).not.toHaveBeenCalled()
        expect(uploadSpy).toHaveBeenCalledTimes(1)
        const arg = uploadSpy.mock.calls[0][0]
        expect(arg.url).toBe(c.path)
        expect(arg.filePath).toBe(c.upload.filePath)
        expect(arg.name).toBe(c.upload.name)
        expect(arg.formData).toEqual({ ...c.body, ...STAMP })
      } else {
        expect(uploadSpy).not.toHaveBeenCalled()
        expect(requestSpy).toHaveBeenCalledTimes(1)
        const arg = requestSpy.mock.calls[0][0]
        expect(arg.url).toBe(c.path)
        expect(arg.method).toBe('POST')
        expect(arg.data).toEqual({ ...c.body, ...STAMP })
        expect(arg.header).toMatchObject(STAMP)
      }
    })

    it.each(cases.map((c) => [c.name, c] as const))('%s passes its options to the client', async (_name, c) => {
      // A refusal with isData resolves the envelope instead of rejecting: only the options can do that.
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      const envelope = { status: 0, msg: 'refused', result: null }
      if (c.upload) answerUpload(uploadSpy, envelope)
      else answerRequest(requestSpy, envelope)

      await expect(c.call({ isData: true })).resolves.toMatchObject({ status: 0, msg: 'refused' })
      expect(warn).toHaveBeenCalled()
    })
  })
}
