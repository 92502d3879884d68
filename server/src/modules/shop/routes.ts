import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  ShopCategoriesResult, ShopDetailRequest, ShopDetailResult, ShopGoodShopRequest, ShopGoodShopResult,
  ShopListsRequest, ShopListsResult, ShopMtListRequest, ShopMtListResult, ShopSort,
} from '@api-types/shop'
import { fail, ok, S } from '../../http'
import { positionOf, POSITION_SCHEMA } from './geo'
import { listCategories, listShops, shopDetail, type ShopListQuery } from './service'

// /api/shop: the shop lists (spec 7 "Shop and home"), detail and categories. Public calls; a
// logged-in caller also sees their own free-meal order of the shop today in the detail.

const SORTS: ShopSort[] = ['distance', 'rebate', 'sales']

const PAGING = { page: S.page, limit: { ...S.limit, maximum: 50 } }
const LIST_FILTERS = {
  ...PAGING,
  ...POSITION_SCHEMA,
  keyword: S.optText(50),
  category_id: S.id,
  sort: { type: 'string', enum: SORTS },
}

type ListBody = ShopListsRequest & { platform?: ShopMtListRequest['platform'] }

/**
 * The list query of a request, or the refusal: one coordinate without the other, or a distance
 * sort without a position. The default sort is by distance when a position is given, else by sales.
 */
function listQuery(request: FastifyRequest, body: ListBody, scope: Pick<ShopListQuery, 'withDeal' | 'good'>): ShopListQuery | ReturnType<typeof fail> {
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

const isRefusal = (q: ShopListQuery | ReturnType<typeof fail>): q is ReturnType<typeof fail> => 'status' in q

export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  /** /api/shop/lists: open shops, filtered, sorted and paged. */
  app.post<{ Body: ShopListsRequest }>('/lists', { schema: { body: S.body(LIST_FILTERS) } }, async (request) => {
    const q = listQuery(request, request.body, {})
    if (isRefusal(q)) return q
    return ok<ShopListsResult>(request, await listShops(app.db, q, app.clock.now()))
  })

  /** /api/shop/mt_list: the free-meal list, shops with an enabled deal (of one platform when asked). */
  app.post<{ Body: ShopMtListRequest }>('/mt_list', {
    schema: { body: S.body({ ...LIST_FILTERS, platform: { type: 'string', enum: ['mt', 'ele'] } }) },
  }, async (request) => {
    const q = listQuery(request, request.body, { withDeal: true })
    if (isRefusal(q)) return q
    return ok<ShopMtListResult>(request, await listShops(app.db, q, app.clock.now()))
  })

  /** /api/shop/goodShop: the quality zone, nearest first when a position is given, else best sellers. */
  app.post<{ Body: ShopGoodShopRequest }>('/goodShop', {
    schema: { body: S.body({ ...PAGING, ...POSITION_SCHEMA, keyword: S.optText(50), category_id: S.id }) },
  }, async (request) => {
    const q = listQuery(request, request.body, { good: true })
    if (isRefusal(q)) return q
    return ok<ShopGoodShopResult>(request, await listShops(app.db, q, app.clock.now()))
  })

  /** /api/shop/detail {id, latitude?, longitude?}: the shop with its free-meal deal as of now. */
  app.post<{ Body: ShopDetailRequest }>('/detail', {
    schema: { body: S.body({ id: S.id, ...POSITION_SCHEMA }, ['id']) },
  }, async (request) => {
    const position = positionOf(request.body)
    if (position === 'incomplete') return fail(request, 'positionIncomplete')
    const detail = await shopDetail(app.db, request.body.id, position, request.user?.id ?? null, app.clock.now())
    return detail ? ok<ShopDetailResult>(request, detail) : fail(request, 'shopNotFound')
  })

  /** /api/shop/categories: the enabled categories in display order. */
  app.post('/categories', { schema: { body: S.body({}) } }, async (request) => {
    return ok<ShopCategoriesResult>(request, await listCategories(app.db))
  })
}
