import { Canvas, Text, View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { miniProgramCode } from '@/api/blindBox'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import Picture from '@/components/Picture'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { makeSharePoster, POSTER_CANVAS_ID, saveSharePoster, type PosterQr, type PosterText } from '@/features/share'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { assetUrl } from '@/lib/env'
import { redirectTo } from '@/lib/navigation'
import { h5Link } from '@/lib/share'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { userInfoAtom } from '@/store/session'
import messages from './blindBox.messages'
import { helpPath } from './blindBoxView'
import { useMyBoxes } from './useBlindBox'
import './blindBox.scss'

const WEAPP = process.env.TARO_ENV === 'weapp'
const BACKGROUND = { silent: true } as const

/** The poster's QR code: the help link (H5), or the box's mini-program code. */
function posterQr(code: string): Promise<PosterQr> {
  if (process.env.TARO_ENV !== 'weapp') return Promise.resolve({ link: h5Link(window.location, helpPath(code)) })
  return miniProgramCode({ code }, BACKGROUND).then((res) => ({ image: res.result.image }))
}

// 盲盒海报: the share poster's drawing (features/share) with the box's words and the QR code of
// its help link (the mini-program code of 盲盒助力 in the mini-program); 保存海报.
export default function BlindBoxPosterScreen() {
  const t = useT(messages)
  const account = useAtomValue(userInfoAtom)
  const boxes = useMyBoxes()
  const current = boxes.data?.current ?? null
  const save = useAction()

  const words: PosterText | null = current ? {
    appName: t('blindBox.posterTitle'),
    slogan: t('blindBox.posterSlogan'),
    nickname: account?.nickname ?? '',
    saved: t('blindBox.posterNeed', { left: current.helpers_needed - current.progress }),
    scanHint: t(WEAPP ? 'blindBox.scanWeapp' : 'blindBox.scanH5'),
  } : null
  const poster = useQuery(
    `${current?.code}|${JSON.stringify(words)}|${account?.avatar ?? ''}`,
    () => posterQr(current!.code).then((qr) => makeSharePoster(words!, assetUrl(account?.avatar ?? ''), qr)),
    { enabled: !!current && !!words },
  )

  if (boxes.state === 'error' && !boxes.data) {
    return (
      <Page className='blind-page'>
        <LoadError title={t('blindBox.loadFailed')} error={boxes.error} onRetry={boxes.reload} />
      </Page>
    )
  }
  if (boxes.data && !current) {
    return (
      <Page className='blind-page'>
        <Empty className='blind-empty' image={<View className='blind-empty__art' />} title={t('blindBox.noBox')} description={t('blindBox.noBoxHint')}>
          <Button className='blind-empty__go' type='primary' onClick={() => redirectTo(pageUrl('blindBox')).catch(() => undefined)}>{t('blindBox.goStart')}</Button>
        </Empty>
      </Page>
    )
  }

  const savePicture = () => save.run(null, async () => {
    if (!poster.data) return
    const askSettings = () => confirm({ title: t('blindBox.albumTitle'), content: t('blindBox.albumContent'), confirmText: t('blindBox.openSettings') })
    try {
      const saved = await saveSharePoster(poster.data, `fanbei-blind-box-${current?.code}.png`, askSettings)
      toast(t(saved === 'saved' ? 'blindBox.savedToast' : 'blindBox.saveFailed'), TOAST_DEFAULT)
    } catch {
      toast(t('blindBox.saveFailed'), TOAST_DEFAULT)
    }
  })

  let posterView
  if (poster.data) {
    const longPress = WEAPP ? { showMenuByLongpress: true } : {}
    posterView = <Picture className='blind-poster__img' src={poster.data} alt={t('blindBox.posterAlt', { name: account?.nickname ?? '' })} {...longPress} />
  } else if (poster.state === 'error') {
    posterView = (
      <View className='blind-poster__failed'>
        <Text className='blind-poster__note'>{t('blindBox.drawFailed')}</Text>
        <Button className='blind-poster__retry' size='small' type='primary' fill='outline' onClick={poster.reload}>{t('blindBox.retry')}</Button>
      </View>
    )
  } else {
    posterView = <Text className='blind-poster__note' aria-busy='true'>{t('blindBox.drawing')}</Text>
  }

  return (
    <Page className='blind-page'>
      <View className='blind-poster'>{posterView}</View>
      {WEAPP ? <Canvas type='2d' id={POSTER_CANVAS_ID} className='blind-poster__canvas' /> : null}
      {!WEAPP && poster.data ? <Text className='blind-poster__hint'>{t('blindBox.longPress')}</Text> : null}
      <View className='blind-poster__actions'>
        <Button className='blind-poster__save' type='primary' block disabled={!poster.data} loading={save.busy} onClick={savePicture}>{t('blindBox.savePoster')}</Button>
      </View>
    </Page>
  )
}
