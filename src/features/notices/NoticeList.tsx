import { Text, View } from '@tarojs/components'
import { usePageScroll, useReachBottom } from '@tarojs/taro'
import { Button, Empty, PullToRefresh, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowDown, MailF, NoticeF } from '@nutui/icons-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import NoNetwork from '@/components/NoNetwork'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { openNavItem } from '@/lib/navItem'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import type { Notice } from '@api-types/notice'
import { formatNoticeTime, noticeNavItem } from './noticeFormat'
import messages from './noticeList.messages'
import { useNoticeList } from './useNoticeList'
import './noticeList.scss'

/** type 2: account messages; anything else reads as a system notice. */
const ACCOUNT_TYPE = 2

export interface NoticeListProps {
  /** 1 system notices, 2 account messages. */
  type: number
  /** False while another tab's list is on screen: reaching the page bottom pages only the shown list. */
  active?: boolean
}

function openLink(notice: Notice) {
  const item = noticeNavItem(notice)
  // a rejected navigation (unknown page) says why
  if (item) openNavItem(item).catch((e: Error) => toast(e.message, TOAST_DEFAULT))
}

function ListSkeleton() {
  return (
    <View className='notice-list__skeleton' aria-busy='true'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='notice-card notice-card--skeleton'>
          <Skeleton className='notice-card__icon-skeleton' shape='circle' width='40px' height='40px' />
          <View className='notice-card__main'>
            <Skeleton width='55%' height='16px' />
            <Skeleton className='notice-card__skeleton-lines' rows={2} width='100%' height='12px' />
          </View>
        </View>
      ))}
    </View>
  )
}

// The notice list both notice pages share: a skeleton while the first page loads, the empty and
// failed states, then cards that open on tap (marking them read) with a link to what they announce,
// twenty more at the page bottom, and pull-down refresh.
export default function NoticeList({ type, active = true }: NoticeListProps) {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { notices, status, more, error, reload, refresh, loadMore, markRead } = useNoticeList(type, loggedIn)
  const [openId, setOpenId] = useState<number | null>(null)
  // pull-down only starts at the top of the page; kept as a flag so scrolling does not re-render
  const [atTop, setAtTop] = useState(true)

  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))
  useReachBottom(() => {
    if (active) loadMore()
  })

  const tap = (notice: Notice) => {
    setOpenId((id) => (id === notice.id ? null : notice.id))
    markRead(notice)
  }

  const onRefresh = () =>
    refresh().catch(() => {
      toast(t('notice.refreshFailed'), TOAST_DEFAULT)
    })

  if (status === 'loading') return <ListSkeleton />
  if (status === 'error') {
    if (error?.kind === 'network' || error?.kind === 'timeout') {
      return <NoNetwork onRetry={reload} reason={error.kind === 'timeout' ? 'timeout' : 'offline'} />
    }
    return (
      <Empty
        className='notice-list__state notice-list__state--error'
        image={<View className='notice-list__art notice-list__art--error' />}
        title={t('notice.failed')}
        description={error?.message}
      >
        <Button className='notice-list__retry' type='primary' onClick={reload}>
          {t('common.retry')}
        </Button>
      </Empty>
    )
  }

  return (
    <PullToRefresh className='notice-list' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
      {notices.length === 0 ? (
        <Empty
          className='notice-list__state'
          image={
            <View className='notice-list__art'>
              <NoticeF size={44} color='#FC4D16' />
            </View>
          }
          title={t('notice.empty')}
          description={t('notice.emptyHint')}
        />
      ) : (
        <View className='notice-list__items'>
          {notices.map((notice) => {
            const open = openId === notice.id
            const unread = loggedIn && !notice.is_read
            const account = notice.type === ACCOUNT_TYPE
            const link = open ? noticeNavItem(notice) : null
            return (
              <View
                key={notice.id}
                className={`notice-card${loggedIn && notice.is_read ? ' notice-card--read' : ''}${open ? ' notice-card--open' : ''}`}
                data-id={notice.id}
                role='button'
                aria-expanded={open}
                onClick={() => tap(notice)}
              >
                <View
                  className={`notice-card__icon notice-card__icon--${account ? 'account' : 'system'}`}
                  aria-label={t(account ? 'notice.account' : 'notice.system')}
                >
                  {account ? <MailF size={20} color='#fff' /> : <NoticeF size={20} color='#fff' />}
                  {unread ? <View className='notice-card__dot' aria-label={t('notice.unread')} /> : null}
                </View>
                <View className='notice-card__main'>
                  <View className='notice-card__head'>
                    <Text className='notice-card__title'>{notice.title}</Text>
                    <Text className='notice-card__time'>{formatNoticeTime(notice.create_time)}</Text>
                  </View>
                  <Text className='notice-card__content'>{notice.content}</Text>
                  {link ? (
                    <View className='notice-card__actions'>
                      <Button
                        className='notice-card__detail'
                        size='small'
                        type='primary'
                        onClick={(e) => {
                          e.stopPropagation()
                          openLink(notice)
                        }}
                      >
                        {t('notice.viewDetail')}
                      </Button>
                    </View>
                  ) : null}
                </View>
                <ArrowDown className='notice-card__chevron' size={12} color='#bbb' />
              </View>
            )
          })}
          <View
            className={`notice-list__footer notice-list__footer--${more}`}
            onClick={canLoadMore(more) ? loadMore : undefined}
          >
            {{ loading: t('common.loading'), done: t('common.noMore'), error: t('notice.moreFailed'), idle: t('notice.loadMore') }[more]}
          </View>
        </View>
      )}
    </PullToRefresh>
  )
}
