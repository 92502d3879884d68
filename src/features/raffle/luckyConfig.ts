import type { RafflePrize } from '@api-types/raffle'
import type { LuckyGrid, LuckyWheel } from 'lucky-canvas'
import { useEffect, useImperativeHandle, type ForwardedRef, type MutableRefObject } from 'react'

// The colours the raffle canvases draw with (the wheel, the nine-grid, the scratch coating): canvas
// code cannot read the stylesheets, so these are copies of design tokens (src/styles/_tokens.scss),
// named after them; change both together.
export const PALETTE = {
  brand: '#fc4d16', // $brand
  brandText: '#c9380b', // $brand-text (the centre under the white 抽奖: 4.9:1)
  brandTint: '#fff1ea', // $brand-tint
  brandTintMid: '#ffe2d6', // $brand-tint-mid
  yellow: '#ffd300', // $yellow
  goldTint: '#fff3c4', // $gold-tint
  goldDeep: '#f2a900', // $gold-deep
  white: '#ffffff', // $white
  textPrimary: '#1a1a1a', // $text-primary
  coating: '#b8b8b8', // $scratch-coating
} as const

// What lucky-canvas draws for the wheel and the nine-grid: the prizes in the activity's order (the
// server's prize_index is an index into it), their names, and the centre drawn without words (the
// page lays its own labelled button over it).

/** The board a draw page holds: it turns until told where to stop. */
export interface LuckyHandle {
  /** Whether the board is there to turn (on H5 it comes with lucky-canvas's chunk, after the first paint). */
  ready: () => boolean
  play: () => void
  /** Stops on a prize's place; a negative index stops at once (the request failed). */
  stop: (index: number) => void
}

export interface BoardConfig {
  blocks: object[]
  prizes: object[]
  buttons: object[]
  defaultConfig?: object
  defaultStyle?: object
  activeStyle?: object
}

/** lucky-canvas's board, made by each build's LuckyBoard in its own way (a div on H5, a Canvas 2D node in the mini-program). */
export type Board = LuckyWheel | LuckyGrid

/** What both builds' boards do once made: hand new prizes (the activity read again) to
 * lucky-canvas, which watches its fields and draws again, and play and stop for the draw flow. */
export function useBoardHandle(board: MutableRefObject<Board | null>, config: BoardConfig, ref: ForwardedRef<LuckyHandle>): void {
  useEffect(() => {
    const current = board.current as unknown as Record<string, unknown> | null
    if (!current) return
    current.blocks = config.blocks
    current.prizes = config.prizes
    current.buttons = config.buttons
  }, [board, config])

  useImperativeHandle(ref, () => ({
    ready: () => !!board.current,
    play: () => board.current?.play(),
    stop: (index: number) => board.current?.stop(index),
  }), [board])
}

const name = (prize: RafflePrize) => ({ text: prize.name, fontColor: PALETTE.textPrimary, fontSize: '13px', fontWeight: '600', lineHeight: '16px', wordWrap: true, lengthLimit: '80%', lineClamp: 2 })

export function wheelConfig(prizes: RafflePrize[]): BoardConfig {
  return {
    blocks: [{ padding: '10px', background: PALETTE.brand }, { padding: '4px', background: PALETTE.goldDeep }],
    prizes: prizes.map((prize, i) => ({ background: i % 2 ? PALETTE.goldTint : PALETTE.white, fonts: [{ ...name(prize), top: '14%' }] })),
    buttons: [
      { radius: '38%', background: PALETTE.brandTintMid },
      { radius: '32%', background: PALETTE.brandText, pointer: true },
    ],
    defaultConfig: { speed: 18, accelerationTime: 800, decelerationTime: 2200 },
  }
}

/** The eight cells around the centre, clockwise from the top left. */
export const GRID_CELLS = [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [1, 2], [0, 2], [0, 1]] as const

/**
 * The prize each of the eight cells shows: the activity's prizes in order, and in the cells left
 * over (fewer than eight prizes) the consolation prize again, else the prizes again from the first.
 */
export function gridPrizes(prizes: RafflePrize[]): RafflePrize[] {
  if (!prizes.length) return []
  const consolation = prizes.find((prize) => prize.kind === 'none')
  return GRID_CELLS.map((_, i) => (i < prizes.length ? prizes[i] : consolation ?? prizes[i % prizes.length]))
}

/** Which cell shows the prize at `index` (its own cell, the first eight); -1 when the grid has no cell for it. */
export function gridCellOf(index: number, count: number): number {
  if (count <= 0) return -1
  return index < GRID_CELLS.length ? index : -1
}

export function gridConfig(prizes: RafflePrize[]): BoardConfig {
  const shown = gridPrizes(prizes)
  const cells = shown.map((prize, i) => ({ x: GRID_CELLS[i][0], y: GRID_CELLS[i][1], fonts: [{ ...name(prize), top: '38%' }] }))
  return {
    blocks: [{ padding: '8px', background: PALETTE.brand, borderRadius: 12 }],
    prizes: cells,
    buttons: [{ x: 1, y: 1, background: PALETTE.brandText, borderRadius: 10 }],
    defaultConfig: { gutter: 6, speed: 18, accelerationTime: 800, decelerationTime: 2000 },
    defaultStyle: { background: PALETTE.white, borderRadius: 10 },
    activeStyle: { background: PALETTE.yellow },
  }
}
