import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody, Nullable, YuanText } from './contract'
import { OfficialAccountInfoSchema } from './login'

// Operator settings the app reads at start (/api/config/appConfig): the common info every page may use.

export const ServiceUrlSchema = Type.Object({
  /** Customer-service web page. */
  h5_url: Type.String(),
  tel: Type.Optional(Type.String()),
  wechat: Type.Optional(Type.String()),
})
export type ServiceUrl = Static<typeof ServiceUrlSchema>

export const AppConfigResultSchema = Type.Object({
  official_account: Nullable(OfficialAccountInfoSchema),
  service_url: Nullable(ServiceUrlSchema),
  /** Reward texts shown on share and invite screens. */
  reward: Nullable(
    Type.Object({
      /** Commission rates as decimal strings, e.g. '0.10'. */
      direct_rate: Type.String(),
      indirect_rate: Type.String(),
      /** Days a commission waits as 待入账 before it moves to the balance. */
      frozen_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    }),
  ),
  /** The id of the H5 build this server serves (its build-id.txt); absent without one. An open H5
   * app whose own id (BUILD_ID) differs offers a reload (/pages/lq-upgrade/upgrade). */
  h5_build: Type.Optional(Type.String()),
  /** Free-form operator texts by key (notices, rule texts...). */
  system_infos: Type.Record(Type.String(), Type.String()),
  /** Whether messaging-platform (WeChat) login is offered. */
  wx_login_open: Type.Boolean(),
  /** Red-packet popup hours, default 9 to 24. */
  popup_start_hour: Type.Integer(),
  popup_end_hour: Type.Integer(),
  share_title: Type.String(),
  share_image: Type.String(),
  /** Cash-out limits, also enforced by the server. */
  cashout_min: YuanText,
  cashout_max: YuanText,
  /** Latest client version, for the upgrade page. */
  latest_version: Type.Optional(Type.String()),
  upgrade_url: Type.Optional(Type.String()),
  /** The mini-program's subscription-message template ids by notification kind (proofApproved, cashoutPaid ...), asked for at the user's action. */
  subscribe_templates: Type.Optional(Type.Record(Type.String(), Type.String())),
})
export type AppConfigResult = Static<typeof AppConfigResultSchema>

export const config = calls({
  appConfig: {
    path: '/api/config/appConfig',
    doc: 'the operator settings the app reads at start.',
    auth: 'optional',
    body: NoBody,
    result: AppConfigResultSchema,
  },
})
