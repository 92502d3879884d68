import { Text, View, WebView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useT } from '@/i18n'
import { writeClipboard } from '@/lib/clipboard'
import { goBack } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import messages from './web.messages'
import './web.scss'

const WEB_LINK = /^https?:\/\/[^\s/?#]+/i

/**
 * The link of the `url` query: webviewUrl encodes it; the mini-program hands the query over still
 * encoded, the H5 router already decoded. Null when it is not an http(s) address.
 */
export function webLinkOf(raw: string | undefined): string | null {
  let link = (raw ?? '').trim()
  if (!link.includes('://')) {
    try {
      link = decodeURIComponent(link).trim()
    } catch {
      return null
    }
  }
  return WEB_LINK.test(link) ? link : null
}

/** The `title` query, decoded when it still is (a title with a lone '%' stays as given). */
function titleOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function openInBrowser(link: string) {
  // window.open is refused by some in-app browsers and popup blockers: leave in this tab then
  if (!window.open(link, '_blank', 'noopener')) window.location.href = link
}

// An external web page inside the app (toweburl, popup_webview: ?url=<encoded link>&title=).
// The mini-program shows it in its web view (the domain must be a business domain of the app).
// In the browser Taro's web view is an iframe, which many sites refuse to fill: the page offers
// to open the link in the browser or copy it, above the frame.
export default function WebScreen() {
  const t = useT(messages)
  const { params } = useRouter()
  const link = webLinkOf(params.url)
  const title = titleOf(params.title)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    // the H5 title follows Page's title; the mini-program's web view keeps the native bar
    if (process.env.TARO_ENV !== 'h5' && title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  if (!link) {
    return (
      <Page className='web-page' title={title}>
        <Empty
          className='web-page__invalid'
          image={<View className='web-page__broken' />}
          title={t('invalid')}
          description={t('invalidHint')}
        >
          <Button className='web-page__back' type='primary' onClick={() => goBack()}>
            {t('common.back')}
          </Button>
        </Empty>
      </Page>
    )
  }

  if (process.env.TARO_ENV !== 'h5') return <WebView src={link} />

  const copy = async () => {
    try {
      await writeClipboard(link)
      toast(t('copied'), TOAST_DEFAULT)
    } catch {
      toast(t('copyFailed'), TOAST_DEFAULT)
    }
  }

  return (
    <Page className='web-page' title={title}>
      <View className='web-page__bar'>
        <Text className='web-page__link'>{link}</Text>
        <Text className='web-page__action web-page__copy' onClick={copy}>
          {t('copyLink')}
        </Text>
        <Text className='web-page__action web-page__open' onClick={() => openInBrowser(link)}>
          {t('openInBrowser')}
        </Text>
      </View>
      <View className='web-page__frame'>
        {loaded ? null : (
          <View className='web-page__loading' aria-busy='true'>
            <View className='web-page__spinner' />
            <Text className='web-page__loading-text'>{t('loading')}</Text>
          </View>
        )}
        <WebView src={link} onLoad={() => setLoaded(true)} />
      </View>
    </Page>
  )
}
