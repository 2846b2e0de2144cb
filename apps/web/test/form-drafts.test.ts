// IndexedDB as a browser has it (jsdom has none): the drafts' store runs as it would on a phone.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { discardAllDrafts, loadDraft, saveDraft, type FormDraft } from '@/lib/form-drafts'
import { markSignedOut } from '@/lib/session-storage'

const draftSavedAt = (savedAt: string, reason = 'The house is sold'): FormDraft => ({
  values: { reason },
  idempotencyKey: 'a'.repeat(32),
  savedAt,
})
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const PAGE = 'account-closure-security-refund'

describe('unsent forms on this device', () => {
  it('are kept per customer and per form', async () => {
    await saveDraft('10101000001', PAGE, draftSavedAt(minutesFromNow(-1)))
    expect((await loadDraft('10101000001', PAGE))?.values).toEqual({ reason: 'The house is sold' })
    expect(await loadDraft('10101000002', PAGE)).toBeUndefined()
    expect(await loadDraft('10101000001', 'power-clearance')).toBeUndefined()
    await discardAllDrafts()
    expect(await loadDraft('10101000001', PAGE)).toBeUndefined()
  })

  it('are not offered once their customer signed out, even when clearing them was cut short', async () => {
    await saveDraft('10101000001', PAGE, draftSavedAt(minutesFromNow(-2)))
    await saveDraft('10101000003', PAGE, draftSavedAt(minutesFromNow(-1), 'Someone else’s'))
    markSignedOut() // and the page was left before discardAllDrafts ran
    expect(await loadDraft('10101000001', PAGE)).toBeUndefined()

    // Looking for one draft forgot every outlived one, another customer's included.
    localStorage.removeItem('signed-out-at')
    expect(await loadDraft('10101000003', PAGE)).toBeUndefined()
  })

  it('saved after the sign-out, in the next session, are offered', async () => {
    markSignedOut()
    await saveDraft('10101000001', PAGE, draftSavedAt(minutesFromNow(1), 'Next session'))
    expect((await loadDraft('10101000001', PAGE))?.values).toEqual({ reason: 'Next session' })
    await discardAllDrafts()
  })

  it('are forgotten 7 days after their last change, whoever’s they were', async () => {
    const day = 24 * 60
    await saveDraft('10101000001', PAGE, draftSavedAt(minutesFromNow(-7 * day - 1), 'A week old'))
    await saveDraft('10101000004', PAGE, draftSavedAt(minutesFromNow(-7 * day + 5), 'Not quite'))
    expect(await loadDraft('10101000001', PAGE)).toBeUndefined()
    expect((await loadDraft('10101000004', PAGE))?.values).toEqual({ reason: 'Not quite' })
    await discardAllDrafts()
  })
})
