import { TaskDetailScreen } from '@/features/gold'
// the stylesheet stays beside the page: its @import paths are relative to this sub-package
import './goldTasks.scss'

// 任务详情 (?type=N): one gold task and its action.
export default function BonusPage() {
  return <TaskDetailScreen />
}
