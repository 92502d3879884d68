import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useT } from '@/i18n'
import messages from './raffle.messages'
import { useRevealAfter, type StageProps } from './stage'

// The views drawn with CSS: 翻牌, 砸金蛋, 扭蛋机.

const CARDS = [1, 2, 3, 4, 5, 6]

// 翻牌 (other_two): six cards face down; the tapped card shakes while the request runs, then turns
// over on the server's prize. The cards carry no prize until then: which card is tapped changes
// nothing.
export function FlipStage({ flow, button }: StageProps) {
  const t = useT(messages)
  useRevealAfter(flow, 700)
  const open = flow.phase === 'revealing' || flow.phase === 'shown'
  return (
    <View className='raffle-flip'>
      {CARDS.map((n, i) => {
        const mine = flow.slot === i && flow.phase !== 'idle'
        const state = mine ? (open ? ' raffle-flip__card--open' : ' raffle-flip__card--asking') : ''
        return (
          <View
            key={n}
            className={`raffle-flip__card${state}`}
            role='button'
            ariaLabel={button.disabled ? `${t('raffle.card', { n })} (${button.text})` : `${t('raffle.card', { n })}, ${button.label}`}
            aria-disabled={button.disabled || flow.phase !== 'idle'}
            onClick={button.disabled ? undefined : () => flow.draw(i)}
          >
            <View className='raffle-flip__face raffle-flip__face--back'>
              <Text className='raffle-flip__mark'>?</Text>
            </View>
            <View className='raffle-flip__face raffle-flip__face--front'>
              <Text className='raffle-flip__prize'>{mine && flow.result ? flow.result.prize.name : ''}</Text>
            </View>
          </View>
        )
      })}
      <Text className='raffle-stage__hint'>{button.disabled ? button.text : button.label}</Text>
    </View>
  )
}

const EGGS = [1, 2, 3]

// 砸金蛋 (other_three): three golden eggs; the hammer swings on the tapped egg while the request
// runs, then the egg cracks open on the server's prize.
export function EggStage({ flow, button }: StageProps) {
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

const BALLS = [0, 1, 2, 3, 4, 5, 6, 7, 8]

// 扭蛋机 (other_five): the globe tumbles its capsules while the request runs, then one capsule drops
// out and opens on the server's prize.
export function CapsuleStage({ flow, button }: StageProps) {
  const t = useT(messages)
  useRevealAfter(flow, 900)
  const state = flow.phase === 'asking' ? ' raffle-capsule--asking' : flow.phase === 'revealing' || flow.phase === 'shown' ? ' raffle-capsule--open' : ''
  return (
    <View className={`raffle-capsule${state}`}>
      <View className='raffle-capsule__globe' aria-hidden='true'>
        {BALLS.map((n) => (
          <View key={n} className={`raffle-capsule__ball raffle-capsule__ball--${n}`} />
        ))}
      </View>
      <View className='raffle-capsule__body'>
        <View className='raffle-capsule__chute'>
          <View className='raffle-capsule__drop'>
            <Text className='raffle-capsule__prize'>{flow.result ? flow.result.prize.name : ''}</Text>
          </View>
        </View>
        <Button
          className='raffle-capsule__crank raffle-go'
          type='primary'
          disabled={button.disabled}
          ariaLabel={button.disabled ? button.text : `${t('raffle.crank')}, ${button.label}`}
          aria-busy={flow.phase !== 'idle'}
          onClick={() => flow.draw()}
        >
          {button.disabled || flow.failed || flow.phase !== 'idle' ? button.text : t('raffle.crank')}
        </Button>
      </View>
    </View>
  )
}
