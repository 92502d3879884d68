// The envelope every call answers (docs/product.md: Calls): read as status, msg, result, ret.

export interface ApiResponse<T = unknown> {
  /** 1 success; -1 logged out; 2 clears the pending id; anything else is a refusal (docs/product.md: Errors). */
  status: number
  /**
   * On a refusal (status != 1), the message's stable key (e.g. 'loginFirst'): the app decides by
   * it, never by msg, which is in the caller's language (docs/product.md: Errors).
   */
  code?: string
  msg: string
  result: T
  ret?: unknown
}

/** Sent in the body of every call besides its own fields (docs/product.md: Calls, Constants). */
export interface ClientStamp {
  version: string
  client: string
}

export interface PageQuery {
  page: number
  limit: number
}

export interface Paged<T> {
  list: T[]
  total: number
  page: number
  limit: number
  /** Lists that do not count their rows (a count would scan them all) say whether a next page is left instead. */
  more?: boolean
}

/** A page of a list that is not counted: `more` says whether a next page is left. */
export type UncountedPage<T> = Omit<Paged<T>, 'total' | 'more'> & { more: boolean }

/** A yuan amount as the API speaks it: a string with at most two decimals, e.g. "12.50". */
export type Yuan = string
