import { Text, View } from '@tarojs/components'
import { Checkbox, Input } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import messages from './login.messages'
import './login.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

// The pieces every login screen shares: the brand header, and the agreement line.

export function LoginLayout({ children }: { children?: ReactNode }) {
  const t = useT(messages)
  return (
    <Page className='login'>
      <View className='login__brand'>
        <Text className='login__welcome'>{t('welcome')}</Text>
        <Text className='login__slogan'>{t('slogan')}</Text>
      </View>
      <View className='login__card'>{children}</View>
    </Page>
  )
}

export function AgreementCheck({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const t = useT(messages)
  return (
    <View className='login__agreement'>
      <Checkbox
        className='login__agree-box'
        checked={agreed}
        onChange={onChange}
        // NutUI names the role with `ariaRole`, which WeChat reads and a browser does not (H5 shows an
        // `ariarole` attribute, and Lighthouse flags the aria-checked beside it): given again here
        role='checkbox'
        aria-label={[t('agreePrefix'), t('userAgreement'), t('and'), t('privacyPolicy')].join(' ')}
      />
      <Text className='login__agree-text' onClick={() => onChange(!agreed)}>{t('agreePrefix')}</Text>
      <Text className='login__link' onClick={() => navigateTo(pageUrl('userAgreement')).catch(() => undefined)}>{t('userAgreement')}</Text>
      <Text className='login__agree-text'>{t('and')}</Text>
      <Text className='login__link' onClick={() => navigateTo(pageUrl('privacyPolicy')).catch(() => undefined)}>{t('privacyPolicy')}</Text>
    </View>
  )
}

/** The mobile-number field every login form starts with (11 digits, docs/product.md (Validation)). */
export function TelField({ value, onChange }: { value: string; onChange: (tel: string) => void }) {
  const t = useT(messages)
  return (
    <View className='login__field'>
      <Input className='login__input login__tel' type='tel' maxLength={11} placeholder={t('telPlaceholder')} value={value} onChange={onChange} clearable />
    </View>
  )
}

/** The picture code: its image (tap for another), or a retry line when it could not load. */
export function ImageCodePicture({ image, failed, onRefresh }: { image: string; failed: boolean; onRefresh: () => void }) {
  const t = useT(messages)
  return (
    <View className='login__captcha' role='button' aria-label={t('refreshImage')} onClick={onRefresh}>
      {image ? <Picture alt='' className='login__captcha-img' src={image} mode='aspectFit' /> : null}
      {failed ? <Text className='login__captcha-failed'>{t('imageLoadFailed')}</Text> : null}
    </View>
  )
}
