import { Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { settleIn } from '@/api/common'
import Page from '@/components/Page'
import Uploader from '@/components/Uploader'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { backOrRedirectTo, navigateTo } from '@/lib/navigation'
import { onPlacePicked } from '@/lib/placePick'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import {
  applyProblems, CONTACT_MAX, EMPTY_APPLY, firstProblem, LICENCE_MAX, REMARK_MAX, settleInBody, SHOP_NAME_MAX, type ApplyField, type ApplyForm,
} from './merchantForms'
import Field from './Field'
import messages from './merchant.messages'
import { useCategoryNames } from './useMerchant'
import './merchant.scss'

const FIELDS: readonly ApplyField[] = ['shop_name', 'contact_name', 'tel', 'category', 'address', 'images']
const ADDRESS_MAX = 200

// 申请入驻 (/pagesme/businessinto/apply): the settle-in form (common/settleIn). The address is
// chosen on the app's place search in pick mode (lib/placePick.ts), which fills city and address;
// licence photos go through the shared uploader (purpose settle_in), logged in only. Problems show
// under their fields once the user tries to send; the server checks again.
export default function ApplyScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const categories = useCategoryNames()
  const [form, setForm] = useState<ApplyForm>(EMPTY_APPLY)
  const [tried, setTried] = useState(false)
  const submit = useAction()
  const set = <K extends keyof ApplyForm>(key: K) => (value: ApplyForm[K]) => setForm((current) => ({ ...current, [key]: value }))

  useEffect(() => onPlacePicked((place) => {
    setForm((current) => ({ ...current, city: place.city, address: `${place.address} ${place.name}`.trim().slice(0, ADDRESS_MAX) }))
  }), [])

  const problems = applyProblems(form)
  const shown = (field: ApplyField) => (tried && problems[field] ? t(problems[field]!) : undefined)
  const send = () => {
    setTried(true)
    const problem = firstProblem(problems, FIELDS)
    submit.run(problem ? t(problem) : null, async () => {
      await settleIn(settleInBody(form))
      toast(t('mc.submitted'), TOAST_DEFAULT)
      await backOrRedirectTo(pageUrl('merchantIntro')).catch(() => undefined)
    })
  }

  return (
    <Page className='mc-page mc-form'>
      <View className='mc-card'>
        <Field label={t('mc.shopName')} error={shown('shop_name')}>
          <Input className='mc-form__shop' maxLength={SHOP_NAME_MAX} placeholder={t('mc.shopNamePh')} value={form.shop_name} onChange={set('shop_name')} />
        </Field>
        <Field label={t('mc.contactName')} error={shown('contact_name')}>
          <Input className='mc-form__contact' maxLength={CONTACT_MAX} placeholder={t('mc.contactNamePh')} value={form.contact_name} onChange={set('contact_name')} />
        </Field>
        <Field label={t('mc.tel')} error={shown('tel')}>
          <Input className='mc-form__tel' type='tel' maxLength={11} placeholder={t('mc.telPh')} value={form.tel} onChange={set('tel')} />
        </Field>
        <Field label={t('mc.category')} error={shown('category')}>
          <View className='mc-chips' role='radiogroup'>
            {categories.map((name) => (
              <View
                key={name}
                role='radio'
                aria-checked={form.category === name}
                className={`mc-chips__chip${form.category === name ? ' mc-chips__chip--on' : ''}`}
                onClick={() => set('category')(name)}
              >
                {name}
              </View>
            ))}
          </View>
        </Field>
        <Field label={t('mc.address')} error={shown('address')}>
          <View className='mc-form__address' role='button' onClick={() => navigateTo(pageUrl('searchLocation', { pick: 1 })).catch(() => undefined)}>
            <Text className={form.address ? 'mc-form__address-text' : 'mc-form__address-placeholder'}>
              {form.address ? `${form.city} · ${form.address}` : t('mc.addressPick')}
            </Text>
          </View>
        </Field>
        <Field label={t('mc.licence')} error={shown('images')}>
          {loggedIn ? (
            <View>
              <Text className='mc-field__hint'>{t('mc.licenceHint')}</Text>
              <Uploader purpose='settle_in' maxCount={LICENCE_MAX} onChange={set('images')} label={t('mc.licence')} />
            </View>
          ) : (
            <Text className='mc-field__hint'>{t('mc.licenceLogin')}</Text>
          )}
        </Field>
        <Field label={t('mc.remark')}>
          <TextArea className='mc-form__remark' maxLength={REMARK_MAX} placeholder={t('mc.remarkPh')} value={form.remark} onChange={set('remark')} />
        </Field>
      </View>
      {loggedIn ? null : <Text className='mc-form__note'>{t('mc.guestNote')}</Text>}
      <Button className='mc-form__submit' type='primary' block loading={submit.busy} disabled={submit.busy} onClick={send}>
        {t('mc.submit')}
      </Button>
    </Page>
  )
}
