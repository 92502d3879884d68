import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GOOD_SHOP_RADIUS_M, shop, type ShopListsRequest, type ShopMtListRequest } from '@api-types/shop'
import { fail, ok, route } from '../../http'
import { isMember } from '../member/membership'
import { positionOf } from './geo'
import { listCategories, listShops, shopDetail, type ShopListQuery } from './service'

// The shop lists, detail and categories, as declared in types/api/shop.ts. Public calls; a
// logged-in caller also sees their own free-meal order of the shop today in the detail.

type ListBody = ShopListsRequest & { platform?: ShopMtListRequest['platform'] }

/**
 * The list query of a request, or the refusal: one coordinate without the other, or a distance
 * sort without a position. The default sort is by distance when a position is given, else by sales.
 */
function listQuery(request: FastifyRequest, body: ListBody, scope: Pick<ShopListQuery, 'withDeal' | 'good' | 'radiusM'>): Omit<ShopListQuery, 'member'> | ReturnType<typeof fail> {
  const position = positionOf(body)
  if (position === 'incomplete') return fail(request, 'positionIncomplete')
  const sort = body.sort ?? (position ? 'distance' : 'sales')
  if (sort === 'distance' && !position) return fail(request, 'distanceNeedsPosition')
  return {
    keyword: body.keyword,
    categoryId: body.category_id,
    platform: body.platform,
    sort,
    position,
    page: body.page ?? 1,
    limit: body.limit ?? 10,
    ...scope,
  }
}

const isRefusal = (q: Omit<ShopListQuery, 'member'> | ReturnType<typeof fail>): q is ReturnType<typeof fail> => 'status' in q

export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  /** A list for the caller: a member reads the rebate they are paid, the member rebate. */
  const listFor = async (request: FastifyRequest, q: Omit<ShopListQuery, 'member'>) => {
    const now = app.clock.now()
    const member = request.user !== null && await isMember(app.db, request.user.id, now)
    return ok(request, await listShops(app.db, { ...q, member }, now))
  }

  route(app, shop.lists, async (request) => {
    const q = listQuery(request, request.body, {})
    if (isRefusal(q)) return q
    return listFor(request, q)
  })

  route(app, shop.mtList, async (request) => {
    const q = listQuery(request, request.body, { withDeal: true })
    if (isRefusal(q)) return q
    return listFor(request, q)
  })

  // the quality zone is the shops near the user: with a position, only those within the radius
  route(app, shop.goodShop, async (request) => {
    const q = listQuery(request, request.body, { good: true, radiusM: GOOD_SHOP_RADIUS_M })
    if (isRefusal(q)) return q
    return listFor(request, q)
  })

  route(app, shop.detail, async (request) => {
    const position = positionOf(request.body)
    if (position === 'incomplete') return fail(request, 'positionIncomplete')
    const detail = await shopDetail(app.db, request.body.id, position, request.user?.id ?? null, app.clock.now())
    return detail ? ok(request, detail) : fail(request, 'shopNotFound')
  })

  route(app, shop.categories, async (request) => {
    return ok(request, await listCategories(app.db))
  })
}
