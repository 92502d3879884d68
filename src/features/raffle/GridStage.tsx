import { Text, View } from '@tarojs/components'
import { useMemo, useRef } from 'react'
import LuckyBoard from './LuckyBoard'
import { gridCellOf, gridConfig, type LuckyHandle } from './luckyConfig'
import type { StageProps } from './stage'
import { useStopOn } from './WheelStage'

// 九宫格 (other_one): lucky-canvas's grid runs its light round the eight prizes from the tap and
// stops on the cell of the server's prize_index; the labelled button is the centre cell.
export default function GridStage({ prizes, flow, button }: StageProps) {
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
