import { useEffect, useState } from 'react'

/**
 * False until the page's first frame has been painted, then true: what is not part of the first
 * screen (a list's chunk, calls whose answers show lower down) starts after it, so the first
 * screen is painted before anything else is fetched (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // the frame callback runs before that frame's paint; the timeout after it
    const afterFrame = () => { timer = setTimeout(() => setPainted(true), 0) }
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : (afterFrame(), 0)
    return () => {
      if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return painted
}
