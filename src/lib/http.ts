import Taro from '@tarojs/taro'

// The transport under the request client (request.ts): one JSON POST. The mini-program goes through
// Taro.request; H5 uses the browser's fetch (http.h5.ts), which spares the first load Taro's
// request module. A failure rejects with { errMsg } as Taro.request does ('timeout' when it is one).

export interface HttpAnswer {
  statusCode: number
  data: unknown
}

export async function postJson(url: string, data: object, header: Record<string, string>, timeout: number): Promise<HttpAnswer> {
  const res = await Taro.request({ url, method: 'POST', data, header, timeout, dataType: 'json' })
  return { statusCode: res.statusCode, data: res.data }
}
