import { TOAST_LOGIN } from '@/constants'
import { afterLogin } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { bindPendingReferrer } from '@/lib/referrer'
import { appStore } from '@/store/persisted'
import { loginTypeAtom, saveProfile } from '@/store/session'
import type { LoginResult } from '@api-types/login'
import type { ApiResponse } from '@api-types/envelope'

/**
 * A successful login of any kind: keep the profile (its token makes the user logged in), then the
 * server's message for 1.5 s and, after 1 s, the red-packet page for login type 1 or the me tab
 * (`stay`: no page change, for a form inside another page: 注册领福利). A referrer remembered from a
 * share link is bound meanwhile, in the background.
 */
export function completeLogin(res: ApiResponse<LoginResult>, { stay = false }: { stay?: boolean } = {}): Promise<void> {
  saveProfile(res.result)
  void bindPendingReferrer()
  if (stay) {
    toast(res.msg, TOAST_LOGIN)
    return Promise.resolve()
  }
  const loginType = res.result.login_type ?? appStore.get(loginTypeAtom)
  return afterLogin(res.msg, loginType)
}
