import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { lastSignedOut } from './session-storage'

/**
 * Unsent forms, kept in the browser's IndexedDB (files included: it stores File objects as
 * they are) under the customer's CID and the form's page, until filed, discarded, signed
 * out or DRAFT_DAYS old: a shared or lost phone does not keep a CID copy for ever. Where the browser has no IndexedDB (a private window may refuse it), forms simply
 * keep nothing: every call here settles quietly.
 */
export interface FormDraft {
  values: Record<string, unknown>
  /** The filing's Idempotency-Key: a form sent before the connection dropped files once. */
  idempotencyKey: string
  /** ISO 8601. */
  savedAt: string
}

let store: UseStore | undefined
const drafts = () => (store ??= createStore('portal-drafts', 'forms'))
const available = () => typeof indexedDB !== 'undefined'
const keyOf = (cid: string, page: string) => `${cid}:${page}`

/** How long an unsent form is kept after its last change. */
export const DRAFT_DAYS = 7

/**
 * A draft saved before the last sign-out belongs to an ended session, even if clearing it was
 * cut short; one untouched for DRAFT_DAYS is forgotten too.
 */
const isOutlived = (draft: FormDraft) => {
  const signedOut = lastSignedOut()
  const expired = Date.parse(draft.savedAt) <= Date.now() - DRAFT_DAYS * 24 * 60 * 60 * 1000
  return (
    expired || Number.isNaN(Date.parse(draft.savedAt)) || (signedOut !== null && draft.savedAt <= signedOut)
  )
}

/** Forgets every draft an interrupted sign-out left behind, or too old, whoever's it was. */
async function forgetOutlivedDrafts() {
  const outlived = (await entries<string, FormDraft>(drafts())).filter(([, draft]) => isOutlived(draft))
  await Promise.all(outlived.map(([key]) => del(key, drafts())))
}

export const loadDraft = async (cid: string, page: string) => {
  if (!available()) return undefined
  try {
    await forgetOutlivedDrafts()
    return await get<FormDraft>(keyOf(cid, page), drafts())
  } catch {
    return undefined
  }
}

export const saveDraft = async (cid: string, page: string, draft: FormDraft) => {
  if (available()) await set(keyOf(cid, page), draft, drafts()).catch(() => undefined)
}

export const discardDraft = async (cid: string, page: string) => {
  if (available()) await del(keyOf(cid, page), drafts()).catch(() => undefined)
}

/** On sign-out: nothing of anyone's unsent forms stays on the device. */
export const discardAllDrafts = async () => {
  if (available()) await clear(drafts()).catch(() => undefined)
}
