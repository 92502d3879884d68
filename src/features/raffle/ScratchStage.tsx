import { Canvas, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import { useT } from '@/i18n'
import { PALETTE } from './luckyConfig'
import messages from './raffle.messages'
import type { StageProps } from './stage'

/** Scratched this share of the coating away: the rest comes off by itself. */
const SCRATCHED_ENOUGH = 0.5
const BRUSH = 18

let cards = 0

type Ctx = CanvasRenderingContext2D

interface Coat {
  ctx: Ctx
  width: number
  height: number
}

/** Paints the coating over the whole card (its hint is a text laid over it, in the page's fonts). */
function paintCoat({ ctx, width, height }: Coat): void {
  ctx.globalCompositeOperation = 'source-over'
  ctx.fillStyle = PALETTE.coating
  ctx.fillRect(0, 0, width, height)
  ctx.globalCompositeOperation = 'destination-out'
}

/** The share of the coating scratched away, read on a coarse grid of pixels. */
function scratchedShare({ ctx, width, height }: Coat, dpr: number): number {
  try {
    const data = ctx.getImageData(0, 0, Math.floor(width * dpr), Math.floor(height * dpr)).data
    let clear = 0
    let seen = 0
    for (let i = 3; i < data.length; i += 4 * 37) {
      seen += 1
      if (data[i] === 0) clear += 1
    }
    return seen ? clear / seen : 0
  } catch {
    return 0
  }
}

// 刮刮卡 (other_four): a tap buys a card (the draw); the server's prize is written on the card under
// a coating painted on a canvas, scratched away with a finger or the mouse; past half of it, or
// with the 刮开 button (keyboard and screen-reader users), the prize shows and the flow hears it.
export default function ScratchStage({ flow, button }: StageProps) {
  const t = useT(messages)
  const id = useRef(`raffle-scratch-${++cards}`).current
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const coat = useRef<Coat | null>(null)
  const dpr = useRef(1)
  const [open, setOpen] = useState(false)
  // a coating painted on the canvas; until then (or without a canvas context) a plain one in CSS
  const [painted, setPainted] = useState(false)
  const [scratched, setScratched] = useState(false)
  const scratching = flow.phase === 'revealing'

  const reveal = () => {
    if (open) return
    setOpen(true)
    flow.revealed()
  }
  const revealRef = useRef(reveal)
  revealRef.current = reveal

  // a new card: the coating again once the last prize's dialog closed
  useEffect(() => {
    if (flow.phase === 'idle' && open) setOpen(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.phase])

  /**
   * The coating's canvas, sized to the card and painted: on mount, and again before a card is
   * scratched if the card had no size yet then (a page still hidden while it opens).
   */
  const prepare = useRef(() => {})
  prepare.current = () => {
    const ready = (ctx: Ctx | null, width: number, height: number, ratio: number) => {
      if (!ctx || !width || !height) return
      dpr.current = ratio
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
      coat.current = { ctx, width, height }
      paintCoat(coat.current)
      setPainted(true)
    }
    if (process.env.TARO_ENV === 'weapp') {
      Taro.createSelectorQuery().select(`#${id}`).fields({ node: true, size: true }).exec((res: Array<{ node?: HTMLCanvasElement; width?: number; height?: number } | null>) => {
        const node = res[0]?.node
        if (!node || !res[0]?.width || !res[0]?.height) return
        const ratio = Taro.getSystemInfoSync().pixelRatio || 2
        node.width = res[0].width * ratio
        node.height = res[0].height * ratio
        ready(node.getContext('2d'), res[0].width, res[0].height, ratio)
      })
      return
    }
    const el = canvas.current
    if (!el || !el.offsetWidth || !el.offsetHeight) return
    const ratio = window.devicePixelRatio || 1
    el.width = el.offsetWidth * ratio
    el.height = el.offsetHeight * ratio
    ready(el.getContext('2d'), el.offsetWidth, el.offsetHeight, ratio)
  }

  useEffect(() => {
    if (process.env.TARO_ENV === 'weapp') {
      Taro.nextTick(() => prepare.current())
      return undefined
    }
    prepare.current()
    const el = canvas.current
    if (!el) return undefined
    // H5: pointer events cover the finger and the mouse
    let down = false
    const at = (e: PointerEvent) => {
      const box = el.getBoundingClientRect()
      scratch(e.clientX - box.left, e.clientY - box.top)
    }
    const start = (e: PointerEvent) => {
      down = true
      at(e)
    }
    const move = (e: PointerEvent) => {
      if (down) at(e)
    }
    const end = () => {
      down = false
    }
    el.addEventListener('pointerdown', start)
    el.addEventListener('pointermove', move)
    window.addEventListener('pointerup', end)
    return () => {
      el.removeEventListener('pointerdown', start)
      el.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', end)
    }
  }, [])

  // a fresh coating for each new card (measured now if the card had no size at first)
  useEffect(() => {
    if (open) return
    moves.current = 0
    setScratched(false)
    if (!coat.current) prepare.current()
    else paintCoat(coat.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, flow.phase === 'revealing'])

  const moves = useRef(0)
  const scratchable = useRef(false)
  scratchable.current = scratching && !open
  function scratch(x: number, y: number) {
    const current = coat.current
    if (!current || !scratchable.current) return
    current.ctx.beginPath()
    current.ctx.arc(x, y, BRUSH, 0, Math.PI * 2)
    current.ctx.fill()
    moves.current += 1
    if (moves.current === 1) setScratched(true)
    if (moves.current % 8 === 0 && scratchedShare(current, dpr.current) >= SCRATCHED_ENOUGH) revealRef.current()
  }

  const onTouch = (e: { touches?: Array<{ x?: number; y?: number }> }) => {
    const touch = e.touches?.[0]
    if (touch && typeof touch.x === 'number' && typeof touch.y === 'number') scratch(touch.x, touch.y)
  }

  const prize = flow.result?.prize
  const coatClass = `raffle-scratch__coat${painted ? '' : ' raffle-scratch__coat--plain'}${open ? ' raffle-scratch__coat--gone' : ''}`
  return (
    <View className='raffle-scratch'>
      <View className='raffle-scratch__card' role='group' ariaLabel={t('raffle.scratchCard')}>
        <Text className='raffle-scratch__prize' aria-hidden={!open}>
          {prize && (scratching || open) ? prize.name : ''}
        </Text>
        {process.env.TARO_ENV === 'weapp' ? (
          <Canvas type='2d' id={id} className={coatClass} onTouchStart={onTouch} onTouchMove={onTouch} />
        ) : (
          <canvas ref={canvas} className={coatClass} aria-hidden='true' />
        )}
        {!open && !scratched ? <Text className='raffle-scratch__hint'>{t('raffle.scratchHint')}</Text> : null}
      </View>
      {scratching && !open ? (
        <Button className='raffle-scratch__reveal raffle-go' type='primary' onClick={reveal}>
          {t('raffle.reveal')}
        </Button>
      ) : (
        <Button
          className='raffle-scratch__buy raffle-go'
          type='primary'
          disabled={button.disabled}
          ariaLabel={button.disabled ? button.text : `${t('raffle.scratchStart')}, ${button.label}`}
          aria-busy={flow.phase !== 'idle'}
          onClick={() => flow.draw()}
        >
          {button.disabled || flow.failed || flow.phase !== 'idle' ? button.text : t('raffle.scratchStart')}
        </Button>
      )}
    </View>
  )
}
