/**
 * What the scripts at the top of a page use to paint before the app (lib/first-facts.ts,
 * lib/verify-facts.ts): the app's markup, written with the DOM, and when the browser showed it.
 */
import type { FirstAnswer } from './first-requests'

type Child = Node | string | false | undefined | null

export function element(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  // Text, never markup: remarks and names are typed by people.
  for (const child of children) if (child) node.append(child)
  return node
}

export const fill = (word: string, values: Record<string, string>) =>
  word.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

export const domReady = () =>
  new Promise<void>((ready) => {
    if (document.readyState !== 'loading') ready()
    else document.addEventListener('DOMContentLoaded', () => ready(), { once: true })
  })

/** The shell's `main`, as the build renders it (src/entry-server.tsx), until the app replaces it. */
export const SHELL_MAIN_SELECTOR = '#root [data-app-shell] main'

/** Puts `facts` in the shell's place, if the shell is still there (the app has not drawn the page yet). */
export function paintOverTheShell(facts: Element) {
  const main = document.querySelector(SHELL_MAIN_SELECTOR)
  if (!main) return null
  main.replaceChildren(facts)
  return facts
}

/**
 * Settles once the browser has shown `painted`: its largest-contentful-paint entry, if it is the
 * largest on the screen, or shortly after (it may not be).
 */
export const shown = (painted: Element) =>
  new Promise<void>((done) => {
    let observer: PerformanceObserver | undefined
    const timer = setTimeout(finish, 250)
    function finish() {
      observer?.disconnect()
      clearTimeout(timer)
      done()
    }
    try {
      observer = new PerformanceObserver((entries) => {
        const ours = entries
          .getEntries()
          .some((entry) =>
            painted.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null),
          )
        if (ours) finish()
      })
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
    } catch {
      // A browser that does not time paints: the timer decides.
    }
  })

declare global {
  /** Settled once a page's first facts are on the screen, or once there are none (src/main.tsx waits). */
  var portalFirstFacts: Promise<void> | undefined
}

/**
 * Once the early answer whose URL matches `url` has come, paints what `factsOf` makes of it over
 * the shell (null: nothing to paint, the app will say it). `portalFirstFacts` settles when shown.
 */
export function paintOnceAnswered(url: RegExp, factsOf: (answer: FirstAnswer) => Element | null) {
  const answers = globalThis.portalFirstRequests?.answers
  const answer = answers && [...answers].find(([asked]) => url.test(asked))?.[1]
  if (!answer) return
  globalThis.portalFirstFacts = answer
    .then(async (read) => {
      const facts = factsOf(read)
      if (!facts) return
      await domReady()
      const painted = paintOverTheShell(facts)
      if (painted) await shown(painted)
    })
    // Whatever went wrong, the app draws the page and reports it.
    .catch(() => undefined)
}

/** The body of a successful JSON answer, or undefined. */
export const jsonOf = <T>({ status, contentType, text }: FirstAnswer): T | undefined =>
  status === 200 && contentType?.includes('json') ? (JSON.parse(text) as T) : undefined
