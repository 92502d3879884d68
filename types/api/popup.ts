import { Type } from '@sinclair/typebox'
import { calls, returns, type CallBody } from './contract'
import { NavGroupName, type NavItem } from './nav'

// Popups shown on pages (home red-packet popup and operator popups).

/** An operator popup: an image that opens like a navigation item when tapped. */
export interface Popup extends NavItem {
  id: number
  image: string
  /** 'once' = until dismissed, 'daily' = once a day, 'always' = every visit. */
  frequency: 'once' | 'daily' | 'always'
  /** Shown only inside this time, 'YYYY-MM-DD HH:mm:ss'; null = no bound. */
  start_time: string | null
  end_time: string | null
}

export type PopupListsResult = Popup[]

export const popup = calls({
  lists: {
    path: '/api/popup/lists',
    doc: 'the enabled operator popups inside their time window, of one page or all.',
    auth: 'optional',
    body: Type.Object({
      /** The page that asks, e.g. 'home', 'me'. All popups when absent. */
      position: Type.Optional(NavGroupName),
    }),
    result: returns<PopupListsResult>(),
  },
})

export type PopupListsRequest = CallBody<typeof popup.lists>
