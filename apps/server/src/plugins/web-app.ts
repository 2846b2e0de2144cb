import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { dataPageOf, htmlFileFor, isServerRendered } from '@portal/domain/web-pages'
import { isLanguage, LANGUAGE_COOKIE, type TLanguage } from '@portal/domain/i18n/languages'
import { asciiDigits } from '@portal/domain/text'
import { acceptedLanguage } from '../readers-language'
import { cookieValue } from './session-cookie'
import { loadPageRenderer, RendererBusy, type RenderedPage } from './page-renderer'
import { customerPageData, paperPageData } from './page-data'

// API, socket and hashed files answer 404 when absent: a missing chunk must not get index.html.
const NOT_THE_APP = /^\/(api|ws|static)(\/|$)/

/**
 * Serves the built single-page app: hashed files under /static for a year; the customer's pages
 * rendered on each request in the reader's language (plugins/page-renderer.ts), signed-in ones
 * and a letter's check with their data (plugins/page-data.ts; decision 080), the language chosen
 * here (pageLanguageOf); and for every other path the shell or the back office's bare app.
 */
export default fp(async function webApp(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options
  const built = existsSync(path.join(distDir, 'index.html'))
  const pagesDir = path.join(distDir, 'pages')
  const prerendered = new Set(
    existsSync(pagesDir) ? readdirSync(pagesDir).map((file) => `pages/${file}`) : [],
  )
  const renderer = built
    ? await loadPageRenderer(distDir, () => app.services.translations.reviewedPageTexts())
    : undefined
  if (renderer) app.addHook('onClose', async () => renderer.close())
  // A build without its renderer (WEB_DIST_DIR pointed at a copy of dist/ alone) still serves,
  // every page as the shell the app draws: said once, for whoever deployed it.
  else if (built)
    app.log.warn(
      'the web build has no dist-server beside it: customer pages are sent as the shell, not rendered',
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

  app.setNotFoundHandler(async (request, reply) => {
    if (NOT_THE_APP.test(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ detail: 'Not found.' })
    }
    if (!built)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build`.')
    const pathname = request.url.split('?')[0]!
    // The ticket page's search, sent without the app's scripts: its form asks for /ticket?ticket=N.
    const searched = ticketSearchedFor(request.url)
    if (searched) return reply.redirect(`/ticket/${searched}`, 303)
    const dataPage = dataPageOf(pathname, request.url.slice(pathname.length))
    const encodings = request.headers['accept-encoding']
    try {
      // Registration is public; the same path is the profile of a signed-in customer.
      const customerPage = renderer && dataPage && dataPage.kind !== 'verify' && (await signedIn(request))
      if (renderer && isServerRendered(pathname) && !customerPage) {
        const page = await renderer.publicPage(request.url, pageLanguageOf(request))
        return sendPage(reply.header('cache-control', 'no-cache'), page, encodings)
      }
      // A code that names no letter is the app's to say, asking the API (and its limit): made-up
      // codes cost no render.
      const paper =
        renderer && dataPage?.kind === 'verify' && (await paperPageData(app.services, dataPage.code))
      if (renderer && paper) {
        const page = await renderer.pageWithData(request.url, pageLanguageOf(request), paper, false)
        return sendPage(reply.header('cache-control', 'no-cache'), page, encodings)
      }
      if (renderer && dataPage && customerPage) {
        const loaded = await customerPageData(app.services, request.customerCid, dataPage)
        if (loaded) {
          const language = pageLanguageOf(request, loaded.profileLanguage)
          const page = await renderer.pageWithData(request.url, language, loaded.data, true)
          // One customer's page: no cache keeps it, neither the browser's nor one between. A
          // ticket that is none of theirs is the app's "not found", answered as one.
          reply.code(loaded.missing ? 404 : 200).header('cache-control', 'private, no-store')
          return sendPage(reply, page, encodings)
        }
      }
    } catch (error) {
      // The app's shell still serves: the browser draws the page itself.
      if (error instanceof RendererBusy)
        request.log.warn('a page was sent as the shell: too many renders waiting')
      else request.log.error({ err: error }, 'a page could not be rendered')
    }
    // The shell in the reader's language: a Dzongkha reader who follows a link signed out.
    return (
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        // Both shells were built at the same moment: only their ETags tell them apart.
        .sendFile(htmlFileFor(pathname, prerendered, pageLanguageOf(request)), { lastModified: false })
    )
  })
})

/** The Application ID a search without scripts asked for (/ticket?ticket=N), when it is one. */
function ticketSearchedFor(url: string) {
  const address = new URL(url, 'http://portal.invalid')
  if (address.pathname.replace(/(.)\/$/, '$1') !== '/ticket') return undefined
  return /^\d{1,15}$/.exec(asciiDigits(address.searchParams.get('ticket')?.trim() ?? ''))?.[0]
}

/**
 * Whether a live customer session signs this request in, as for the API. A forged or ended
 * cookie is cleared with the answer (plugins/session-cookie.ts), and the page is the shell,
 * which the app draws signed out; so is a page another site linked to (its Sec-Fetch-Site).
 */
async function signedIn(request: FastifyRequest) {
  try {
    await request.server.requireCustomer(request)
    return true
  } catch {
    return false
  }
}

/** A rendered page in the best encoding the browser takes; its language follows its cookie and Accept-Language. */
function sendPage(reply: FastifyReply, page: RenderedPage, acceptEncoding: string | string[] | undefined) {
  const accepted = String(acceptEncoding ?? '')
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8')
  if (!encoding) return reply.send(page.html)
  return reply.header('content-encoding', encoding).send(page[encoding])
}

/**
 * The language a page is rendered in (issue 46): the one this browser chose (its cookie), else,
 * signed in, the customer's profile's, else the one Accept-Language prefers, else English.
 */
function pageLanguageOf(request: FastifyRequest, profileLanguage?: string): TLanguage {
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return chosen
  if (isLanguage(profileLanguage)) return profileLanguage
  return acceptedLanguage(request.headers['accept-language']) ?? 'en'
}
