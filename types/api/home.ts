// Advertising-channel attribution (/api/home/adCallBack).

export interface HomeAdCallBackRequest {
  /** The ad channel's callback parameter from the landing url, passed through unchanged. */
  callback: string
}
