import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { goBack } from '@/lib/navigation'
import messages from './upgrade.messages'
import './upgrade.scss'

/** Restarts into the new version: WeChat's downloaded one, or the H5 build the server now serves. */
function restart(): void {
  if (process.env.TARO_ENV === 'h5') window.location.reload()
  else Taro.getUpdateManager().applyUpdate()
}

// 版本升级 (/pages/lq-upgrade/upgrade, transparent bar, no animation): opened by lib/upgrade.ts
// from a tab page when a new version is ready; 重启以更新 restarts, 稍后再说 goes back.
export default function UpgradeScreen() {
  const t = useT(messages)
  // Page: the navigation bar the page config makes transparent (and its back button)
  return (
    <Page>
      <View className='upgrade'>
        <View className='upgrade__card' role='dialog' aria-label={t('upgrade.title')}>
          <Text className='upgrade__title'>{t('upgrade.title')}</Text>
          <Text className='upgrade__text'>{t('upgrade.text')}</Text>
          <Button className='upgrade__restart' type='primary' block onClick={restart}>{t('upgrade.restart')}</Button>
          <Button className='upgrade__later' fill='none' block onClick={() => goBack().catch(() => undefined)}>{t('upgrade.later')}</Button>
        </View>
      </View>
    </Page>
  )
}
