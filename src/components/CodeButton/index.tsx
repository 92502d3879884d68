import { View } from '@tarojs/components'
import { useState } from 'react'
import { CODE_COUNTDOWN_SECONDS } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useCountdown } from '@/hooks/useCountdown'
import { useT } from '@/i18n'
import './index.scss'

export interface CodeButtonProps {
  /** Sends the code; resolve false (or reject) when nothing was sent, so no countdown starts. */
  onSend: () => Promise<boolean | void>
  disabled?: boolean
  className?: string
}

// The verification-code button (docs/product.md: Validation): 获取验证码, then a 60 s countdown 'X秒重新获取', then 重新获取.
export default function CodeButton({ onSend, disabled, className }: CodeButtonProps) {
  const t = useT()
  const { remaining, start } = useCountdown()
  const [sentOnce, setSentOnce] = useState(false)
  const sending = useAction()
  const counting = remaining > 0
  const label = counting ? t('code.countdown', { n: remaining }) : sentOnce ? t('code.again') : t('code.get')
  const inactive = disabled || counting || sending.busy

  const handleClick = async () => {
    if (inactive) return
    await sending.run(null, async () => {
      const sent = await onSend()
      if (sent !== false) {
        setSentOnce(true)
        start(CODE_COUNTDOWN_SECONDS)
      }
    })
  }

  return (
    <View
      className={`code-button${inactive ? ' code-button--disabled' : ''}${className ? ` ${className}` : ''}`}
      role='button'
      aria-disabled={inactive}
      onClick={handleClick}
    >
      {label}
    </View>
  )
}
