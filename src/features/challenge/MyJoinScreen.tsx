import { useAtomValue } from 'jotai'
import { LoginPrompt } from '@/components/ListStates'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { isLoggedInAtom } from '@/store/session'
import messages from './challenges.messages'
import EntryList from './EntryList'
import './challenges.scss'

// 参与记录 (my_join): every entry of the user, newest first, whatever its state (challenge/mine, paged).
export default function MyJoinScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <Page className='ch-page ch-history'>
      {loggedIn ? <EntryList t={t} state='all' /> : <LoginPrompt title={t('ch.loginTitle')} hint={t('ch.loginHint')} button={t('common.loginRegister')} />}
    </Page>
  )
}
