import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import type { MemberStatus } from '@api-types/member'
import { userInfoAtom } from '@/store/session'

/**
 * Writes a membership an action answered with (the trial, a task's award, a purchase) into the shared
 * account (userInfoAtom), so the me tab's badge and 有效期至 follow at once; user/info says the same
 * the next time it is read (docs/features.md, the data layer).
 */
export function useShareMembership(): (status: Partial<MemberStatus> | null | undefined) => void {
  const setUserInfo = useSetAtom(userInfoAtom)
  return useCallback(
    (status) => {
      if (!status || typeof status.is_member !== 'boolean') return
      const isVip = status.is_member
      const until = status.expire_time ?? null
      setUserInfo((info) => (info ? { ...info, is_vip: isVip, vip_expire_at: until } : info))
    },
    [setUserInfo],
  )
}
