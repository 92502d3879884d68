import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { INVITE_SOURCE } from '@/constants'
import { inWechatBrowser } from '@/lib/platform'
import { h5Link, sharePath, shareTitle } from '@/lib/share'
import { userIdAtom, userInfoAtom } from '@/store/session'

/**
 * What sharing a page sends (docs/product.md "Constants"): the spec's title (what the user saved,
 * else the default) and the home page with the user as referrer. In the mini-program the share
 * card and the timeline post (source 3; the page's config enables them: the registry's share and
 * timeline); on H5 inside WeChat the JS-SDK's share data (source 2, the SDK loaded there only);
 * elsewhere nothing (the pages offer 复制链接). The home page and 邀请好友 use it.
 */
export function useShareInvite(): void {
  const account = useAtomValue(userInfoAtom)
  const storedId = useAtomValue(userIdAtom)
  const userId = account?.id ?? storedId
  const title = shareTitle(account?.total_saved)
  const miniPath = sharePath(userId, INVITE_SOURCE.mini_program)

  useShareAppMessage(() => ({ title, path: miniPath }))
  useShareTimeline(() => ({ title, query: miniPath.split('?')[1] ?? '' }))

  useEffect(() => {
    // a condition the build decides: the mini-program's bundle has no trace of the JS-SDK module
    if (process.env.TARO_ENV === 'h5' && inWechatBrowser()) {
      const link = h5Link(window.location, sharePath(userId, INVITE_SOURCE.link))
      import('./wechatShare').then((sdk) => sdk.shareInWechat({ title, link })).catch(() => undefined)
    }
  }, [title, userId])
}
