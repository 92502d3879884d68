import { View } from '@tarojs/components'
import { NumberKeyboard, ShortPassword } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import '@/lib/touchEmulator'
import { PAY_PASSWORD_LENGTH } from './walletView'

export interface PasswordSheetProps {
  visible: boolean
  title: ReactNode
  description: ReactNode
  /** The digits typed so far (at most six). */
  value: string
  /** A problem to show under the boxes (the server's refusal, a mismatch). */
  error?: ReactNode
  /** The line under the boxes on the right (忘记密码？); nothing when absent. */
  tips?: ReactNode
  onTips?: () => void
  onChange: (value: string) => void
  /** Six digits typed. */
  onComplete: (value: string) => void
  onClose: () => void
  /** While the six digits are being checked: keys do nothing. */
  busy?: boolean
  className?: string
}

// The 6-digit payment password (docs/rules.md "Wallet and cash-out"): NutUI's ShortPassword boxes
// over its NumberKeyboard, the digits kept by the page (cash-out and setting the password).
export default function PasswordSheet({
  visible, title, description, value, error, tips, onTips, onChange, onComplete, onClose, busy, className,
}: PasswordSheetProps) {
  const type = (key: string) => {
    if (busy || value.length >= PAY_PASSWORD_LENGTH || !/^\d$/.test(key)) return
    onChange(value + key)
  }
  const erase = () => {
    if (!busy) onChange(value.slice(0, -1))
  }
  return (
    <>
      <ShortPassword
        className={`pay-sheet${className ? ` ${className}` : ''}`}
        visible={visible}
        title={title}
        description={description}
        tips={tips ?? <View />}
        onTips={onTips}
        error={error}
        value={value}
        length={PAY_PASSWORD_LENGTH}
        round
        onComplete={onComplete}
        onClose={onClose}
      />
      <NumberKeyboard className='pay-keyboard' visible={visible} onChange={type} onDelete={erase} onClose={onClose} />
    </>
  )
}
