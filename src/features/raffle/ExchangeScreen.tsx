import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { RaffleWin } from '@api-types/raffle'
import { claim, wins } from '@/api/raffle'
import DetailStates from '@/components/DetailStates'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { TOAST_DEFAULT } from '@/constants'
import { pageRowsOf } from '@/data/usePagedQuery'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { backOrRedirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageParams, pageUrl } from '@/routes'
import { ADDRESS_MAX, NAME_MAX, addressProblem, isWin, type Address } from './raffleView'
import messages from './raffle.messages'
import './raffle.scss'

/** The newest wins this page looks the prize up among (my_raffle opens it for one of them). */
const LOOKUP_LIMIT = 50

// 填写收货地址 (exchange?win_id=): the physical prize to ship, and the name, phone and address it
// goes to; sent once (raffle/claim), then back to 我的奖品, where it reads 待发货.
export default function ExchangeScreen() {
  const t = useT(messages)
  const { win_id: winId } = pageParams('prizeExchange', useRouter().params)
  const win = useQuery<RaffleWin | null>(
    `raffleWin:${winId}`,
    () => wins({ page: 1, limit: LOOKUP_LIMIT }, { silent: true }).then((res) => pageRowsOf(res.result, isWin).list.find((row) => row.id === winId) ?? null),
    { enabled: !!winId, whenLoggedIn: true },
  )
  const [form, setForm] = useState<Address>({ name: '', tel: '', address: '' })
  const [sent, setSent] = useState(false)
  const submit = useAction()
  const set = (key: keyof Address) => (value: string) => setForm((current) => ({ ...current, [key]: value }))

  if (!win.data) {
    if (win.state === 'ready' || !winId) {
      return (
        <Page className='raffle-page raffle-exchange'>
          <View className='raffle-exchange__missing' role='alert'>{t('raffle.winMissing')}</View>
        </Page>
      )
    }
    return <DetailStates page='raffle-page raffle-exchange' card='raffle-card raffle-exchange__prize' failed={t('raffle.winsFailed')} remote={win} />
  }

  const prize = win.data
  const claimable = prize.state === 'to_claim' && !sent
  const save = () => {
    const problem = addressProblem(form)
    submit.run(problem && t(problem), async () => {
      await claim({ win_id: prize.id, name: form.name.trim(), tel: form.tel.trim(), address: form.address.trim() })
      setSent(true)
      toast(t('raffle.submitted'), TOAST_DEFAULT)
      await backOrRedirectTo(pageUrl('myPrizes')).catch(() => undefined)
    })
  }

  return (
    <Page className='raffle-page raffle-exchange'>
      <View className='raffle-card raffle-exchange__prize'>
        {prize.image ? (
          <Picture className='raffle-exchange__image' src={prize.image} alt={prize.prize_name} mode='aspectFill' style={{ width: '56px', height: '56px' }} />
        ) : null}
        <View className='raffle-exchange__prize-text'>
          <Text className='raffle-exchange__name'>{prize.prize_name}</Text>
          <Text className='raffle-exchange__activity'>{prize.activity_title}</Text>
        </View>
      </View>

      {claimable ? (
        <>
          <View className='raffle-card raffle-exchange__form'>
            <Text className='raffle-card__title'>{t('raffle.exchangeIntro', { prize: prize.prize_name })}</Text>
            <Field label={t('raffle.name')}>
              <Input className='raffle-exchange__input-name' maxLength={NAME_MAX} placeholder={t('raffle.namePlaceholder')} value={form.name} onChange={set('name')} />
            </Field>
            <Field label={t('raffle.tel')}>
              <Input className='raffle-exchange__input-tel' type='tel' maxLength={11} placeholder={t('raffle.telPlaceholder')} value={form.tel} onChange={set('tel')} />
            </Field>
            <Field label={t('raffle.address')}>
              <Input className='raffle-exchange__input-address' maxLength={ADDRESS_MAX} placeholder={t('raffle.addressPlaceholder')} value={form.address} onChange={set('address')} />
            </Field>
          </View>
          <Button className='raffle-exchange__submit' type='primary' block loading={submit.busy} disabled={submit.busy} onClick={save}>
            {t('raffle.submit')}
          </Button>
        </>
      ) : (
        <View className='raffle-exchange__done' role='status'>
          {t(`raffle.win.${sent ? 'claimed' : prize.state}`)}
        </View>
      )}
    </Page>
  )
}

function Field({ label, children }: { label: string; children: JSX.Element }) {
  return (
    <View className='raffle-field'>
      <Text className='raffle-field__label'>{label}</Text>
      <View className='raffle-field__input' ariaLabel={label}>
        {children}
      </View>
    </View>
  )
}
