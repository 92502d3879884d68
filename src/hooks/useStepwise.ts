import { useEffect, useState } from 'react'

/**
 * How many of a list's `total` items to draw: `first` in this render, then `step` more after each
 * commit. Each step is a render of its own (on H5 a task of its own: lib/renderTiming.h5.ts), so a
 * page of cards is drawn in short tasks instead of one long one (docs/performance.md). The count
 * only grows: a list that gets shorter and longer again draws at once up to where it had got.
 */
export function useStepwise(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first)
  useEffect(() => {
    if (shown < total) setShown(shown + step)
  }, [shown, total, step])
  return Math.min(shown, total)
}
