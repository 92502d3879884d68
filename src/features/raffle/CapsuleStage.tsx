import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useT } from '@/i18n'
import { useRevealAfter } from './motion'
import messages from './raffle.messages'
import type { StageProps } from './stage'

const BALLS = [0, 1, 2, 3, 4, 5, 6, 7, 8]

// 扭蛋机 (other_five): the globe tumbles its capsules while the request runs, then one capsule drops
// out and opens on the server's prize.
export default function CapsuleStage({ flow, button }: StageProps) {
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
