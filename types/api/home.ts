import { Type } from '@sinclair/typebox'
import { calls, returns, Text, type CallBody } from './contract'
import type { EmptyResult } from './envelope'

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
    result: returns<EmptyResult>(),
  },
})

export type HomeAdCallBackRequest = CallBody<typeof home.adCallBack>
