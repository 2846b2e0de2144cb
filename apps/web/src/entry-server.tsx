// The app's pages rendered to HTML: by the server on each request for the public pages, in the
// reader's language (plugins/web-app.ts), and by the build for the shells of the others
// (scripts/prerender.mjs). A phone shows them before any script has run, and with scripts off.
import '@/app/zod-without-eval'
import type { Messages } from '@lingui/core'
import english from 'virtual:catalogue/en'
import dzongkhaPages, { underReview } from 'virtual:catalogue/dz'
import dzongkhaFormTexts from 'virtual:catalogue/dz-form-texts'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router'
import { NoScriptNotice } from '@/app/layout/no-script-notice'
import { TopBar } from '@/app/layout/top-bar'
import { createQueryClient, Providers } from '@/app/providers'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import {
  DZONGKHA_FONT_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  REVIEWED_TEXTS_ELEMENT_ID,
} from '@portal/domain/web-pages'
import { routes } from '@/app/routes'
import { PageLoading } from '@/components/page-loading'
import { reportPageTitles } from '@/lib/use-page-title'
import { activateForRender, i18n } from '@/lib/i18n'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { beyondTheInterfaceFont } from '@portal/domain/i18n/interface-font'

export { appShellFileIn } from '@portal/domain/web-pages'

/**
 * Renders routes at a URL as the browser's router would, without handing over any data, with
 * the title its page named while rendering (in English unless `beforeRendering` says otherwise).
 */
async function renderStatic(
  routeObjects: RouteObject[],
  url: string,
  beforeRendering = inLanguage('en'),
  { queryClient, signedIn = false }: { queryClient?: QueryClient; signedIn?: boolean } = {},
) {
  const handler = staticHandlerOf(routeObjects)
  const address = new URL(url, 'http://portal.invalid')
  const context = await handler.query(new Request(address))
  // The path, not the query: a log line carries nothing a customer typed.
  if (context instanceof Response)
    throw new Error(`${address.pathname} answered ${context.status} when rendered`)
  // One render at a time: nothing another request sets comes between the language, the render
  // and its title. Rendering takes the one thread anyway; the data was loaded before.
  const render = rendering.then(async () => {
    beforeRendering()
    let title = ''
    const stopReporting = reportPageTitles((pageTitle) => (title = pageTitle))
    try {
      // Whole, the parts each page loads on its own (its search, its withdrawal) included: the
      // same HTML on every request, which the browser hydrates as it is.
      const { prelude } = await prerender(
        <StrictMode>
          <Providers queryClient={queryClient} renderedSignedIn={signedIn}>
            {/* The router's loaders load nothing: a signed-in page's data is in queryClient. */}
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </Providers>
        </StrictMode>,
        {
          // A part whose script never comes does not hold every later page.
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
          // Every part in its place: past this many bytes before it (12,800 by default: a
          // Dzongkha form with its 20 divisions), React moves a part to the end of the page,
          // hidden, for an inline script to put back, which the policy and a browser without
          // scripts never run.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      )
      return { html: await new Response(prelude).text(), title }
    } finally {
      stopReporting()
    }
  })
  rendering = render.catch(() => undefined)
  return render
}

let rendering: Promise<unknown> = Promise.resolve()

// Made once per set of routes: making one walks every route, a tenth of a long page's render.
const staticHandlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>()
function staticHandlerOf(routeObjects: RouteObject[]) {
  let handler = staticHandlers.get(routeObjects)
  if (!handler) staticHandlers.set(routeObjects, (handler = createStaticHandler(routeObjects)))
  return handler
}
const RENDER_TIMEOUT_MS = 5_000

/** Every catalogue, the forms' words with the pages' messages: a render uses whichever it needs. */
const BUILT_DZONGKHA = { ...(dzongkhaPages as Messages), ...(dzongkhaFormTexts as Messages) }
const CATALOGUES: Record<TLanguage, Messages> = { en: english as Messages, dz: BUILT_DZONGKHA }
function inLanguage(language: TLanguage) {
  return () => activateForRender(language, CATALOGUES, underReview)
}
/** The texts a translator changed since the build, compiled by the server (setReviewed), as a Dzongkha page hands them on. */
let reviewedElement = ''
/** Whether they bring a letter or stack the font's interface cut does not draw (decision 083). */
let reviewedNeedTheWholeFont = false

/**
 * Lays the texts a translator changed since the build over the Dzongkha catalogue (the server
 * compiles them, and calls this at start and after each review): the pages render them, and a
 * Dzongkha page hands them to the app, which lays them over its own before it takes the page over.
 */
export function setReviewed(compiled: Messages) {
  CATALOGUES.dz = { ...BUILT_DZONGKHA, ...compiled }
  i18n.load('dz', CATALOGUES.dz)
  const json = JSON.stringify(compiled).replace(/</g, '\\u003c')
  reviewedNeedTheWholeFont = beyondTheInterfaceFont(json).length > 0
  reviewedElement =
    Object.keys(compiled).length === 0
      ? ''
      : `<script type="application/json" id="${REVIEWED_TEXTS_ELEMENT_ID}">${json}</script>`
}

/** The built index.html, and what Vite's manifest says the Dzongkha font's stylesheet loads. */
export interface BuiltApp {
  template: string
  manifest: Record<string, { file: string; css?: string[]; assets?: string[] }>
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// On a slow phone the stylesheet, the HTML's own images and a signed-in page's first data should
// have the line to themselves: the app's scripts load once the page has painted (src/main.tsx),
// which preloads them then (decision 071).
const withoutPreloads = (html: string) => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')

/** A page in the built index.html: its title, its language, its root, and what its head needs more. */
export function pageDocument(
  template: string,
  { html, title }: { html: string; title: string },
  {
    language = 'en',
    head = '',
    rootAttributes = '',
    afterRoot = '',
    wholeFont = false,
  }: {
    language?: TLanguage
    head?: string
    rootAttributes?: string
    afterRoot?: string
    /** Tibetan in the whole font, not the interface's cut (styles.css). */
    wholeFont?: boolean
  } = {},
) {
  if (!title) throw new Error('The page named no title')
  const root = `<div id="root"${rootAttributes}>${html}</div>${afterRoot}`
  const page = withoutPreloads(template)
    // Each a function: a replacement string would read `$&` or `$'` in a customer's words as
    // patterns (an officer's "Pay the $$ fee" once broke every page of that customer).
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}"${wholeFont ? ' data-font="whole"' : ''}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${head}`)
    // The bare app's notice (index.html, English, below everything): a rendered page has its own.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => root)
  if (!page.includes(root)) throw new Error('index.html has no empty <div id="root"></div>')
  return page
}

/**
 * A Dzongkha page's font, asked for with its stylesheet rather than once the app has run: the
 * interface's cut (people's words bring the whole font if Tibetan), or the whole font when the
 * texts a translator changed need it.
 */
function dzongkhaFontHead(manifest: BuiltApp['manifest'], wholeFont = false) {
  const font = manifest['src/lib/dzongkha-font.css']
  const stylesheet = font?.css?.[0]
  const cut = wholeFont ? /jomolhari-tibetan-[\w-]+\.woff2$/ : /jomolhari-interface-[\w-]+\.woff2$/
  const woff2 = font?.assets?.find((file) => cut.test(file))
  if (!stylesheet || !woff2) throw new Error("The build's manifest names no Dzongkha font")
  return (
    `<link rel="preload" href="/${woff2}" as="font" type="font/woff2" crossorigin />` +
    `<link rel="stylesheet" id="${DZONGKHA_FONT_ELEMENT_ID}" href="/${stylesheet}" />`
  )
}

/**
 * The renderer the server calls for each public page: the page in the reader's language, and
 * on a Dzongkha page its font asked for with the stylesheet, not once the app has run.
 */
export function createPageRenderer({ template, manifest }: BuiltApp) {
  const fontHeads = { cut: dzongkhaFontHead(manifest), whole: dzongkhaFontHead(manifest, true) }
  const documentIn = (language: TLanguage, page: { html: string; title: string }, afterRoot = '') => {
    const wholeFont = language === 'dz' && reviewedNeedTheWholeFont
    return pageDocument(template, page, {
      language,
      head: language === 'dz' ? fontHeads[wholeFont ? 'whole' : 'cut'] : '',
      rootAttributes: ' data-server-rendered=""',
      afterRoot: language === 'dz' ? afterRoot + reviewedElement : afterRoot,
      wholeFont,
    })
  }
  return {
    setReviewed,
    /** A public page, the same for every reader of `language`. */
    publicPage: async (url: string, language: TLanguage) =>
      documentIn(language, await renderPage(url, language)),
    /**
     * A page with the data the server loaded for it (a signed-in customer's, a letter's check),
     * under the keys the app's queries name it by (PAGE_DATA_KEYS): rendered with it, and handed
     * to the app in the page, so that the browser asks for none of it again.
     */
    pageWithData: async (url: string, language: TLanguage, data: PageData, signedIn: boolean) => {
      const queryClient = createQueryClient()
      for (const [key, value] of data) queryClient.setQueryData(key, value)
      const page = await renderStatic(routes, url, inLanguage(language), {
        queryClient,
        signedIn,
      })
      // Data, not a script: the policy lets no inline script run, and `<` cannot end the element.
      const handedOver = JSON.stringify({ signedIn, queries: dehydrate(queryClient) }).replace(
        /</g,
        '\\u003c',
      )
      const state = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${handedOver}</script>`
      return documentIn(language, page, state)
    },
  }
}

/** A signed-in page's data: each query's key and the API's answer to it. */
export type PageData = [key: readonly unknown[], value: unknown][]

/** A public page at a URL (its path and query), in a language, with its title. */
export function renderPage(url: string, language: TLanguage) {
  return renderStatic(routes, url, inLanguage(language))
}

/**
 * What the other customer pages show until the app draws them: the top bar and a spinner, so a
 * phone paints something at once. No footer: the page's content would push it down the screen.
 */
/**
 * The shell of the pages the app draws, in a language (scripts/prerender.mjs): the app draws the
 * page over it, not hydrating it, in the language it says (lib/i18n.ts, startingLanguage).
 */
export async function shellDocument({ template, manifest }: BuiltApp, language: TLanguage) {
  const { html } = await renderStatic([{ path: '*', element: <AppShell /> }], '/', inLanguage(language))
  const title = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? ''
  return pageDocument(
    template,
    { html, title },
    { language, head: language === 'dz' ? dzongkhaFontHead(manifest) : '' },
  )
}

function AppShell() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <TopBar />
      <main className="flex-grow-1">
        <NoScriptNotice />
        <PageLoading />
      </main>
    </div>
  )
}
