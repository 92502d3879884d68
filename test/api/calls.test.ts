import Taro from '@tarojs/taro'
import type { Call } from '@api-types/contract'
import { CALL_GROUPS } from '@api-types/groups'

// The app's call functions (src/api, generated from the contract by `npm run contract`) against
// their declarations in types/api: one function per call the app makes, and each posts to its
// declared path with its body and the client stamp, passes its options to the client and resolves
// the envelope the server sent. That the files are current is proven by server/test/contract.test.ts.

type Fn = (...args: unknown[]) => Promise<{ status: number; msg: string; result: unknown }>

const STAMP = { version: '1.4.0', client: 'H5' }
const takesNothing = (call: Call) => Object.keys(call.body.properties).length === 0

const groups = Object.entries(CALL_GROUPS as Record<string, Record<string, Call>>)

describe.each(groups)('src/api/%s', (groupName, group) => {
  const appCalls = Object.entries(group).filter(([, call]) => !call.external)
  const mod: Record<string, Fn> = appCalls.length ? require(`@/api/${groupName}`) : {}
  const body = { sample: groupName }
  const invoke = (name: string, call: Call, options?: object) => {
    if (call.upload) return mod[name]('/tmp/photo.png', body, options)
    return takesNothing(call) ? mod[name](options) : mod[name](body, options)
  }

  let requestSpy: jest.SpyInstance
  let uploadSpy: jest.SpyInstance
  const answer = (data: unknown) => {
    requestSpy.mockImplementation(() => Promise.resolve({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' }))
    uploadSpy.mockImplementation(() => Promise.resolve({ statusCode: 200, data: JSON.stringify(data), errMsg: 'uploadFile:ok' }))
  }
  beforeEach(() => {
    requestSpy = jest.spyOn(Taro, 'request')
    uploadSpy = jest.spyOn(Taro, 'uploadFile')
  })
  afterEach(() => jest.restoreAllMocks())

  it('exports a function for each call the app makes, and nothing else (no outside service\'s call)', () => {
    expect(Object.keys(mod).sort()).toEqual(appCalls.map(([name]) => name).sort())
  })

  // a group whose calls are all an outside service's has no module: the app posts none of them
  if (appCalls.length > 0) {
    it.each(appCalls)('%s posts to its declared path and resolves the result', async (name, call) => {
      const result = { sample: name, list: [1, 2] }
      answer({ status: 1, msg: 'ok', result })

      const res = await invoke(name, call)

      expect(res).toMatchObject({ status: 1, result })
      const sent = takesNothing(call) ? STAMP : { ...body, ...STAMP }
      if (call.upload) {
        expect(requestSpy).not.toHaveBeenCalled()
        expect(uploadSpy.mock.calls[0][0]).toMatchObject({ url: call.path, filePath: '/tmp/photo.png', name: call.upload, formData: sent })
      } else {
        expect(uploadSpy).not.toHaveBeenCalled()
        expect(requestSpy).toHaveBeenCalledTimes(1)
        expect(requestSpy.mock.calls[0][0]).toMatchObject({ url: call.path, method: 'POST', header: STAMP })
        expect(requestSpy.mock.calls[0][0].data).toEqual(sent)
      }
    })

    it.each(appCalls)('%s passes its options to the client', async (name, call) => {
      // a refusal with isData resolves the envelope instead of rejecting: only the options can do that
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      answer({ status: 0, msg: 'refused', result: null })

      await expect(invoke(name, call, { isData: true })).resolves.toMatchObject({ status: 0, msg: 'refused' })
      expect(warn).toHaveBeenCalled()
    })
  }
})
