import { useAtomValue } from 'jotai'
import type { MemberTask } from '@api-types/member'
import { free, getAward } from '@/api/member'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { webviewUrl } from '@/lib/navItem'
import { NavigationError, navigateTo, openPage } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import messages from './tasks.messages'
import { messageOr, tasksOf } from './memberView'
import { reloadAccount } from '@/features/account'

/**
 * 免费领会员: the free-membership tasks and the user's progress (member/free), loaded only when
 * logged in and quietly again whenever the page shows (back from doing a task). `claim` takes a
 * finished task's award once (member/getAward), toasts the server's message and reloads; `go` opens
 * where the task is done (a page or tab of the app, or a web link in the in-app web page).
 */
export function useMemberTasks() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const tasks = useQuery<MemberTask[]>('tasks', () => free({ silent: true }).then((res) => tasksOf(res.result?.tasks)), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  /** `target`: the task whose award is being claimed. */
  const { target: claiming, run } = useAction<number>()

  const claim = async (task: MemberTask): Promise<void> => {
    if (task.status !== 1) return
    const ran = await run(null, async () => {
      const res = await getAward({ task_id: task.id })
      reloadAccount()
      toast(messageOr(res.msg, t('tasks.claimDone', { days: Number(res.result?.award_days ?? task.award_days) || 0 })), TOAST_DEFAULT)
    }, task.id)
    // claimed or refused (not finished, already claimed): the progress as the server has it now
    if (ran) await tasks.refresh().catch(() => undefined)
  }

  const go = async (task: MemberTask): Promise<void> => {
    const path = (task.path ?? '').trim()
    if (!path) return
    try {
      await (/^https?:\/\//i.test(path) ? navigateTo(webviewUrl(path, task.title)) : openPage(path))
    } catch (e) {
      // a second tap while the page opens says nothing; a path the app does not have does
      if (!(e instanceof NavigationError && e.reason === 'busy')) toast(t('tasks.openFailed'), TOAST_DEFAULT)
    }
  }

  return { loggedIn, tasks, claiming, claim, go }
}
