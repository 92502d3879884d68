import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import { useRevealAfter } from './motion'
import messages from './raffle.messages'
import type { StageProps } from './stage'

const EGGS = [1, 2, 3]

// 砸金蛋 (other_three): three golden eggs; the hammer swings on the tapped egg while the request
// runs, then the egg cracks open on the server's prize.
export default function EggStage({ flow, button }: StageProps) {
  const t = useT(messages)
  useRevealAfter(flow, 800)
  const open = flow.phase === 'revealing' || flow.phase === 'shown'
  return (
    <View className='raffle-eggs'>
      <View className='raffle-eggs__row'>
        {EGGS.map((n, i) => {
          const mine = flow.slot === i && flow.phase !== 'idle'
          const state = mine ? (open ? ' raffle-egg--open' : ' raffle-egg--asking') : ''
          return (
            <View
              key={n}
              className={`raffle-egg${state}`}
              role='button'
              ariaLabel={button.disabled ? `${t('raffle.egg', { n })} (${button.text})` : `${t('raffle.egg', { n })}, ${button.label}`}
              aria-disabled={button.disabled || flow.phase !== 'idle'}
              onClick={button.disabled ? undefined : () => flow.draw(i)}
            >
              <View className='raffle-egg__hammer' />
              <View className='raffle-egg__shell' />
              <Text className='raffle-egg__prize'>{mine && flow.result ? flow.result.prize.name : ''}</Text>
            </View>
          )
        })}
      </View>
      <Text className='raffle-stage__hint'>{button.disabled ? button.text : button.label}</Text>
    </View>
  )
}
