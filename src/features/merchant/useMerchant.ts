import type { MyApplication } from '@api-types/common'
import { myApplications } from '@/api/common'
import { categories } from '@/api/shop'
import { useQuery } from '@/data/useQuery'

// The merchant screens' data: the caller's applications (logged in only, fresh each time the page
// shows: an operator may have moved one) and the shop categories the apply form offers.

const NO_APPLICATIONS: MyApplication[] = []

export function useMyApplications() {
  const query = useQuery('myApplications', () => myApplications({ silent: true }).then((res) => res.result.list), { whenLoggedIn: true, refreshOnShow: true })
  return { ...query, list: query.data ?? NO_APPLICATIONS }
}

export function useCategoryNames() {
  return useQuery('merchantCategories', () => categories({ silent: true }).then((res) => res.result.map((c) => c.name))).data ?? []
}
