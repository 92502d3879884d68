import { Text, View } from '@tarojs/components'
import { Button, Dialog, Empty, Progress, Tag } from '@nutui/nutui-react-taro'
import type { Challenge } from '@api-types/challenge'
import { ListSkeleton } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { useAccount } from '@/features/account'
import { useServerNow, parseShanghai } from '@/hooks/useServerNow'
import { useT, type Translate } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { formatGold } from '@/utils/money'
import messages from './challenges.messages'
import { BAR_COLOR, entryText, progressPercent, rewardText, timeLeft } from './challengeView'
import { useChallengeList, useJoin } from './useChallenges'
import './challenges.scss'

type T = Translate<keyof typeof messages.en>

const open = (url: string) => navigateTo(url).catch(() => undefined)

function ChallengeCard({ t, c, now, busy, onJoin }: { t: T; c: Challenge; now: number; busy: boolean; onJoin: (c: Challenge) => void }) {
  const reward = rewardText(t, c)
  return (
    <View className='ch-card'>
      <View className='ch-card__head'>
        <Text className='ch-card__title'>{c.title}</Text>
        {c.joined ? <Tag className='ch-chip ch-chip--active' round>{t('ch.joinedBadge')}</Tag> : null}
      </View>
      {c.description ? <Text className='ch-card__desc'>{c.description}</Text> : null}
      <View className='ch-card__terms'>
        <View className='ch-card__term'>
          <Text className='ch-card__term-value'>{t('ch.goal', { goal: c.goal })}</Text>
          <Text className='ch-card__term-label'>{t('ch.window', { days: c.duration_days })}</Text>
        </View>
        <View className='ch-card__term ch-card__term--reward'>
          <Text className='ch-card__reward'>{reward}</Text>
          <Text className='ch-card__term-label'>{t('ch.rewardLabel')}</Text>
        </View>
      </View>
      {c.joined && c.progress !== null ? (
        <View className='ch-card__progress'>
          <Progress className='ch-bar' percent={progressPercent(c.progress, c.goal)} strokeWidth='8' color={BAR_COLOR} ariaLabel={t('ch.progressLabel', { title: c.title })} />
          <View className='ch-card__progress-row'>
            <Text className='ch-card__progress-text'>{t('ch.progress', { progress: c.progress, goal: c.goal })}</Text>
            {c.deadline ? <Text className='ch-card__left'>{t('ch.timeLeft', { left: timeLeft(t, parseShanghai(c.deadline), now) })}</Text> : null}
          </View>
        </View>
      ) : null}
      <View className='ch-card__foot'>
        <Text className={`ch-card__entry${c.entry_gold > 0 ? ' ch-card__entry--gold' : ''}`}>{entryText(t, c)}</Text>
        {c.joined ? (
          <Button className='ch-card__btn' fill='outline' size='small' onClick={() => open(pageUrl('myChallenges'))}>
            {t('ch.viewProgress')}
          </Button>
        ) : (
          <Button className='ch-card__btn' type='primary' size='small' disabled={busy} aria-label={t('ch.joinNamed', { title: c.title })} onClick={() => onJoin(c)}>
            {t('ch.join')}
          </Button>
        )}
      </View>
    </View>
  )
}

// 挑战赛: the live challenges (goal, window, entry, reward) from challenge/list; 立即参与 asks in a
// NutUI Dialog saying the gold it takes, then joins (challenge/join); a joined one shows its
// progress and time left (the server's clock) and leads to 我的挑战. Links to 我的挑战, 挑战规则 and
// 种草活动 (the seeding activity).
export default function ChallengeScreen() {
  const t = useT(messages)
  const challenges = useChallengeList()
  const joining = useJoin(challenges)
  const account = useAccount()
  const now = useServerNow(challenges.data?.server_time, Boolean(challenges.data?.list.some((c) => c.joined)))
  const gold = typeof account.userInfo?.gold === 'number' ? account.userInfo.gold : null

  let body: JSX.Element
  if (challenges.state === 'error') body = <LoadError title={t('ch.listFailed')} error={challenges.error} onRetry={challenges.reload} />
  else if (!challenges.data) body = <ListSkeleton />
  else if (challenges.data.list.length === 0) {
    body = <Empty className='ch-empty' image={<View className='ch-empty__art' />} title={t('ch.empty')} description={t('ch.emptyHint')} />
  } else {
    body = (
      <View className='ch-list'>
        {challenges.data.list.map((c) => (
          <ChallengeCard key={c.id} t={t} c={c} now={now} busy={joining.busy} onJoin={joining.ask} />
        ))}
      </View>
    )
  }

  const asking = joining.asking
  return (
    <Page className='ch-page'>
      <View className='ch-hero'>
        <Text className='ch-hero__title'>{t('ch.title')}</Text>
        <Text className='ch-hero__sub'>{t('ch.banner')}</Text>
        <View className='ch-hero__links'>
          <View className='ch-hero__link' role='link' onClick={() => open(pageUrl('myChallenges'))}>
            <Text>{t('ch.mine')}</Text>
          </View>
          <View className='ch-hero__link' role='link' onClick={() => open(pageUrl('challengeRules'))}>
            <Text>{t('ch.rules')}</Text>
          </View>
          <View className='ch-hero__link' role='link' onClick={() => open(pageUrl('mediaPromotion'))}>
            <Text>{t('ch.seeding')}</Text>
          </View>
        </View>
      </View>
      {body}
      <Dialog
        className='ch-confirm'
        visible={asking !== null}
        title={t('ch.confirmTitle')}
        content={
          asking ? (
            <View className='ch-confirm__content'>
              <Text className='ch-confirm__ask'>
                {asking.entry_gold > 0 ? t('ch.confirmGold', { title: asking.title, gold: asking.entry_gold }) : t('ch.confirmFree', { title: asking.title })}
              </Text>
              <Text className='ch-confirm__terms'>{t('ch.confirmTerms', { goal: asking.goal, days: asking.duration_days, reward: rewardText(t, asking) })}</Text>
              {asking.entry_gold > 0 && gold !== null ? (
                <Text className='ch-confirm__after'>{t('ch.confirmAfter', { gold: formatGold(Math.max(0, gold - asking.entry_gold)) })}</Text>
              ) : null}
            </View>
          ) : null
        }
        confirmText={t('ch.confirm')}
        cancelText={t('ch.cancel')}
        onConfirm={joining.confirm}
        onCancel={joining.cancel}
        onClose={joining.cancel}
      />
    </Page>
  )
}
