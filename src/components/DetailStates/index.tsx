import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/components/Page'
import type { QueryState } from '@/data/useQuery'
import type { ApiError } from '@/lib/request'
import LoadError from '../LoadError'
import './index.scss'

export interface DetailStatesProps {
  /** The page's class, as on the page once its record shows (its background, its padding). */
  page: string
  /** The class of the page's white card: the skeleton takes its shape. */
  card: string
  /** The failed state's title. */
  failed: string
  /** The page's record (useQuery): loading shows the skeleton, anything else the failed state. */
  remote: { state: QueryState; error: ApiError | null; reload: () => void }
  /** Width of the skeleton's heading bar. */
  head?: string
  /** How many skeleton lines under the heading. */
  rows?: number
}

// A detail page (one record by id) before its record is on screen: a card outline while it loads,
// then why it did not load (LoadError: no network, or the server's reason with a retry).
export default function DetailStates({ page, card, failed, remote, head = '50%', rows = 4 }: DetailStatesProps) {
  return (
    <Page className={page}>
      {remote.state === 'loading' ? (
        <View className={card} aria-busy='true'>
          <Skeleton width={head} height='20px' />
          <Skeleton className='detail-states__lines' rows={rows} width='100%' height='14px' />
        </View>
      ) : (
        <LoadError title={failed} error={remote.error} onRetry={remote.reload} />
      )}
    </Page>
  )
}
