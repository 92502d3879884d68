import { Text, View } from '@tarojs/components'
import { Button, Collapse } from '@nutui/nutui-react-taro'
import { ArrowDown } from '@nutui/icons-react-taro'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import messages from './guide.messages'
import './guide.scss'
import { pageUrl } from '@/routes'

// The free-meal flow, one CSS-drawn picture per step (no image files to load).
const STEPS = [
  { art: 'shop', title: 'step1Title', text: 'step1Text' },
  { art: 'order', title: 'step2Title', text: 'step2Text' },
  { art: 'upload', title: 'step3Title', text: 'step3Text' },
  { art: 'wallet', title: 'step4Title', text: 'step4Text' },
] as const

const MORE = [
  { icon: 'voucher', title: 'voucherTitle', text: 'voucherText' },
  { icon: 'coin', title: 'signinTitle', text: 'signinText' },
  { icon: 'vip', title: 'vipTitle', text: 'vipText' },
] as const

const FAQ = [
  ['faq1q', 'faq1a'],
  ['faq2q', 'faq2a'],
  ['faq3q', 'faq3a'],
  ['faq4q', 'faq4a'],
  ['faq5q', 'faq5a'],
] as const

/** The inner shapes of each step's picture. */
function StepArt({ art }: { art: (typeof STEPS)[number]['art'] }) {
  return (
    <View className={`novice-art novice-art--${art}`} aria-hidden='true'>
      <View className='novice-art__a' />
      <View className='novice-art__b' />
      <View className='novice-art__c' />
    </View>
  )
}

// Beginner guide (home tab entry 新手教程): how a free meal saves money, step by step, the other
// ways to save, common questions, and the way into the free-meal list.
export default function GuideScreen() {
  const t = useT(messages)
  return (
    <Page className='novice'>
      <View className='novice__hero'>
        <Text className='novice__hero-title'>{t('heroTitle')}</Text>
        <Text className='novice__hero-text'>{t('heroText')}</Text>
      </View>

      <View className='novice__card novice__steps'>
        <Text className='novice__title'>{t('stepsTitle')}</Text>
        {STEPS.map((step, i) => (
          <View key={step.art} className='novice-step'>
            <StepArt art={step.art} />
            <View className='novice-step__body'>
              <View className='novice-step__head'>
                <Text className='novice-step__no'>{i + 1}</Text>
                <Text className='novice-step__title'>{t(step.title)}</Text>
              </View>
              <Text className='novice-step__text'>{t(step.text)}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className='novice__card'>
        <Text className='novice__title'>{t('moreTitle')}</Text>
        {MORE.map((item) => (
          <View key={item.icon} className='novice-more'>
            <View className={`novice-more__icon novice-more__icon--${item.icon}`} aria-hidden='true' />
            <View className='novice-more__body'>
              <Text className='novice-more__title'>{t(item.title)}</Text>
              <Text className='novice-more__text'>{t(item.text)}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className='novice__card novice__faq'>
        <Text className='novice__title'>{t('faqTitle')}</Text>
        <Collapse accordion expandIcon={<ArrowDown size={14} color='#999' />}>
          {FAQ.map(([q, a]) => (
            <Collapse.Item key={q} name={q} title={t(q)}>
              <Text className='novice__answer'>{t(a)}</Text>
            </Collapse.Item>
          ))}
        </Collapse>
      </View>

      <View className='novice__footer'>
        <Button className='novice__go' type='primary' block onClick={() => navigateTo(pageUrl('freeMeals')).catch(() => undefined)}>
          {t('go')}
        </Button>
      </View>
    </Page>
  )
}
