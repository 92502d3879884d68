import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { EntryState } from '@api-types/challenge'
import ListTabs from '@/components/ListTabs'
import { LoginPrompt } from '@/components/ListStates'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { isLoggedInAtom } from '@/store/session'
import messages from './challenges.messages'
import { ENTRY_TABS } from './challengeView'
import EntryList from './EntryList'
import './challenges.scss'

// 我的挑战: the user's entries by state: 进行中 (progress bar and the time left), 已完成 (the reward
// won), 未完成 (time ran out, nothing won); challenge/mine, paged.
export default function MyChallengeScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [state, setState] = useState<EntryState>('active')
  if (!loggedIn) {
    return (
      <Page className='ch-page'>
        <LoginPrompt title={t('ch.loginTitle')} hint={t('ch.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }
  return (
    <Page className='ch-page ch-mine'>
      <ListTabs<EntryState> className='ch-tabs' tabs={ENTRY_TABS.map((s) => ({ value: s, label: t(`ch.state.${s}`) }))} value={state} onChange={setState} />
      <EntryList key={state} t={t} state={state} />
    </Page>
  )
}
