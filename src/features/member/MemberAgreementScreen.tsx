import { RichText, Text, View } from '@tarojs/components'
import { Empty, Skeleton } from '@nutui/nutui-react-taro'
import type { AgreementResult } from '@api-types/common'
import { memberAgreement } from '@/api/common'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { useQuery } from '@/data/useQuery'
import { useT } from '@/i18n'
import messages from './member.messages'
import { dateOf } from './memberView'
import './agreement.scss'

// 会员协议: the membership agreement as the server keeps it (common/memberAgreement: title, HTML,
// update date), drawn like the user and privacy agreements (features/account AgreementScreen: title,
// 更新于, the HTML in a RichText), with a skeleton, an empty and a failed state of its own. It needs
// no login.
export default function MemberAgreementScreen() {
  const t = useT(messages)
  const doc = useQuery<AgreementResult | null>('memberAgreement', () => memberAgreement({ silent: true }).then((res) => res.result ?? null))
  const data = doc.data

  let body
  if (data && (data.content ?? '').trim()) {
    body = (
      <View className='member-agreement'>
        {data.title ? <Text className='member-agreement__title'>{data.title}</Text> : null}
        {data.update_time ? <Text className='member-agreement__updated'>{t('agreement.updated', { date: dateOf(data.update_time) })}</Text> : null}
        <RichText className='member-agreement__body' nodes={data.content} />
      </View>
    )
  } else if (doc.state === 'ready') {
    body = <Empty className='member-agreement__empty' image={<View className='member-agreement__empty-art' />} description={t('agreement.empty')} />
  } else if (doc.state === 'error') {
    body = <LoadError title={t('agreement.failed')} error={doc.error} onRetry={doc.reload} />
  } else {
    body = (
      <View className='member-agreement' aria-busy='true'>
        <Skeleton width='50%' height='20px' />
        <Skeleton className='member-agreement__skeleton-date' width='30%' height='12px' />
        <Skeleton className='member-agreement__skeleton-lines' rows={12} width='100%' height='14px' />
      </View>
    )
  }

  return <Page className='member-agreement-page'>{body}</Page>
}
