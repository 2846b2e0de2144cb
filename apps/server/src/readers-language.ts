import type { FastifyRequest } from 'fastify'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_REFUSALS } from '@portal/domain/i18n/dz-refusals'
import { onReviewsLaid } from '@portal/domain/i18n/dzongkha'
import { withCaseForms } from '@portal/domain/i18n/dzongkha-grammar'
import { FORMAT_LOCALES, isLanguage, type TLanguage } from '@portal/domain/i18n/languages'
import { refusalNamingAnApplication } from '@portal/domain/i18n/refusals'
import { readGenericMessage, refusalIn } from '@portal/domain/messages'
import type { ErrorBody } from './errors'

/**
 * The language a refusal is written in (decision 055): the one the request's Accept-Language
 * asks for (the web app sends its page's), else the signed-in customer's profile, else English.
 * The page comes first: every profile has a language, English unless changed, and a customer
 * reading a Dzongkha page must not be refused in English.
 */
export async function readersLanguage(
  request: FastifyRequest,
  profileLanguage: (cid: string) => Promise<string | undefined>,
): Promise<TLanguage> {
  const asked = acceptedLanguage(request.headers['accept-language'])
  if (asked) return asked
  if (request.customerCid) {
    // A database that is away leaves English: the refusal must still go out.
    const language = await profileLanguage(request.customerCid).catch(() => undefined)
    if (isLanguage(language)) return language
  }
  return 'en'
}

/** The portal's language an Accept-Language header prefers most (`dz`, `dz-BT;q=0.9, en;q=0.5`), if any. */
export function acceptedLanguage(header: string | undefined): TLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => isLanguage(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.language as TLanguage | undefined
}

const dzongkhaRefusals = () =>
  Object.fromEntries(
    [
      ['refusal.tryAgainIn', DZ['refusal.tryAgainIn'].text],
      ...Object.entries(DZ_REFUSALS).map(([key, entry]) => [key, entry.text]),
    ].map(([key, text]) => [key, compileMessage(text!)]),
  )

/** Compiled at start, and again whenever a translator's reviews are laid over the catalogues. */
const DZONGKHA = setupI18n({
  locale: 'dz',
  locales: [FORMAT_LOCALES.dz],
  messages: { dz: dzongkhaRefusals() },
})
onReviewsLaid(() => DZONGKHA.load('dz', dzongkhaRefusals()))

/**
 * A server message in Dzongkha, from the same catalogue entry the pages show it with; what the
 * catalogue lacks stays in English. The specification's generic messages ('cid is a required
 * field') stay too: they name the field by its path, and only the page knows its label.
 */
export function dzongkhaOf(english: string): string {
  const entry = DZ_FORM_TEXTS[english]
  if (entry) return entry.text
  if (readGenericMessage(english)) return english
  const named = refusalNamingAnApplication(english)
  if (named) return DZONGKHA._(named.key, withCaseForms({ id: named.id }))
  // A refusal that passes: its own sentences, and when to try again, each translated.
  const tryAgainIn = (minutes: number) => DZONGKHA._('refusal.tryAgainIn', { minutes })
  return refusalIn(english, dzongkhaOf, tryAgainIn) ?? english
}

/** An error body with its messages in the reader's language; English is the specification's, as it is. */
export function bodyIn<Body extends ErrorBody & { error?: string }>(language: TLanguage, body: Body): Body {
  if (language === 'en') return body
  const translated: Body = { ...body }
  if (typeof body.detail === 'string') translated.detail = dzongkhaOf(body.detail)
  if (typeof body.error === 'string') translated.error = dzongkhaOf(body.error)
  if (body.errors)
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, messages]) => [field, messages.map(dzongkhaOf)]),
    )
  return translated
}
