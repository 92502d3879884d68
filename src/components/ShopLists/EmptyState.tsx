import { View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import './feed.scss'

// NutUI's Empty with the app's own bowl drawn in CSS: NutUI's default pictures come from a CDN,
// which an offline phone or a mini-program without that domain cannot load.
export default function EmptyState({ description, error, className }: { description: string; error?: boolean; className?: string }) {
  return (
    <Empty
      className={`empty-state${className ? ` ${className}` : ''}`}
      description={description}
      image={<View className={`shop-state__art${error ? ' shop-state__art--error' : ''}`} />}
    />
  )
}
