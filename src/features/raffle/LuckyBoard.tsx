import { View } from '@tarojs/components'
import { forwardRef, useEffect, useRef } from 'react'
import { useBoardHandle, type Board, type BoardConfig, type LuckyHandle } from './luckyConfig'

// The wheel and the nine-grid on H5: lucky-canvas's core (LuckyWheel, LuckyGrid) drawing into a
// canvas it adds to this box, sized by the stylesheet (the box keeps its size while loading). The
// mini-program has its own file (LuckyBoard.weapp.tsx: a Canvas 2D node). The board never picks:
// `stop(index)` is always the server's prize_index (useRaffleDraw). lucky-canvas is a chunk of its
// own, fetched once the page has drawn: the activity's text (the page's largest element) does not
// wait for its download and evaluation (docs/performance.md); a tap before it came draws without
// the turning (useStopOn).

interface LuckyBoardProps {
  kind: 'wheel' | 'grid'
  config: BoardConfig
  /** The board stopped (on the index given to stop). */
  onEnd: () => void
  className: string
}

const LuckyBoard = forwardRef<LuckyHandle, LuckyBoardProps>(function LuckyBoard({ kind, config, onEnd, className }, ref) {
  const box = useRef<HTMLElement | null>(null)
  const board = useRef<Board | null>(null)
  const ended = useRef(onEnd)
  ended.current = onEnd

  // the latest config, for a board made after later renders
  const latest = useRef(config)
  latest.current = config

  useEffect(() => {
    let gone = false
    import('lucky-canvas').then(({ LuckyGrid, LuckyWheel }) => {
      const el = box.current
      if (gone || !el || board.current) return
      const size = el.offsetWidth || el.getBoundingClientRect?.().width || 300
      const data = { width: size, height: size, ...latest.current, end: () => ended.current() }
      board.current = kind === 'wheel' ? new LuckyWheel({ divElement: el as HTMLDivElement }, data as never) : new LuckyGrid({ divElement: el as HTMLDivElement }, data as never)
    }, () => undefined)
    return () => {
      gone = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useBoardHandle(board, config, ref)

  return <View className={className} ref={box as never} aria-hidden='true' />
})

export default LuckyBoard
