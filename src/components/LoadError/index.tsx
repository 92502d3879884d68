import { View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import NoNetwork from '@/components/NoNetwork'
import { useT } from '@/i18n'
import type { ApiError } from '@/lib/request'
import './index.scss'

export interface LoadErrorProps {
  title: string
  error: ApiError | null
  onRetry: () => void
}

// A page whose record did not load: the no-network view for transport failures (docs/product.md: Errors), else the
// server's reason with a retry button.
export default function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const t = useT()
  if (error?.kind === 'network' || error?.kind === 'timeout') {
    return <NoNetwork onRetry={onRetry} reason={error.kind === 'timeout' ? 'timeout' : 'offline'} />
  }
  return (
    <Empty className='load-error' image={<View className='load-error__art' />} title={title} description={error?.message}>
      <Button className='load-error__retry' type='primary' onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Empty>
  )
}
