import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import './index.scss'

export interface NoNetworkProps {
  onRetry: () => void
  /** 'timeout' shows the connection-timeout text instead of the lost-signal one. */
  reason?: 'offline' | 'timeout'
}

// The no-network view (docs/product.md: Errors): 哎呀，网络信号丢失; tapping anywhere retries.
export default function NoNetwork({ onRetry, reason = 'offline' }: NoNetworkProps) {
  const t = useT()
  return (
    <View className='no-network' role='button' onClick={onRetry}>
      <View className='no-network__icon'>
        <View className='no-network__arc no-network__arc--outer' />
        <View className='no-network__arc no-network__arc--middle' />
        <View className='no-network__dot' />
        <View className='no-network__slash' />
      </View>
      <Text className='no-network__title'>{t('network.lost')}</Text>
      <Text className='no-network__hint'>{reason === 'timeout' ? t('network.timeout') : t('network.tapRetry')}</Text>
    </View>
  )
}
