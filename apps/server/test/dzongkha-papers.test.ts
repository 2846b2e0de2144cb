import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import { getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UTILITY_NAME } from '@portal/domain/constants'
import { wordsIn } from '../src/notifications/wording'
import { signedInCustomer } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { markEveryDzongkhaEntryReviewed } from './helpers/reviewed-dzongkha'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * Issue 49, the papers a review would unlock: a Dzongkha customer's letter and receipt as
 * they print once a translator has reviewed every text, read back from the PDF — its text and
 * where each run of it stands.
 */

const DZONGKHA_NAME = 'པདྨ་དབང་མོ'
const words = wordsIn('dz')

/** A run of text as the PDF draws it: where its baseline stands, at what size. */
interface Run {
  text: string
  x: number
  baseline: number
  size: number
}

const tibetan = (text: string) => /[\u0F00-\u0FFF]/u.test(text)
const latin = (text: string) => /[A-Za-z0-9():]/.test(text)

/** The page's runs, top first, in lines: runs whose baselines are within 6 pt of each other. */
async function linesOf(pdf: Buffer): Promise<Run[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { items } = await (await document.getPage(1)).getTextContent()
  const runs = (items as { str: string; transform: number[] }[])
    .filter((item) => item.str.trim())
    .map(({ str, transform }) => ({
      text: str,
      x: transform[4]!,
      baseline: transform[5]!,
      size: transform[0]!,
    }))
    .sort((a, b) => b.baseline - a.baseline || a.x - b.x)
  const lines: Run[][] = []
  for (const run of runs) {
    const line = lines.at(-1)
    if (line && Math.abs(line[0]!.baseline - run.baseline) < 6) line.push(run)
    else lines.push([run])
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x))
}

const textOf = (line: Run[]) => line.map((run) => run.text).join('')
const squeezed = (text: string) => text.replace(/\s+/g, '')

/**
 * Where Jomolhari's letters stand above its own baseline: the foot of a letter with no stem
 * below (ར), as a share of the em. Tibetan rests there as Latin rests on its baseline.
 */
const font = fontkit.create(
  readFileSync(new URL('../src/letters/fonts/jomolhari-tibetan-400.ttf', import.meta.url)),
) as fontkit.Font
const LETTERS_FOOT = font.glyphForCodePoint('ར'.codePointAt(0)!).bbox.minY / font.unitsPerEm

let portal: Awaited<ReturnType<typeof testApp>>
let restore: () => void
let receipt: Run[][]
let letter: Run[][]
/** The receipt as it prints before the review: English, with the customer's Dzongkha name. */
let englishReceipt: Run[][]
beforeAll(async () => {
  portal = await testApp()
  const officer = (
    await signedInStaff(portal.app, 'officer', ['ESD Thimphu'], { username: 'pema', name: 'Pema Wangmo' })
  ).authorization
  const customer = await signedInCustomer(portal.app, { language: 'dz', name: DZONGKHA_NAME })
  const { id } = await filedClearance(
    portal.app,
    customer.authorization,
    await divisionId(portal.app, 'ESD Thimphu'),
  )
  const paper = async (url: string) => {
    const response = await portal.app.inject({ url, headers: { authorization: customer.authorization } })
    expect(response.headers['content-type']).toBe('application/pdf')
    return linesOf(response.rawPayload)
  }
  englishReceipt = await paper(`/api/tickets/${id}/receipt/`)
  restore = markEveryDzongkhaEntryReviewed()
  receipt = await paper(`/api/tickets/${id}/receipt/`)
  const decided = await portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/decision/`,
    headers: { authorization: officer },
    payload: { decision: 'Approved', remarks: 'Line checked.' },
  })
  expect(decided.statusCode).toBe(200)
  letter = await paper(`/api/tickets/${id}/download/`)
  // A filing, a decision and three papers: more than one hook's usual minute on a busy machine.
}, 120_000)
afterAll(async () => {
  restore()
  await portal.close()
})

describe('a Dzongkha paper, every text reviewed (issue 49)', () => {
  it('is headed by the utility’s name in Dzongkha, the English beneath, then the division and phone in Dzongkha', () => {
    for (const paper of [letter, receipt]) {
      const [name, english, contact] = paper.map(textOf)
      expect(squeezed(name!)).toBe(squeezed(words('paper.utility')))
      expect(latin(name!)).toBe(false)
      expect(english).toBe(UTILITY_NAME)
      expect(squeezed(contact!)).toBe(
        squeezed(words('paper.letterhead', { division: 'ESD Thimphu', phone: '1250' })),
      )
      expect(tibetan(contact!)).toBe(true)
    }
  })

  it('puts no Latin colon after a receipt’s label: a Dzongkha label closes itself', () => {
    const facts = receipt.map(textOf).filter((line) => !/https?:/.test(line))
    expect(facts.filter((line) => line.includes(':'))).toEqual([])
    const filedBy = facts.find((line) => line.startsWith(words('paper.receipt.filedBy')))
    expect(squeezed(filedBy!)).toContain(squeezed(`${words('paper.receipt.filedBy')}${DZONGKHA_NAME}`))
  })

  it('says who decided without a Latin comma', () => {
    const decidedBy = letter.map(textOf).find((line) => squeezed(line).includes('Wangmo'))
    expect(decidedBy).toBeDefined()
    expect(decidedBy).not.toContain(',')
    expect(decidedBy).toContain('ESD Thimphu')
  })

  it('sets a Dzongkha name on the baseline of the Latin beside it, on either language’s paper', () => {
    const filedBy = receipt.find((line) => textOf(line).startsWith(words('paper.receipt.filedBy')))!
    const to = letter.find((line) => squeezed(textOf(line)).startsWith(DZONGKHA_NAME))!
    const filedByInEnglish = englishReceipt.find((line) => textOf(line).startsWith('Filed by'))!
    for (const line of [filedBy, to, filedByInEnglish]) {
      const latinBaseline = line.find((run) => !tibetan(run.text) && /[0-9]/.test(run.text))!.baseline
      const tibetanRuns = line.filter((run) => tibetan(run.text))
      expect(tibetanRuns.length).toBeGreaterThan(0)
      for (const run of tibetanRuns)
        expect(run.baseline + LETTERS_FOOT * run.size, run.text).toBeCloseTo(latinBaseline, 0)
    }
  })
})
