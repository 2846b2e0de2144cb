import { setupI18n, type Messages } from '@lingui/core'
import { useEffect, useSyncExternalStore } from 'react'
import { withCaseForms, withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import type { TMessageKey } from '@portal/domain/i18n/en'
import { FORMAT_LOCALES, isLanguage, type TLanguage } from '@portal/domain/i18n/languages'
import { loadDzongkhaFont } from './dzongkha-font'
import { rememberedLanguage, rememberLanguage } from './remembered-language'
import { readGenericMessage, refusalIn } from '@portal/domain/messages'
import { REVIEWED_TEXTS_ELEMENT_ID } from '@portal/domain/web-pages'

/**
 * The page's language (Lingui's runtime, with catalogues compiled at build time by
 * vite.config.ts). Each language's messages are a chunk of their own, fetched for the page's
 * language only; a Dzongkha page fetches its font too, and the forms' words once it has fields.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const FONT_WAIT_MS = 3_000
let latestLanguage: TLanguage | undefined
let dzongkhaUnderReview = false

/** A chunk asked for once, and again after a failure: a page that lost its connection gets it on the next try. */
function once<T>(load: () => Promise<T>) {
  let asked: Promise<T> | undefined
  return () =>
    (asked ??= load().catch((error: unknown) => {
      asked = undefined
      throw error
    }))
}

const catalogues = {
  en: once(() => import('virtual:catalogue/en')),
  dz: once(() => import('virtual:catalogue/dz')),
}
const dzongkhaFormTexts = once(() => import('virtual:catalogue/dz-form-texts'))
const loaded = { en: false, dz: false, dzongkhaFormTexts: false }

/**
 * The texts a translator changed since the build: as the server handed them to a Dzongkha page
 * it rendered, else asked for (a page the app draws, or a switch from English); none if the
 * asking fails, and the build's words stand. Laid last, over each Dzongkha catalogue.
 */
const reviewedTexts = once(async (): Promise<Messages> => {
  const element = document.getElementById(REVIEWED_TEXTS_ELEMENT_ID)
  if (element?.textContent) return JSON.parse(element.textContent) as Messages
  if (
    document.documentElement.lang === 'dz' &&
    document.getElementById('root')?.dataset.serverRendered !== undefined
  )
    return {}
  const asked = await fetch('/api/translations/dz/')
    .then((response) => (response.ok ? (response.json() as Promise<Messages>) : {}))
    .catch(() => ({}))
  if (Object.keys(asked).length > 0) void drawInTheWholeFontIfNeeded(JSON.stringify(asked))
  return asked
})

/**
 * A changed text with a letter or stack the font's interface cut lacks is drawn in the whole font,
 * as the server marks a page it renders with such texts (entry-server.tsx, decision 083).
 */
async function drawInTheWholeFontIfNeeded(texts: string) {
  const { beyondTheInterfaceFont } = await import('@portal/domain/i18n/interface-font')
  if (beyondTheInterfaceFont(texts).length > 0) document.documentElement.dataset.font = 'whole'
}

/**
 * The language a page starts in: the one the server sent it in when it rendered it, or sent a
 * shell in another language than English (pages/app-shell.dz.html); else the remembered one.
 */
export function startingLanguage(): TLanguage {
  const { lang } = document.documentElement
  const serverRendered = document.getElementById('root')?.dataset.serverRendered !== undefined
  return (serverRendered || lang !== 'en') && isLanguage(lang) ? lang : rememberedLanguage()
}

/** The forms' Dzongkha words, laid under the reviewed texts. */
async function loadDzongkhaFormTexts() {
  const [{ default: formTexts }, reviewed] = await Promise.all([dzongkhaFormTexts(), reviewedTexts()])
  i18n.load('dz', { ...(formTexts as Messages), ...reviewed })
  loaded.dzongkhaFormTexts = true
}

/**
 * A page with fields, before it renders: in Dzongkha, the forms' and the field kit's words are
 * there (src/lib/lazy-page.ts); English needs none, its words being their own ids.
 */
export async function formTextsReady() {
  if (latestLanguage === 'dz' && !loaded.dzongkhaFormTexts) await loadDzongkhaFormTexts()
}

/**
 * Shows the page in a language, once its messages have come. A page opened in Dzongkha is drawn
 * once its font has come, so that nothing moves when it does, though not kept waiting longer
 * than a browser would keep its text hidden for a font; a reader who taps the switch sees it at
 * once (`waitForTheFont: false`). The forms' Dzongkha words come too, unless the caller leaves
 * them to the route's loader (`withFormTexts: false`, the app's start): the landing page needs none.
 */
export async function showIn(language: TLanguage, { waitForTheFont = true, withFormTexts = true } = {}) {
  latestLanguage = language
  if (language === 'en' && !loaded.en) {
    i18n.load('en', (await catalogues.en()).default as Messages)
    loaded.en = true
  }
  if (language === 'dz' && (!loaded.dz || (withFormTexts && !loaded.dzongkhaFormTexts))) {
    const font = loadDzongkhaFont()
    const [{ default: dzongkha, underReview }, reviewed] = await Promise.all([
      catalogues.dz(),
      reviewedTexts(),
      withFormTexts && !loaded.dzongkhaFormTexts && loadDzongkhaFormTexts(),
      waitForTheFont && Promise.race([font, new Promise((timeUp) => setTimeout(timeUp, FONT_WAIT_MS))]),
    ])
    i18n.load('dz', { ...(dzongkha as Messages), ...reviewed })
    dzongkhaUnderReview = underReview
    loaded.dz = true
  }
  // A switch made while this one waited for its catalogue has the last word.
  if (latestLanguage !== language) return
  // Counts in Arabic digits, as ids and phone numbers are (decision 046).
  i18n.activate(language, [FORMAT_LOCALES[language]])
  document.documentElement.lang = language
}

/** The reader's choice of language: shown, and remembered where the server reads it too. */
export async function setLanguage(
  language: TLanguage,
  options: { waitForTheFont?: boolean; withFormTexts?: boolean } = {},
) {
  await showIn(language, options)
  if (latestLanguage === language) rememberLanguage(language)
}

/**
 * The language a page is rendered in on the server (src/entry-server.tsx), with its catalogue
 * already loaded there. A render is synchronous, so requests in two languages cannot mix.
 */
export function activateForRender(
  language: TLanguage,
  catalogues: Record<TLanguage, Messages>,
  underReview: boolean,
) {
  for (const other of ['en', 'dz'] as const)
    if (!loaded[other]) {
      i18n.load(other, catalogues[other])
      loaded[other] = true
    }
  dzongkhaUnderReview = underReview
  i18n.activate(language, [FORMAT_LOCALES[language]])
}

/**
 * The remembered language, once the page runs: a page the server rendered is in it already;
 * one it could not know it for (a choice made before the cookie) switches to it now.
 */
export function useRememberedLanguage() {
  useEffect(() => {
    const language = rememberedLanguage()
    // Words that do not come leave the page in the language it shows.
    if (language !== i18n.locale) setLanguage(language).catch(() => undefined)
  }, [])
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/**
 * `t(key, values)` in the page's language, and `translate(english)` for the forms' words,
 * which are their own ids (decision 033); a component using them follows a switch.
 */
export function useT() {
  // The server's snapshot is the language the page was rendered in, on the server as in hydration.
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.locale,
    () => i18n.locale,
  ) as TLanguage
  // An English page has no entry for them: the text is shown as it is, without asking Lingui,
  // which would warn of a missing message each time.
  const translate = (english: string): string => {
    if (english in i18n.messages) return i18n._(english)
    if (language === 'en') return english
    // A refusal that passes: its own sentences, and when to try again, each in the page's language.
    const tryAgainIn = (minutes: number) => i18n._('refusal.tryAgainIn', { minutes })
    return refusalIn(english, translate, tryAgainIn) ?? english
  }
  return {
    language,
    /** Whether the page is in a translation some of whose entries are drafts (issue 34). */
    underReview: language === 'dz' && dzongkhaUnderReview,
    // Dzongkha fills in each value with its cases (`{idOf}`): a message writes no particle itself.
    t: (key: TMessageKey, values?: Record<string, unknown>) =>
      i18n._(key, language === 'en' ? values : withCaseForms(values)),
    translate,
    /**
     * A field's error: the specification's generic messages name the field by its path, which
     * stays so in English; a translation names it by its label.
     */
    errorText(error: string, label: string) {
      const generic = language === 'en' ? undefined : readGenericMessage(error)
      if (!generic) return translate(error)
      return i18n._(`generic.${generic.kind}`, {
        field: withinSentence(translate(label)),
        count: generic.count,
      })
    },
  }
}
