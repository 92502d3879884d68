import { RichText, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import NoNetwork from '@/components/NoNetwork'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import type { AgreementResult } from '@api-types/common'
import type { ApiResponse } from '@api-types/envelope'
import messages from './messages'
import './login.scss'

// An agreement as the server keeps it (title, HTML text, update date), with the no-network view.
export default function AgreementPage({ load }: { load: () => Promise<ApiResponse<AgreementResult>> }) {
  const t = useT(messages)
  const [doc, setDoc] = useState<AgreementResult | null>(null)
  const [failed, setFailed] = useState(false)

  const fetchDoc = () => {
    setFailed(false)
    load()
      .then((res) => setDoc(res.result))
      .catch(() => setFailed(true))
  }
  useEffect(fetchDoc, [load])

  return (
    <Page>
      {failed ? (
        <NoNetwork onRetry={fetchDoc} />
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
