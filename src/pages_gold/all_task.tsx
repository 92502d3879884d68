import { GoldTasksScreen } from '@/features/gold'
// the stylesheet stays beside the page: its @import paths are relative to this sub-package
import './goldTasks.scss'

// 全部任务: the gold tasks.
export default function AllTaskPage() {
  return <GoldTasksScreen />
}
