import type { FastifyInstance } from 'fastify'
import { BLIND_BOX_HELP_PAGE, blindBox } from '@api-types/blindBox'
import { answer, fail, ok, route } from '../../http'
import { WechatApiError } from '../../providers/wechat'
import { myBoxes, helpBox, helpRecords, startBox, viewBox } from './service'
import { NEW_USER_HOURS, published, readSettings } from './settings'
import { blindBoxes } from '../../db/schema'
import { and, eq } from 'drizzle-orm'

// The blind-box calls (types/api/blindBox.ts; docs/rules.md "Blind boxes").

/** The mini-program code's width in pixels (the poster draws it at 300 canvas pixels). */
const CODE_WIDTH = 430

export default async function blindBoxRoutes(app: FastifyInstance): Promise<void> {
  route(app, blindBox.config, async (request) => {
    const s = await readSettings(app.db)
    return ok(request, {
      helpers_needed: s.helpersNeeded,
      daily_help_cap: s.dailyHelpCap,
      new_user_double: s.newUserDouble,
      new_user_hours: NEW_USER_HOURS,
      lifetime_hours: s.lifetimeHours,
      contents: published(s.contents),
    })
  })

  route(app, blindBox.start, async (request) => answer(request, await startBox(app.db, request.user!.id, app.clock.now()), 'blindBoxStarted'))

  route(app, blindBox.mine, async (request) => ok(request, await myBoxes(app.db, request.user!.id, app.clock.now())))

  route(app, blindBox.view, async (request) =>
    answer(request, await viewBox(app.db, { code: request.body.code, boxId: request.body.box_id }, request.user?.id ?? null, app.clock.now())))

  route(app, blindBox.help, async (request) => answer(request, await helpBox(app.db, request.body.code, request.user!.id, app.clock.now()), 'blindBoxHelpedOk'))

  route(app, blindBox.helps, async (request) => {
    const { side = 'received', page = 1, limit = 10 } = request.body
    return ok(request, await helpRecords(app.db, request.user!.id, side, page, limit, app.clock.now()))
  })

  route(app, blindBox.miniProgramCode, async (request) => {
    // the owner's own box only: the code is the box's share code
    const scene = request.body.code.toUpperCase()
    const [box] = await app.db.select({ id: blindBoxes.id }).from(blindBoxes).where(and(eq(blindBoxes.code, scene), eq(blindBoxes.userId, request.user!.id)))
    if (!box) return fail(request, 'blindBoxNotFound')
    try {
      const png = await app.providers.wechat.miniProgramCode({ scene, page: BLIND_BOX_HELP_PAGE, width: CODE_WIDTH })
      return ok(request, { scene, image: `data:image/png;base64,${png.toString('base64')}` })
    } catch (err) {
      if (!(err instanceof WechatApiError)) throw err
      request.log.warn({ api: err.api, errcode: err.errcode, errmsg: err.errmsg }, 'wechat mini-program code unavailable')
      return fail(request, 'miniProgramCodeFailed')
    }
  })
}
