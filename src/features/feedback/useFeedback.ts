import { atom } from 'jotai'
import type { Feedback, FeedbackDetail, UserFeedbackListsResult } from '@api-types/userFeedback'
import type { FreeMealOrder, OrderListsResult } from '@api-types/order'
import type { BusinessOrder, BusinessOrderListsResult } from '@api-types/businessOrder'
import { lists as billLists } from '@/api/businessOrder'
import { lists as mealLists } from '@/api/order'
import { detail, lists } from '@/api/userFeedback'
import { useQuery } from '@/data/useQuery'
import { ApiError } from '@/lib/request'
import { usePagedQuery } from '@/data/usePagedQuery'
import type { ChosenOrder } from './feedbackView'

/**
 * The order 选择订单 picked for the form of 意见反馈 (null: none): that page sets it and goes back,
 * the form reads it; the form clears it when it opens and after sending.
 */
export const chosenOrderAtom = atom<ChosenOrder | null>(null)

/** userFeedback/lists: the user's feedback, newest first, 20 a page (again when the page shows: a reply may have come). */
export function useMyFeedback() {
  return usePagedQuery<Feedback, UserFeedbackListsResult>(
    'feedback',
    (page, limit) => lists({ page, limit }, { silent: true }).then((res) => res.result),
    { limit: 20, whenLoggedIn: true, refreshOnShow: true },
  )
}

/** userFeedback/detail: one feedback with its order and replies (opening it marks them read). */
export function useFeedbackDetail(id: number | null) {
  return useQuery<FeedbackDetail>(`feedback:${id}`, async () => {
    // a link without a usable id is a feedback that is not there
    if (id === null) throw new ApiError('', 0, 'status')
    return (await detail({ id }, { silent: true })).result
  })
}

/** The user's free-meal orders (order/lists) for 选择订单, 20 a page. */
export function useMealOrders() {
  return usePagedQuery<FreeMealOrder, OrderListsResult>(
    'free_meal',
    (page, limit) => mealLists({ page, limit }, { silent: true }).then((res) => res.result),
    { limit: 20, whenLoggedIn: true },
  )
}

/** The user's bills (business_order/lists) for 选择订单, 20 a page. */
export function useBills() {
  return usePagedQuery<BusinessOrder, BusinessOrderListsResult>(
    'bill',
    (page, limit) => billLists({ page, limit }, { silent: true }).then((res) => res.result),
    { limit: 20, whenLoggedIn: true },
  )
}
