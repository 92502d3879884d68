import Taro from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { MarketingXhsResult } from '@api-types/marketing'
import type { SeedingActivity } from '@api-types/seedingActivity'
import { getMarketingXhs } from '@/api/marketing'
import { apply, getSeeding, submit } from '@/api/seedingActivity'
import type { UploadItem } from '@/components/Uploader'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAccount } from '@/features/account'
import { saveSharePoster } from '@/features/share'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { toast } from '@/lib/toast'
import { userIdAtom } from '@/store/session'
import messages from './seeding.messages'
import { submitError, uploadedUrls } from './seedingView'

const ignore = () => undefined

/**
 * seedingActivity/getSeeding: the current activity and my part in it (logged in; again when the
 * page shows). Every seeding call names the logged-in user's id (the server refuses any other):
 * the account's (read by useAccount), or the one stored at login; until one is known, the
 * account's load stands for the page's (its failure, its retry).
 */
export function useSeeding() {
  const account = useAccount()
  const stored = useAtomValue(userIdAtom)
  const userId = account.userInfo?.id ?? stored
  const query = useQuery<SeedingActivity | null>(`seeding:${userId}`, () => getSeeding({ user_id: userId! }, { silent: true }).then((res) => res.result), {
    whenLoggedIn: true, enabled: userId !== null, refreshOnShow: true,
  })
  if (userId === null) return { ...query, state: account.shown, error: account.error, reload: account.reload, userId }
  return { ...query, userId }
}

/** marketing/getMarketingXhs: the Xiaohongshu posts to copy. */
export function useXhsPosts() {
  return useQuery<MarketingXhsResult>('xhsPosts', () => getMarketingXhs({ silent: true }).then((res) => res.result))
}

/**
 * 报名 and 提交审核: one request at a time; each reads the activity again afterwards (the server's
 * state is the page's). A refusal is the request client's toast of the server's reason.
 */
export function useSeedingActions(seeding: ReturnType<typeof useSeeding>) {
  const t = useT(messages)
  const applying = useAction()
  const submitting = useAction()
  const userId = seeding.userId

  const join = () => applying.run(null, async () => {
    try {
      await apply({ user_id: userId! })
      toast(t('sd.applied'), TOAST_DEFAULT)
    } finally {
      seeding.refresh().catch(ignore)
    }
  })

  const send = (a: SeedingActivity, link: string, images: UploadItem[]) => {
    const problem = submitError(link, images, a.allowed_hosts)
    const text = problem && t(problem, { platform: a.platform, hosts: a.allowed_hosts.join(', '), max: 9 })
    return submitting.run(text, async () => {
      try {
        await submit({ user_id: userId!, link: link.trim(), images: uploadedUrls(images) })
        toast(t('sd.submitted'), TOAST_DEFAULT)
      } finally {
        seeding.refresh().catch(ignore)
      }
    })
  }

  return { join, send, applying: applying.busy, submitting: submitting.busy }
}

/** 复制: the text to the clipboard, then 已复制. */
export function useCopy() {
  const t = useT(messages)
  return (text: string) => {
    Taro.setClipboardData({ data: text }).then(() => toast(t('sd.copied'), TOAST_DEFAULT), ignore)
  }
}

/**
 * 保存 a picture: in the mini-program downloaded first, then into the album (asking for the
 * permission as the share poster does); on H5 a download of it (WeChat's browser: the long press).
 */
export function useSaveImage() {
  const t = useT(messages)
  const askSettings = () => confirm({ title: t('sd.albumTitle'), content: t('sd.albumContent') })
  return async (url: string, n: number) => {
    try {
      const path = process.env.TARO_ENV === 'h5' ? url : (await Taro.downloadFile({ url })).tempFilePath
      const saved = await saveSharePoster(path, `seeding-${n}.jpg`, askSettings)
      if (saved === 'saved' && process.env.TARO_ENV !== 'h5') toast(t('sd.saved'), TOAST_DEFAULT)
    } catch {
      toast(t('sd.saveFailed'), TOAST_DEFAULT)
    }
  }
}
