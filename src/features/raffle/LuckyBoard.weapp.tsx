import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { forwardRef, useEffect, useRef } from 'react'
import { LuckyGrid, LuckyWheel } from 'lucky-canvas'
import { useBoardHandle, type Board, type BoardConfig, type LuckyHandle } from './luckyConfig'

// The wheel and the nine-grid in the mini-program: lucky-canvas's core drawing on a Canvas 2D node
// (the H5 build uses LuckyBoard.tsx). lucky-canvas takes the node's context, its size and the
// device pixel ratio ('MP-WX': the Canvas 2D API is the web's); the canvas's backing store is
// scaled here, as lucky-canvas only does it for a canvas it created itself. No images are drawn (a
// prize is its name), so lucky-canvas never needs the mini-program's image loading.

interface LuckyBoardProps {
  kind: 'wheel' | 'grid'
  config: BoardConfig
  onEnd: () => void
  className: string
}

let boards = 0

interface CanvasNode {
  width: number
  height: number
  getContext: (kind: '2d') => CanvasRenderingContext2D
  requestAnimationFrame: (callback: () => void) => number
}

const LuckyBoard = forwardRef<LuckyHandle, LuckyBoardProps>(function LuckyBoard({ kind, config, onEnd, className }, ref) {
  const id = useRef(`lucky-board-${++boards}`).current
  const board = useRef<Board | null>(null)
  const ended = useRef(onEnd)
  ended.current = onEnd
  const latest = useRef(config)
  latest.current = config

  useEffect(() => {
    Taro.nextTick(() => {
      Taro.createSelectorQuery().select(`#${id}`).fields({ node: true, size: true }).exec((res: Array<{ node?: CanvasNode; width?: number } | null>) => {
        const node = res[0]?.node
        const size = res[0]?.width
        if (!node || !size || board.current) return
        const dpr = Taro.getSystemInfoSync().pixelRatio || 2
        node.width = size * dpr
        node.height = size * dpr
        const ctx = node.getContext('2d')
        ctx.scale(dpr, dpr)
        const options = {
          flag: 'MP-WX' as const, ctx, dpr,
          rAF: (callback: () => void) => node.requestAnimationFrame(callback),
          setTimeout, clearTimeout, setInterval, clearInterval,
        }
        const data = { width: size, height: size, ...latest.current, end: () => ended.current() }
        board.current = kind === 'wheel' ? new LuckyWheel(options, data as never) : new LuckyGrid(options, data as never)
      })
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useBoardHandle(board, config, ref)

  return <Canvas type='2d' id={id} className={className} aria-hidden='true' />
})

export default LuckyBoard
