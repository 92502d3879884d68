import Taro from '@tarojs/taro'
import type { AppConfigResult } from '@api-types/config'
import { appConfig } from '@/api/config'
import { subscribeResult } from '@/api/wechat'
import { useQuery } from '@/data/useQuery'

// The mini-program's ask for subscription messages (订阅消息, docs/server.md "Notifications"): at
// the user's action (WeChat opens the dialog only from a tap) for the templates of the kinds the
// action leads to (appConfig subscribe_templates); the accepted ones are reported to the server,
// each allowing one message. Refusing, or a WeChat without the API, changes nothing for the action.

/** WeChat asks for at most three templates at once. */
const MAX_TEMPLATES = 3

/** The ask to call in the tap handler of the action, e.g. useSubscribeAsk(['proofApproved', 'proofRefused']). */
export function useSubscribeAsk(kinds: readonly string[]): () => void {
  const templates = useQuery<AppConfigResult>('appConfig', () => appConfig({ silent: true }).then((res) => res.result ?? null)).data?.subscribe_templates
  return () => {
    const ids = kinds.map((kind) => templates?.[kind]).filter((id): id is string => !!id).slice(0, MAX_TEMPLATES)
    if (ids.length === 0) return
    Taro.requestSubscribeMessage({ tmplIds: ids, entityIds: [] })
      .then((answer) => {
        const accepted = ids.filter((id) => (answer as unknown as Record<string, string>)[id] === 'accept')
        if (accepted.length) return subscribeResult({ template_ids: accepted }, { silent: true })
      })
      .catch(() => undefined)
  }
}
