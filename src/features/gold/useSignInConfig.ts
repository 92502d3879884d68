import type { SignInConfig } from '@api-types/signIn'
import { config } from '@/api/signIn'
import { useQuery, type Query } from '@/data/useQuery'

/**
 * The user's sign-in config and state (today, signed_today, streak, gold) from /api/signIn/config,
 * loaded only when logged in (silent: each page shows its own states) and quietly again when the
 * page shows: back from 每日签到 or a login, today's sign-in may have changed. 每日签到 and 金币明细
 * both read today's state from here.
 */
export function useSignInConfig(): Query<SignInConfig | null> {
  return useQuery<SignInConfig | null>('config', () => config({ silent: true }).then((res) => res.result ?? null), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
}
