import { useAtomValue } from 'jotai'
import type { GoldTask, SignInAddGoldCoinResult, SignInTasksResult } from '@api-types/signIn'
import { addGoldCoin, tasks as fetchTasks } from '@/api/signIn'
import { useQuery, type Query } from '@/data/useQuery'
import { reloadAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { isLoggedInAtom } from '@/store/session'

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
 * Claiming a task's reward (addGoldCoin {type}), one claim at a time: the account is read again
 * (reloadAccount: its gold is the server's) and so is the list. A refusal is the request client's toast (the
 * server's reason) and resolves null.
 */
export function useTaskClaim(list: Query<SignInTasksResult | null>) {
  /** `target`: the type being claimed. */
  const { target: claiming, run } = useAction<number>()

  const claim = async (task: GoldTask): Promise<SignInAddGoldCoinResult | null> => {
    let result: SignInAddGoldCoinResult | null = null
    const ran = await run(null, async () => {
      result = (await addGoldCoin({ type: task.type })).result ?? null
      reloadAccount()
    }, task.type)
    // claimed or refused (cap reached, no proof yet): the list as the server has it now
    if (ran) await list.refresh().catch(() => undefined)
    return result
  }

  return { claiming, claim }
}
