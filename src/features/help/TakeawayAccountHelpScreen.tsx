import { Text, View } from '@tarojs/components'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import messages from './takeawayAccountHelp.messages'
import './takeawayAccountHelp.scss'

const STEPS = ['step1', 'step2', 'step3'] as const
const FAQ = [['faq1q', 'faq1a'], ['faq2q', 'faq2a']] as const

// Help for binding the takeaway-platform account: why, how, and the common questions.
export default function TakeawayAccountHelpScreen() {
  const t = useT(messages)
  return (
    <Page className='mt-help'>
      <View className='mt-help__card'>
        <Text className='mt-help__title'>{t('why')}</Text>
        <Text className='mt-help__text'>{t('whyText')}</Text>
      </View>
      <View className='mt-help__card'>
        <Text className='mt-help__title'>{t('stepsTitle')}</Text>
        {STEPS.map((key, i) => (
          <View key={key} className='mt-help__step'>
            <Text className='mt-help__num'>{i + 1}</Text>
            <Text className='mt-help__text'>{t(key)}</Text>
          </View>
        ))}
      </View>
      <View className='mt-help__card'>
        <Text className='mt-help__title'>{t('faqTitle')}</Text>
        {FAQ.map(([q, a]) => (
          <View key={q} className='mt-help__faq'>
            <Text className='mt-help__q'>{t(q)}</Text>
            <Text className='mt-help__text'>{t(a)}</Text>
          </View>
        ))}
      </View>
    </Page>
  )
}
