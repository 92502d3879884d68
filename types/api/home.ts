import { Type } from '@sinclair/typebox'
import { calls, NoResult, Text, type CallBody } from './contract'

// Advertising-channel attribution (/api/home/adCallBack).

export const home = calls({
  adCallBack: {
    path: '/api/home/adCallBack',
    doc: "keeps the ad channel's callback for attribution.",
    auth: 'optional',
    body: Type.Object({
      /** The ad channel's callback parameter from the landing url, passed through unchanged. */
      callback: Text(2048),
    }),
    result: NoResult,
  },
})

export type HomeAdCallBackRequest = CallBody<typeof home.adCallBack>
