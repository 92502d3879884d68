import type { FastifyInstance } from 'fastify'
import { userFeedback } from '@api-types/userFeedback'
import { answer, fail, ok, route } from '../../http'
import { isOwnStored, storedNameOf } from '../../providers/storage'
import { feedbackDetail, myFeedback, submitFeedback } from './service'

// The feedback calls (types/api/userFeedback.ts; docs/rules.md "Feedback").

export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, userFeedback.lists, async (request) => {
    const { page = 1, limit = 10 } = request.body
    return ok(request, await myFeedback(app.db, request.user!.id, page, limit))
  })

  route(app, userFeedback.submitFeedback, async (request) => {
    const userId = request.user!.id
    const { type = 'other', order_id, order_kind = 'free_meal', content, contact } = request.body
    const images = request.body.images.map((url) => url.trim())
    // as the free-meal proof's, and the file must be one this user stored for feedback
    const own = (url: string) => {
      const name = storedNameOf(app.providers.storage, url)
      return name !== null && isOwnStored(name, 'feedback', userId)
    }
    if (!images.every(own)) return fail(request, 'feedbackImageInvalid')
    const outcome = await submitFeedback(app.db, userId, {
      type, content: content.trim(), images, contact: contact?.trim() || null,
      order: order_id === undefined ? null : { kind: order_kind, id: order_id },
    }, app.clock.now())
    return answer(request, outcome, 'feedbackSubmitted')
  })

  route(app, userFeedback.detail, async (request) =>
    answer(request, await feedbackDetail(app.db, request.user!.id, request.body.id)))
}
