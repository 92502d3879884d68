import { useCallback, useEffect, useState } from 'react'
import { imageCode } from '@/api/login'

/**
 * The picture code (captcha) an SMS request needs first (spec 5): its image and key, reloaded on
 * a tap and after every SMS request (each code is single use).
 */
export function useImageCode() {
  const [image, setImage] = useState('')
  const [key, setKey] = useState('')
  const [failed, setFailed] = useState(false)

  const refresh = useCallback(async () => {
    try {
      const res = await imageCode({ silent: true })
      setImage(res.result.image)
      setKey(res.result.key)
      setFailed(false)
    } catch {
      setImage('')
      setKey('')
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    refresh()
  }, [refresh])

  return { image, key, failed, refresh }
}
