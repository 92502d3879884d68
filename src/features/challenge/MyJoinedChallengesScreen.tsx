import { View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import Page from '@/components/Page'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { isLoggedInAtom } from '@/store/session'
import messages from './challenge.messages'
import './challenge.scss'

// 我参与的挑战: the challenges the user joined. There are none to join yet (no challenge calls
// exist), so the page says 还没有参与挑战 and what will show here; nothing is made up.
export default function MyJoinedChallengesScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <Page className='challenge-joined'>
      {loggedIn ? (
        <Empty className='challenge-joined__empty' image={<View className='challenge-joined__art' />} title={t('challenge.joinedEmpty')} description={t('challenge.joinedHint')} />
      ) : (
        <LoginPrompt title={t('challenge.loginTitle')} hint={t('challenge.joinedHint')} button={t('common.loginRegister')} />
      )}
    </Page>
  )
}
