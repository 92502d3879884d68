import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A seconds countdown that survives the page being backgrounded: it counts against a deadline,
 * not ticks. start(n) begins at n; `remaining` is 0 when idle or finished.
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0)
  const deadline = useRef(0)
  const timer = useRef<ReturnType<typeof setInterval>>()

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const start = useCallback(
    (seconds: number) => {
      stop()
      deadline.current = Date.now() + seconds * 1000
      setRemaining(seconds)
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000))
        setRemaining(left)
        if (left === 0) stop()
      }, 1000)
    },
    [stop],
  )

  useEffect(() => stop, [stop])
  return { remaining, start, stop }
}
