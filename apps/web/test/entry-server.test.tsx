// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { createPageRenderer } from '@/entry-server'

/**
 * The server's renderer (issue 46, decision 080): the app's own pages in the reader's language,
 * and a signed-in page's data handed to the app as data that nothing a customer typed can end.
 */
const template =
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>'
const manifest = {
  'src/lib/dzongkha-font.css': {
    file: 'static/dzongkha-font.js',
    css: ['static/dzongkha-font.css'],
    assets: ['static/jomolhari-tibetan-400-unhinted-B2xQ.woff2', 'static/jomolhari-interface-Dk3a.woff2'],
  },
}
const renderer = createPageRenderer({ template, manifest })
const TIBETAN = /[\u0F00-\u0FFF]/
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
/** The page's heading: a page in English may name Dzongkha in its own script elsewhere. */
const headingOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''

const customer = {
  cid: '11512345601',
  // Also what a string replacement would read as its patterns.
  name: "</script><script>alert(1)</script> $& $' $$",
  mobile: '17123456',
  language: 'en',
}

describe("the server's renderer", () => {
  it("hands a customer's data to the app as data, which nothing they typed can end", async () => {
    const html = await renderer.pageWithData(
      '/messages',
      'en',
      [
        [PAGE_DATA_KEYS.profile, customer],
        [PAGE_DATA_KEYS.notifications, []],
      ],
      true,
    )
    expect(html).not.toContain('<script>alert(1)')
    const element = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
      's',
    )
    const handed = JSON.parse(element.exec(html)![1]!) as {
      signedIn: boolean
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
    }
    expect(handed.signedIn).toBe(true)
    const profile = handed.queries.queries.find((query) => query.queryKey.join() === 'customers,profile')
    expect(profile?.state.data).toEqual(customer)
    // The page is rendered with it: the messages' heading, signed in, the name in the top bar.
    expect(mainOf(html)).toContain('Messages')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; $$')
  })

  // What a phone shows before the app's scripts have come, or with them off: never "Loading…".
  const LOADING = /Loading…|མངོན་གསལ་འབད་དོ…/
  const signedIn = (...page: [readonly unknown[], unknown][]) =>
    [
      [PAGE_DATA_KEYS.profile, { ...customer, name: 'Pema' }],
      [PAGE_DATA_KEYS.notifications, []],
      ...page,
    ] as [readonly unknown[], unknown][]

  it("says an application that is none of the customer's was not found, in the reader's language", async () => {
    const en = await renderer.pageWithData(
      '/ticket/123',
      'en',
      signedIn([PAGE_DATA_KEYS.ticket('123'), null]),
      true,
    )
    expect(mainOf(en)).toContain('Sorry, Application ID 123 doesn&#x27;t exist.')
    expect(mainOf(en)).not.toMatch(LOADING)
    const dz = await renderer.pageWithData(
      '/ticket/123',
      'dz',
      signedIn([PAGE_DATA_KEYS.ticket('123'), null]),
      true,
    )
    expect(mainOf(dz)).toContain('དགོངསམ་མ་ཁྲེལ། ཞུ་ཡིག་ཨང་ 123 མེད།')
    expect(mainOf(dz)).not.toMatch(LOADING)
  })

  it('renders the search as a form that works without scripts, and View All as a link', async () => {
    const html = mainOf(
      await renderer.pageWithData('/ticket', 'en', signedIn([PAGE_DATA_KEYS.tickets, []]), true),
    )
    const form = /<form [^>]*role="search"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('action="/ticket"')
    expect(form).toContain('method="get"')
    expect(html).toMatch(/<input[^>]*name="ticket"/)
    expect(html).toMatch(/<a [^>]*href="\/ticket\/all"[^>]*>View All<\/a>/)
  })

  it("says when to expect a decision on a service's form, in working days", async () => {
    const targets = [{ key: 'powerClearance', service: 'Power Clearance', working_days: 17, default: true }]
    for (const language of ['en', 'dz'] as const) {
      const html = mainOf(
        await renderer.pageWithData(
          '/power-clearance',
          language,
          signedIn([PAGE_DATA_KEYS.serviceTargets, targets]),
          true,
        ),
      )
      expect(html, language).toMatch(
        language === 'en' ? /Within 17 working days of filing/ : /ལཱ་གི་ཉིནམ་ 17 ནང་/,
      )
      expect(html, language).not.toMatch(LOADING)
    }
  })

  it("renders a Dzongkha page in Dzongkha with its interface's font asked for, an English one with neither", async () => {
    const dz = await renderer.publicPage('/customer-login', 'dz')
    expect(dz).toContain('<html lang="dz">')
    expect(headingOf(dz)).toMatch(TIBETAN)
    expect(dz).toContain(
      '<link rel="preload" href="/static/jomolhari-interface-Dk3a.woff2" as="font" type="font/woff2" crossorigin />',
    )
    // The complete cut is for people's words in Tibetan: not asked for before a page shows some.
    expect(dz).not.toContain('unhinted')
    const en = await renderer.publicPage('/customer-login', 'en')
    expect(en).toContain('<html lang="en">')
    expect(headingOf(en)).not.toMatch(TIBETAN)
    expect(en).not.toContain('jomolhari')
  })

  it('draws a Dzongkha page in the whole font when a text changed after the build has a stack its cut lacks', async () => {
    // ཀྵ is in no text of the build (packages/domain/test/interface-font.test.ts).
    renderer.setReviewed({ 'landing.notSure': 'ལཀྵ་ ཅིག་ {phone}' })
    try {
      const dz = await renderer.publicPage('/', 'dz')
      expect(dz).toContain('<html lang="dz" data-font="whole">')
      expect(dz).toContain('ལཀྵ་ ཅིག་')
      expect(dz).toMatch(/<link rel="preload" href="\/static\/jomolhari-tibetan-400-unhinted-B2xQ\.woff2"/)
      expect(dz).not.toContain('jomolhari-interface')
      expect(await renderer.publicPage('/', 'en')).toContain('<html lang="en">')
      // A change the cut draws keeps the cut.
      renderer.setReviewed({ 'landing.notSure': 'ཞབས་ཏོག་ {phone}' })
      expect(await renderer.publicPage('/', 'dz')).toContain('<html lang="dz">')
    } finally {
      renderer.setReviewed({})
    }
  })

  it('keeps two requests in two languages apart, each with its own words and title', async () => {
    const pages = await Promise.all(
      ['en', 'dz', 'en', 'dz'].map((language) =>
        renderer.publicPage('/customer-register', language as 'en' | 'dz'),
      ),
    )
    for (const [index, html] of pages.entries()) {
      const dzongkha = index % 2 === 1
      expect(TIBETAN.test(headingOf(html)), `page ${index}`).toBe(dzongkha)
      expect(TIBETAN.test(/<title>([^<]*)<\/title>/.exec(html)![1]!), `title ${index}`).toBe(dzongkha)
    }
  })
})
