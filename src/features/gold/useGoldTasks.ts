import { useAtomValue, useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import type { GoldTask, SignInAddGoldCoinResult, SignInTasksResult } from '@api-types/signIn'
import { addGoldCoin, tasks as fetchTasks } from '@/api/signIn'
import { useQuery, type Query } from '@/data/useQuery'
import { isLoggedInAtom, userInfoAtom } from '@/store/session'

/**
 * The gold tasks and the user's progress (signIn/tasks): loaded logged out too (the list without
 * progress), again on a login or a logout (the key) and quietly whenever the page shows (back from
 * doing a task). Silent: the pages show their own failed states.
 */
export function useTaskList(): Query<SignInTasksResult | null> {
  const loggedIn = useAtomValue(isLoggedInAtom)
  return useQuery<SignInTasksResult | null>(
    loggedIn ? 'tasks:in' : 'tasks:out',
    () => fetchTasks({ silent: true }).then((res) => res.result ?? null),
    { refreshOnShow: true },
  )
}

/**
 * Claiming a task's reward (addGoldCoin {type}), one claim at a time: the new gold goes to the shared
 * account (userInfoAtom) and the list is read again. A refusal is the request client's toast (the
 * server's reason) and resolves null.
 */
export function useTaskClaim(list: Query<SignInTasksResult | null>) {
  const setUserInfo = useSetAtom(userInfoAtom)
  /** The type being claimed. */
  const [claiming, setClaiming] = useState<number | null>(null)
  const running = useRef(false)

  const claim = async (task: GoldTask): Promise<SignInAddGoldCoinResult | null> => {
    if (running.current) return null
    running.current = true
    setClaiming(task.type)
    let result: SignInAddGoldCoinResult | null = null
    try {
      result = (await addGoldCoin({ type: task.type })).result ?? null
      const gold = result?.gold_balance
      if (typeof gold === 'number') setUserInfo((info) => (info ? { ...info, gold } : info))
    } catch {
      // refused (cap reached, no proof yet): the request client has shown the server's reason
    } finally {
      running.current = false
      setClaiming(null)
    }
    await list.refresh().catch(() => undefined)
    return result
  }

  return { claiming, claim }
}
