import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Notifications } from '../db/notifications'
import { TRANSLATION_REVIEWED_CHANNEL } from '../repositories/translation-reviews'

/**
 * The translators' reviews laid over the catalogues before the first request, and again
 * whenever any instance keeps one (NOTIFY), or the listening connection comes back after a
 * gap in which one may have been kept: papers, messages and refusals read them at once.
 */
export default fp(async function translations(
  app: FastifyInstance,
  options: { notifications: Notifications },
) {
  await app.services.translations.layStored()
  const layAgain = () =>
    void app.services.translations
      .layStored()
      .catch((error: unknown) => app.log.warn({ err: error }, 'translators’ reviews not laid again'))
  const unlisten = await options.notifications.listen(TRANSLATION_REVIEWED_CHANNEL, layAgain, layAgain)
  app.addHook('onClose', () => unlisten())
})
