import { calls, NoBody, returns } from './contract'
import type { Yuan } from './envelope'
import type { OfficialAccountInfo } from './login'

// Operator settings the app reads at start (/api/config/appConfig): the common info every page may use.

export interface ServiceUrl {
  /** Customer-service web page. */
  h5_url: string
  tel?: string
  wechat?: string
}

export interface AppConfigResult {
  official_account: OfficialAccountInfo | null
  service_url: ServiceUrl | null
  /** Reward texts shown on share and invite screens. */
  reward: {
    /** Commission rates as decimal strings, e.g. '0.10'. */
    direct_rate: string
    indirect_rate: string
    invite_gold?: number
  } | null
  /** Free-form operator texts by key (notices, rule texts...). */
  system_infos: Record<string, string>
  /** Whether messaging-platform (WeChat) login is offered. */
  wx_login_open: boolean
  /** Red-packet popup hours, default 9 to 24. */
  popup_start_hour: number
  popup_end_hour: number
  share_title: string
  share_image: string
  /** Cash-out limits, also enforced by the server. */
  cashout_min: Yuan
  cashout_max: Yuan
  /** Latest client version, for the upgrade page. */
  latest_version?: string
  upgrade_url?: string
}

export const config = calls({
  appConfig: {
    path: '/api/config/appConfig',
    doc: 'the operator settings the app reads at start.',
    auth: 'optional',
    body: NoBody,
    result: returns<AppConfigResult>(),
  },
})
