import { RichText, Text, View } from '@tarojs/components'
import NoNetwork from '@/components/NoNetwork'
import Page from '@/components/Page'
import { privacyAgreement, userAgreement } from '@/api/common'
import { useQuery } from '@/data/useQuery'
import { useT } from '@/i18n'
import messages from './login.messages'
import './login.scss'

const LOADERS = {
  user: () => userAgreement({ silent: true }),
  privacy: () => privacyAgreement({ silent: true }),
}

// An agreement as the server keeps it (title, HTML text, update date), with the no-network view:
// the user agreement (yhxy) or the privacy policy (ysxy).
export default function AgreementScreen({ kind }: { kind: keyof typeof LOADERS }) {
  const t = useT(messages)
  const query = useQuery(kind, () => LOADERS[kind]().then((res) => res.result))
  const doc = query.data

  return (
    <Page>
      {query.state === 'error' ? (
        <NoNetwork onRetry={query.reload} />
      ) : doc ? (
        <View className='agreement'>
          <Text className='agreement__title'>{doc.title}</Text>
          {doc.update_time ? <Text className='agreement__updated'>{t('updated', { date: doc.update_time.slice(0, 10) })}</Text> : null}
          <RichText className='agreement__body' nodes={doc.content} />
        </View>
      ) : null}
    </Page>
  )
}
