import { Text, View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { BlindBoxHelpRow, BlindBoxHelpSide } from '@api-types/blindBox'
import { helps } from '@/api/blindBox'
import ListTabs from '@/components/ListTabs'
import { ListSkeleton } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import MemberAvatar from '@/components/MemberAvatar'
import Page from '@/components/Page'
import { canLoadMore, usePagedQuery } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import messages from './blindBox.messages'
import './blindBox.scss'

const LIMIT = 20
const BACKGROUND = { silent: true } as const

// 助力记录: the help my boxes received and the help I gave, newest first, paged; friends masked.
export default function BlindBoxHelpListScreen() {
  const t = useT(messages)
  const [side, setSide] = useState<BlindBoxHelpSide>('received')
  const list = usePagedQuery<BlindBoxHelpRow>(side, (page, limit) => helps({ side, page, limit }, BACKGROUND).then((res) => res.result), { limit: LIMIT, whenLoggedIn: true })

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('blindBox.listFailed')} error={list.error} onRetry={list.reload} />
  else if (!list.items.length) {
    body = <Empty className='blind-empty' image={<View className='blind-empty__art' />} title={t(side === 'received' ? 'blindBox.emptyReceived' : 'blindBox.emptyGiven')} />
  } else {
    body = (
      <View className='blind-records'>
        {list.items.map((row) => (
          <View key={row.id} className='blind-record'>
            <MemberAvatar className='blind-record__avatar' avatar={row.user.avatar} nickname={row.user.nickname} alt={t('blindBox.helperAvatar', { name: row.user.nickname })} />
            <View className='blind-record__main'>
              <Text className='blind-record__name'>{row.user.nickname}</Text>
              <Text className='blind-record__time'>{row.time.slice(0, 16)}</Text>
            </View>
            <View className='blind-record__side'>
              <Text className='blind-record__points'>{t(side === 'received' ? 'blindBox.helpedYou' : 'blindBox.youHelped', { points: row.points })}</Text>
              <Text className={`blind-past__state blind-past__state--${row.box_status}`}>{t(`blindBox.state.${row.box_status}`)}</Text>
            </View>
          </View>
        ))}
        <View className={`blind-records__footer blind-records__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('blindBox.moreFailed'), idle: t('blindBox.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <Page className='blind-page'>
      <ListTabs<BlindBoxHelpSide>
        tabs={[{ value: 'received', label: t('blindBox.tab.received') }, { value: 'given', label: t('blindBox.tab.given') }]}
        value={side}
        onChange={setSide}
      />
      {body}
    </Page>
  )
}
