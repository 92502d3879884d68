import { Text, View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { useShareAppMessage } from '@tarojs/taro'
import { useEffect } from 'react'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { shareLinkInWechat } from '@/features/share'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { writeClipboard } from '@/lib/clipboard'
import { navigateTo, redirectTo } from '@/lib/navigation'
import { h5Link } from '@/lib/share'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { BoxProgress } from './BoxParts'
import messages from './blindBox.messages'
import { helpPath } from './blindBoxView'
import { useMyBoxes } from './useBlindBox'
import './blindBox.scss'

const WEAPP = process.env.TARO_ENV === 'weapp'

// 邀请好友助力: the open box's help link: 复制链接 on H5 (and WeChat's share menu in its browser),
// 分享给好友 in the mini-program (the share card opens 盲盒助力), and the poster. Sharing earns
// nothing; a friend's help only opens the box.
export default function BlindBoxInviteScreen() {
  const t = useT(messages)
  const boxes = useMyBoxes()
  const copy = useAction()
  const current = boxes.data?.current ?? null
  const path = current ? helpPath(current.code) : null
  const title = t('blindBox.shareTitle')

  useShareAppMessage(() => ({ title, path: path ?? pageUrl('blindBox') }))
  useEffect(() => {
    if (!WEAPP && path) shareLinkInWechat({ title, link: h5Link(window.location, path) }).catch(() => undefined)
  }, [path, title])

  if (boxes.state === 'error' && !boxes.data) {
    return (
      <Page className='blind-page'>
        <LoadError title={t('blindBox.loadFailed')} error={boxes.error} onRetry={boxes.reload} />
      </Page>
    )
  }
  if (!boxes.data) {
    return (
      <Page className='blind-page'>
        <View className='blind-hero' aria-busy='true'><Skeleton rows={3} width='100%' height='24px' animated /></View>
      </Page>
    )
  }
  if (!current || !path) {
    return (
      <Page className='blind-page'>
        <Empty className='blind-empty' image={<View className='blind-empty__art' />} title={t('blindBox.noBox')} description={t('blindBox.noBoxHint')}>
          <Button className='blind-empty__go' type='primary' onClick={() => redirectTo(pageUrl('blindBox')).catch(() => undefined)}>{t('blindBox.goStart')}</Button>
        </Empty>
      </Page>
    )
  }

  const link = WEAPP ? '' : h5Link(window.location, path)
  const copyLink = () => copy.run(null, async () => {
    try {
      await writeClipboard(link)
      toast(t('blindBox.copied'), TOAST_DEFAULT)
    } catch {
      toast(t('blindBox.copyFailed'), TOAST_DEFAULT)
    }
  })

  return (
    <Page className='blind-page'>
      <View className='blind-hero'>
        <View className='blind-hero__box' aria-hidden='true' />
        <Text className='blind-hero__title'>{t('blindBox.left', { left: current.helpers_needed - current.progress })}</Text>
        <BoxProgress progress={current.progress} needed={current.helpers_needed} helpers={current.helpers} t={t} />
        <Text className='blind-hero__note'>{t('blindBox.inviteHint')}</Text>
        {WEAPP ? (
          <Button className='blind-invite__share' type='primary' block openType='share'>{t('blindBox.shareToFriend')}</Button>
        ) : (
          <>
            <Text className='blind-invite__link' userSelect>{link}</Text>
            <Button className='blind-invite__copy' type='primary' block loading={copy.busy} onClick={copyLink}>{t('blindBox.copyLink')}</Button>
          </>
        )}
        <Button className='blind-invite__poster' fill='outline' type='primary' block onClick={() => navigateTo(pageUrl('blindBoxPoster')).catch(() => undefined)}>
          {t('blindBox.poster')}
        </Button>
        <Text className='blind-hero__note'>{t('blindBox.expires', { time: current.expire_time.slice(5, 16) })}</Text>
      </View>
    </Page>
  )
}
