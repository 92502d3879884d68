import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef } from 'react'
import LuckyBoard from './LuckyBoard'
import { gridCellOf, gridConfig, wheelConfig, type LuckyHandle } from './luckyConfig'
import { motionMs, type StageProps } from './stage'

/** Past this the flow hears the wheel stopped even if the canvas never said so (a board that could not draw). */
const STOP_SAFETY_MS = 6000

// 大转盘 (kevy-luckydraw): lucky-canvas's wheel turns from the tap and stops on the server's
// prize_index; the labelled button sits over the wheel's centre.
export function WheelStage({ prizes, flow, button }: StageProps) {
  const board = useRef<LuckyHandle>(null)
  const config = useMemo(() => wheelConfig(prizes), [prizes])
  useStopOn(board, flow, (index) => index)
  return (
    <View className='raffle-wheel'>
      <LuckyBoard kind='wheel' className='raffle-wheel__board' ref={board} config={config} onEnd={flow.revealed} />
      <View
        className={`raffle-wheel__go${button.disabled ? ' raffle-wheel__go--off' : ''}`}
        role='button'
        ariaLabel={button.label}
        aria-disabled={button.disabled || flow.phase !== 'idle'}
        onClick={button.disabled ? undefined : () => flow.draw()}
      >
        <Text className='raffle-wheel__go-text'>{button.text}</Text>
      </View>
    </View>
  )
}

/**
 * Drives a lucky-canvas board from the flow: turning while the request runs, stopping on the place
 * `placeOf(prize_index)` once answered (at once with reduced motion, or when it has no place), and
 * at once when the request failed.
 */
export function useStopOn(board: { current: LuckyHandle | null }, flow: StageProps['flow'], placeOf: (index: number) => number): void {
  const { phase, result, revealed } = flow
  const turning = useRef(false)
  const halt = () => {
    if (turning.current) board.current?.stop(-1)
    turning.current = false
  }
  useEffect(() => {
    if (phase === 'asking') {
      turning.current = !!board.current?.ready() && motionMs(1) > 0
      if (turning.current) board.current?.play()
      return undefined
    }
    if (phase === 'idle') {
      halt()
      return undefined
    }
    if (phase !== 'revealing' || !result) return undefined
    const place = placeOf(result.prize_index)
    if (!turning.current || place < 0) {
      halt()
      revealed()
      return undefined
    }
    turning.current = false
    board.current?.stop(place)
    const safety = setTimeout(revealed, STOP_SAFETY_MS)
    return () => clearTimeout(safety)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, result])
}

// 九宫格 (other_one): lucky-canvas's grid runs its light round the eight prizes from the tap and
// stops on the cell of the server's prize_index; the labelled button is the centre cell.
export function GridStage({ prizes, flow, button }: StageProps) {
  const board = useRef<LuckyHandle>(null)
  const config = useMemo(() => gridConfig(prizes), [prizes])
  useStopOn(board, flow, (index) => gridCellOf(index, prizes.length))
  return (
    <View className='raffle-grid'>
      <LuckyBoard kind='grid' className='raffle-grid__board' ref={board} config={config} onEnd={flow.revealed} />
      <View
        className={`raffle-grid__go${button.disabled ? ' raffle-grid__go--off' : ''}`}
        role='button'
        ariaLabel={button.label}
        aria-disabled={button.disabled || flow.phase !== 'idle'}
        onClick={button.disabled ? undefined : () => flow.draw()}
      >
        <Text className='raffle-grid__go-text'>{button.text}</Text>
      </View>
    </View>
  )
}
