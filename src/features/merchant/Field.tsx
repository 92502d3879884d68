import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

// A labelled row of the merchant forms, with its problem under it once the user tried to send.
export default function Field({ label, error, children, className = '' }: { label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <View className={`mc-field ${className}`}>
      <Text className='mc-field__label'>{label}</Text>
      <View className='mc-field__input' ariaLabel={label}>{children}</View>
      {error ? <View className='mc-field__error' role='alert'>{error}</View> : null}
    </View>
  )
}
