import { Text, View } from '@tarojs/components'
import './index.scss'

/** The rules of a text as shops write them, one a line: trimmed, blank lines dropped. */
export function ruleLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export interface RuleListProps {
  /** The heading: 活动规则 of a deal, 使用规则 of a voucher; none in a sheet that says it already. */
  title?: string
  text: string | null | undefined
  /** The page's classes of the section and of its heading (the heading has no look of its own). */
  className?: string
  titleClassName?: string
}

// A list of rules, one line each, under a heading (the free-meal deal's on the shop detail and the
// grab confirmation, a voucher's in the buy sheet and on its bill); nothing when the text holds no rule.
export default function RuleList({ title, text, className, titleClassName }: RuleListProps) {
  const lines = ruleLines(text)
  if (!lines.length) return null
  return (
    <View className={`rule-list${className ? ` ${className}` : ''}`}>
      {title ? <Text className={`rule-list__title${titleClassName ? ` ${titleClassName}` : ''}`}>{title}</Text> : null}
      {lines.map((line, i) => (
        <Text key={i} className='rule-list__item'>
          {line}
        </Text>
      ))}
    </View>
  )
}
