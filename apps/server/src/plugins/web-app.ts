import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { htmlFileFor } from '@portal/domain/web-pages'

// API, socket and hashed files answer 404 when absent: a missing chunk must not get index.html.
const NOT_THE_APP = /^\/(api|ws|static)(\/|$)/

/**
 * Serves the built single-page app: hashed files under /static for a year; for the public
 * pages, their HTML rendered at build time; and index.html for every other path so that deep
 * links such as /ticket/42 reach the app's router.
 */
export default fp(async function webApp(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options
  const built = existsSync(path.join(distDir, 'index.html'))
  const pagesDir = path.join(distDir, 'pages')
  const prerendered = new Set(
    existsSync(pagesDir) ? readdirSync(pagesDir).map((file) => `pages/${file}`) : [],
  )
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies the web build makes beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}static${path.sep}`)
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        // A file that never changes is never asked about again: what a browser would revalidate
        // it with would only be bytes on every script of a phone's first visit.
        if (hashed) for (const name of ['etag', 'last-modified', 'accept-ranges']) res.removeHeader(name)
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    if (NOT_THE_APP.test(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ detail: 'Not found.' })
    }
    if (!built)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build`.')
    const pathname = request.url.split('?')[0]!
    return reply.header('cache-control', 'no-cache').sendFile(htmlFileFor(pathname, prerendered))
  })
})
