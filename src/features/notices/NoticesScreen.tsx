import Page from '@/components/Page'
import NoticeList from './NoticeList'

/** System notices: for everyone. */
const SYSTEM_NOTICES = 1

// Notices (消息通知), opened from the home notice bar: the system notices everyone sees.
export default function NoticesScreen() {
  return (
    <Page className='notice-page'>
      <NoticeList type={SYSTEM_NOTICES} />
    </Page>
  )
}
