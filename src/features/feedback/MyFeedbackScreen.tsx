import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import { shortTime } from '@/utils/time'
import messages from './feedback.messages'
import { useMyFeedback } from './useFeedback'
import './feedback.scss'

const go = (url: string) => navigateTo(url).catch(() => undefined)

// 我的反馈 (pagesme/feedback/feedback): the user's feedback, newest first, with its state and a dot
// on an unread reply; a card opens 反馈详情; empty: a button to write one; 我要反馈 at the bottom.
export default function MyFeedbackScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const list = useMyFeedback()
  useReachBottom(() => {
    list.loadMore()
  })

  let body: JSX.Element
  if (!loggedIn) body = <LoginPrompt title={t('fb.loginTitle')} hint={t('fb.loginHint')} button={t('common.loginRegister')} />
  else if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('fb.listFailed')} error={list.error} onRetry={list.reload} />
  else if (list.items.length === 0) {
    body = (
      <Empty className='fb-empty' image={<View className='fb-empty__art' />} title={t('fb.empty')} description={t('fb.emptyHint')}>
        <Button className='fb-empty__add' type='primary' onClick={() => go(pageUrl('addFeedback'))}>{t('fb.add')}</Button>
      </Empty>
    )
  } else {
    body = (
      <View className='fb-list'>
        {list.items.map((f) => (
          <View key={f.id} className='fb-card fb-item' role='link' data-id={f.id} onClick={() => go(pageUrl('feedbackThread', { id: f.id }))}>
            <View className='fb-item__head'>
              <Text className='fb-item__type'>{t(`fb.type.${f.type}`)}</Text>
              {f.unread ? <View className='fb-item__dot' aria-label={t('fb.unread')} role='img' /> : null}
              <Text className={`fb-tag fb-tag--${f.status}`}>{t(`fb.status.${f.status}`)}</Text>
            </View>
            <Text className='fb-item__content'>{f.content}</Text>
            {f.reply ? <Text className='fb-item__reply'>{t('fb.replyPreview', { reply: f.reply })}</Text> : null}
            <Text className='fb-item__time'>{shortTime(f.create_time)}</Text>
          </View>
        ))}
        <View className={`fb-footer fb-footer--${list.more}`} role='button' onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('fb.loadMore'), done: '', error: t('fb.moreFailed'), idle: t('fb.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <Page className='fb-page'>
      {body}
      {loggedIn && list.items.length > 0 ? (
        <View className='fb-actions fb-actions--bar'>
          <Button className='fb-add' type='primary' block onClick={() => go(pageUrl('addFeedback'))}>{t('fb.add')}</Button>
        </View>
      ) : null}
    </Page>
  )
}
