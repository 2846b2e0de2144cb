import { afterEach, describe, expect, it } from 'vitest'
import { DZ } from '../src/i18n/dz'
import { DZ_NOTICES } from '../src/i18n/dz-notices'
import { DZONGKHA_ENTRIES, laidReviews, layReviewsOver, onReviewsLaid } from '../src/i18n/dzongkha'
import { EN } from '../src/i18n/en'
import { screenOf } from '../src/i18n/screens'
import { reviewProblem } from '../src/i18n/review-checks'
import { TRANSLATOR_MESSAGES } from '../src/i18n/translator-page'

/** Issue 49: reviews made on the translator's page, laid over the catalogues as built. */
afterEach(() => void layReviewsOver([]))

const entry = (id: string) => DZONGKHA_ENTRIES.find((candidate) => candidate.id === id)!
const review = (id: string, text: string, english = entry(id).english) => ({
  id,
  text,
  english,
  by: 'Karma Choden',
  on: '2026-11-30',
})

describe('laying reviews over the catalogues', () => {
  it('gives an entry the reviewed text, who and when, where every reader finds it', () => {
    const draft = entry('topBar.menu').text
    expect(layReviewsOver([review('topBar.menu', 'དཀར་ཆག།')])).toBe(1)
    expect(entry('topBar.menu')).toMatchObject({
      text: 'དཀར་ཆག།',
      reviewed: true,
      reviewedBy: 'Karma Choden',
    })
    expect(DZ['topBar.menu']).toMatchObject({ text: 'དཀར་ཆག།', reviewed: true })
    // Laid again without it, the entry is the build's draft once more.
    layReviewsOver([])
    expect(DZ['topBar.menu']).toMatchObject({ text: draft, reviewed: false })
    expect(entry('topBar.menu').reviewedBy).toBeUndefined()
  })

  it('takes no review of English that has changed since, nor of an entry that does not exist', () => {
    expect(
      layReviewsOver([review('topBar.menu', 'དཀར་ཆག།', 'Menu of old'), review('no.such.entry', 'ཀ', 'None')]),
    ).toBe(0)
    expect(DZ['topBar.menu'].reviewed).toBe(false)
  })

  it("reaches the messages' catalogue too, and tells what compiled it", () => {
    const key = Object.keys(DZ_NOTICES)[0]! as keyof typeof DZ_NOTICES
    let compiled = 0
    onReviewsLaid(() => compiled++)
    layReviewsOver([review(key, DZ_NOTICES[key].text)])
    expect(DZ_NOTICES[key].reviewed).toBe(true)
    expect(compiled).toBe(1)
  })
})

describe("the translator's screens", () => {
  it('name where every entry shows, in words rather than its id', () => {
    const unnamed = DZONGKHA_ENTRIES.filter((each) => screenOf(each) === each.id).map((each) => each.id)
    expect(unnamed).toEqual([])
  })
})

describe('laying the same reviews again', () => {
  it('recompiles nothing and keeps the version papers are drawn with; other reviews are laid', () => {
    let compiled = 0
    const stop = onReviewsLaid(() => compiled++)
    const reviews = [review('topBar.menu', 'དཀར་ཆག།')]
    layReviewsOver(reviews)
    const { version } = laidReviews()
    // As the instance that kept a review hears its own NOTIFY: the reviews as they were.
    expect(layReviewsOver(reviews.map((each) => ({ ...each })))).toBe(1)
    expect(laidReviews().version).toBe(version)
    expect(compiled).toBe(1)
    layReviewsOver([review('topBar.menu', 'དཀར་ཆག')])
    expect(laidReviews().version).toBe(version + 1)
    expect(compiled).toBe(2)
    stop()
  })
})

describe("a translator's text, as the page and the PO import check it", () => {
  it('refuses a text whose values differ from the English, and one that does not compile', () => {
    const id = 'tickets.applicationId'
    expect(EN[id]).toContain('{id}')
    expect(reviewProblem(entry(id), 'ཞུ་ཡིག་ཨང་')).toBeDefined()
    expect(reviewProblem(entry(id), 'ཞུ་ཡིག་ཨང་ {id')).toMatch(/not a well-formed message/)
    expect(reviewProblem(entry(id), 'ཞུ་ཡིག་ཨང་ {id}')).toBeUndefined()
  })

  it('refuses a control that changes the direction of text', () => {
    expect(reviewProblem(entry('topBar.menu'), 'དཀར་\u202eཆག')).toMatch(/U\+202E/)
    // Any other invisible character too, in a PO file as on the page: it could hide an address.
    expect(reviewProblem(entry('topBar.menu'), 'དཀར་\u200bཆག')).toBe(TRANSLATOR_MESSAGES.controlCharacter)
  })
})
