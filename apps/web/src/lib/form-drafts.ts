import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { lastSignedOut } from './session-storage'

/**
 * Unsent forms, kept in the browser's IndexedDB (files included: it stores File objects as
 * they are) under the customer's CID and the form's page, until filed, discarded or signed
 * out. Where the browser has no IndexedDB (a private window may refuse it), forms simply
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

/** A draft saved before the last sign-out belongs to an ended session, even if clearing it was cut short. */
const outlivedItsSession = (draft: FormDraft) => {
  const signedOut = lastSignedOut()
  return signedOut !== null && draft.savedAt <= signedOut
}

/** Forgets every draft an interrupted sign-out left behind, whoever's it was. */
async function forgetOutlivedDrafts() {
  const outlived = (await entries<string, FormDraft>(drafts())).filter(([, draft]) =>
    outlivedItsSession(draft),
  )
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
