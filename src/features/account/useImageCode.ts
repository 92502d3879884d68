import { imageCode } from '@/api/login'
import { useQuery } from '@/data/useQuery'

/**
 * The picture code (captcha) an SMS request needs before it is sent: its image and key, reloaded on
 * a tap and after every SMS request (each code is single use). A code that failed to load shows
 * nothing and says so.
 */
export function useImageCode() {
  const query = useQuery('imageCode', () => imageCode({ silent: true }).then((res) => res.result))
  const failed = query.state === 'error'
  const code = failed ? null : query.data
  return { image: code?.image ?? '', key: code?.key ?? '', failed, refresh: query.reload }
}
