import { Type, type Static } from '@sinclair/typebox'
import { calls, Nullable, OneOf, TimeText, type CallBody } from './contract'
import { NAV_ITEM, NavGroupName } from './nav'

// Popups shown on pages (home red-packet popup and operator popups).

/** An operator popup: an image that opens like a navigation item when tapped. */
export const PopupSchema = Type.Object({
  ...NAV_ITEM,
  id: Type.Integer(),
  image: Type.String(),
  /** 'once' = until dismissed, 'daily' = once a day, 'always' = every visit. */
  frequency: OneOf(['once', 'daily', 'always'] as const),
  /** Shown only inside this time, 'YYYY-MM-DD HH:mm:ss'; null = no bound. */
  start_time: Nullable(TimeText),
  end_time: Nullable(TimeText),
})
export type Popup = Static<typeof PopupSchema>

export const PopupListsResultSchema = Type.Array(PopupSchema)
export type PopupListsResult = Static<typeof PopupListsResultSchema>

export const popup = calls({
  lists: {
    path: '/api/popup/lists',
    doc: 'the enabled operator popups inside their time window, of one page or all.',
    auth: 'optional',
    body: Type.Object({
      /** The page that asks, e.g. 'home', 'me'. All popups when absent. */
      position: Type.Optional(NavGroupName),
    }),
    result: PopupListsResultSchema,
  },
})

export type PopupListsRequest = CallBody<typeof popup.lists>
