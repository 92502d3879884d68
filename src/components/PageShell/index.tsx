import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import Page from '../Page'
import './index.scss'

// A page whose feature has not been built yet: the real navigation bar and title, and an honest
// "coming soon" notice. Every page using it is listed as a shell in docs/pages.md.
export default function PageShell() {
  const t = useT()
  return (
    <Page>
      <View className='page-shell'>
        <View className='page-shell__art'>
          <View className='page-shell__plate' />
          <View className='page-shell__steam page-shell__steam--1' />
          <View className='page-shell__steam page-shell__steam--2' />
        </View>
        <Text className='page-shell__text'>{t('common.comingSoon')}</Text>
      </View>
    </Page>
  )
}
