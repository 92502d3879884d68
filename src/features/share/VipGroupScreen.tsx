import { Text, View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { appConfig } from '@/api/config'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { writeClipboard } from '@/lib/clipboard'
import { confirm } from '@/lib/dialog'
import { assetUrl } from '@/lib/env'
import { toast } from '@/lib/toast'
import { download } from '@/lib/transfer'
import type { AppConfigResult } from '@api-types/config'
import { saveImage } from './saveImage'
import messages from './vipGroup.messages'
import './vipGroup.scss'

const WEAPP = process.env.TARO_ENV === 'weapp'

/** The welfare group as the operator set it (appConfig system_infos, docs/rules.md "Team and referral"); null when none. */
export function welfareGroupOf(config: AppConfigResult | null | undefined): { qrcode: string; wechat: string; intro: string } | null {
  const infos = config?.system_infos ?? {}
  const qrcode = (infos.welfare_group_qrcode ?? '').trim()
  const wechat = (infos.welfare_group_wechat ?? '').trim()
  if (!qrcode && !wechat) return null
  return { qrcode, wechat, intro: (infos.welfare_group_intro ?? '').trim() }
}

// 福利群: the welfare group's QR code and its assistant's WeChat ID, from the operator's config,
// with 保存图片 and 复制微信号; an empty state while the operator set none.
export default function VipGroupScreen() {
  const t = useT(messages)
  const config = useQuery<AppConfigResult | null>('appConfig', () => appConfig({ silent: true }).then((res) => res.result ?? null))
  const save = useAction()
  const copy = useAction()

  let body
  if (config.state === 'error' && !config.data) body = <LoadError title={t('failed')} error={config.error} onRetry={config.reload} />
  else if (config.data === undefined) body = <View className='vip-group__card'><Skeleton rows={4} width='100%' height='20px' /></View>
  else {
    const group = welfareGroupOf(config.data)
    if (!group) {
      body = <Empty className='vip-group__empty' title={t('empty')} description={t('emptyHint')} />
    } else {
      const picture = assetUrl(group.qrcode)
      const saveQr = () => save.run(null, async () => {
        const askSettings = () => confirm({ title: t('albumTitle'), content: t('albumContent'), confirmText: t('openSettings') })
        try {
          const file = WEAPP ? await download(picture) : picture
          const saved = await saveImage(file, 'fanbei-welfare-group.png', askSettings)
          toast(t(saved === 'saved' ? 'savedToast' : 'saveFailed'), TOAST_DEFAULT)
        } catch {
          toast(t('saveFailed'), TOAST_DEFAULT)
        }
      })
      const copyWechat = () => copy.run(null, async () => {
        try {
          await writeClipboard(group.wechat)
          toast(t('copied'), TOAST_DEFAULT)
        } catch {
          toast(t('copyFailed'), TOAST_DEFAULT)
        }
      })
      body = (
        <View className='vip-group__card'>
          <Text className='vip-group__title'>{t('title')}</Text>
          <Text className='vip-group__intro'>{group.intro || t('intro')}</Text>
          {picture ? (
            <>
              <Picture className='vip-group__qr' src={picture} alt={t('qrAlt')} mode='aspectFit' {...(WEAPP ? { showMenuByLongpress: true } : {})} />
              <Button className='vip-group__save' type='primary' block loading={save.busy} onClick={saveQr}>{t('saveImage')}</Button>
            </>
          ) : null}
          {group.wechat ? (
            <View className='vip-group__wechat'>
              <Text className='vip-group__label'>{t('wechatLabel')}</Text>
              <Text className='vip-group__id'>{group.wechat}</Text>
              <Button className='vip-group__copy' type='primary' fill='outline' block loading={copy.busy} onClick={copyWechat}>{t('copyWechat')}</Button>
            </View>
          ) : null}
        </View>
      )
    }
  }
  return <Page className='vip-group'>{body}</Page>
}
