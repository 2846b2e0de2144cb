import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { letterRenderer, type LetterRenderer } from '../letters/letter-renderer'

declare module 'fastify' {
  interface FastifyInstance {
    letters: LetterRenderer
  }
}

/** The decision letters' renderer: worker threads and a cache, closed with the app. */
export default fp(async function letters(app: FastifyInstance) {
  const renderer = letterRenderer()
  app.decorate('letters', renderer)
  app.addHook('onClose', () => renderer.close())
})
