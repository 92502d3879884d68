import { Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { cooperate } from '@/api/common'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { backOrRedirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { callProblems, COMPANY_MAX, CONTACT_MAX, CONTENT_MAX, cooperateBody, EMPTY_CALL, firstProblem, type CallField, type CallForm } from './merchantForms'
import Field from './Field'
import messages from './merchant.messages'
import './merchant.scss'

const FIELDS: readonly CallField[] = ['name', 'tel', 'content']

// 商务合作 (/pagesme/businessinto/callus): the cooperation enquiry (common/cooperate).
export default function CallUsScreen() {
  const t = useT(messages)
  const [form, setForm] = useState<CallForm>(EMPTY_CALL)
  const [tried, setTried] = useState(false)
  const submit = useAction()
  const set = (key: keyof CallForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }))
  const problems = callProblems(form)
  const shown = (field: CallField) => (tried && problems[field] ? t(problems[field]!) : undefined)
  const send = () => {
    setTried(true)
    const problem = firstProblem(problems, FIELDS)
    submit.run(problem ? t(problem) : null, async () => {
      await cooperate(cooperateBody(form))
      toast(t('mc.sent'), TOAST_DEFAULT)
      await backOrRedirectTo(pageUrl('merchantIntro')).catch(() => undefined)
    })
  }
  return (
    <Page className='mc-page mc-form'>
      <Text className='mc-form__intro'>{t('mc.callIntro')}</Text>
      <View className='mc-card'>
        <Field label={t('mc.name')} error={shown('name')}>
          <Input className='mc-form__name' maxLength={CONTACT_MAX} placeholder={t('mc.namePh')} value={form.name} onChange={set('name')} />
        </Field>
        <Field label={t('mc.tel')} error={shown('tel')}>
          <Input className='mc-form__tel' type='tel' maxLength={11} placeholder={t('mc.telPh')} value={form.tel} onChange={set('tel')} />
        </Field>
        <Field label={t('mc.company')}>
          <Input className='mc-form__company' maxLength={COMPANY_MAX} placeholder={t('mc.companyPh')} value={form.company} onChange={set('company')} />
        </Field>
        <Field label={t('mc.content')} error={shown('content')}>
          <TextArea className='mc-form__content' maxLength={CONTENT_MAX} placeholder={t('mc.contentPh')} value={form.content} onChange={set('content')} />
        </Field>
      </View>
      <Button className='mc-form__submit' type='primary' block loading={submit.busy} disabled={submit.busy} onClick={send}>
        {t('mc.send')}
      </Button>
    </Page>
  )
}
