import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { discardDraft, loadDraft, saveDraft, type FormDraft } from '@/lib/form-drafts'
import { useSession } from '@/lib/session'

/** 128 random bits as hex: crypto.randomUUID needs a secure context, getRandomValues does not. */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

const SAVE_AFTER_MS = 400

/**
 * Keeps a new filing's values on this device while the customer types, for this customer
 * only, so that a reload, a closed tab or a dropped connection loses nothing. A draft found
 * on arrival is offered first (`offered`): continuing it restores its values and its
 * Idempotency-Key, discarding it starts afresh. `done()` forgets it once filed.
 */
export function useFormDraft(
  methods: UseFormReturn<Record<string, unknown>>,
  page: string,
  enabled: boolean,
) {
  const cid = useSession().customer?.cid
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [offered, setOffered] = useState<FormDraft>()
  // Nothing is saved until the draft found on arrival (if any) has been continued or discarded.
  const [settled, setSettled] = useState(false)

  useEffect(() => {
    if (!enabled || !cid) return
    let current = true
    void loadDraft(cid, page).then((draft) => {
      if (!current) return
      if (draft) setOffered(draft)
      else setSettled(true)
    })
    return () => void (current = false)
  }, [enabled, cid, page])

  useEffect(() => {
    if (!enabled || !cid || !settled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The form as it started (a division chosen for them included) is nothing to keep.
    const asStarted = (values: Record<string, unknown>) =>
      JSON.stringify(values) === JSON.stringify(methods.formState.defaultValues ?? {})
    const saveSoon = (values: Record<string, unknown>) => {
      clearTimeout(timer)
      if (asStarted(values)) return
      timer = setTimeout(
        () => void saveDraft(cid, page, { values, idempotencyKey, savedAt: new Date().toISOString() }),
        SAVE_AFTER_MS,
      )
    }
    const subscription = methods.watch((values) => saveSoon(values))
    // Typed while the page looked for a draft (the server's page comes to life with its fields):
    // kept too, not only what is typed after.
    saveSoon(methods.getValues())
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [enabled, cid, settled, methods, page, idempotencyKey])

  return {
    idempotencyKey,
    offered,
    resume() {
      if (!offered) return
      methods.reset({ ...methods.getValues(), ...offered.values })
      setIdempotencyKey(offered.idempotencyKey)
      setOffered(undefined)
      setSettled(true)
    },
    discard() {
      if (cid) void discardDraft(cid, page)
      setOffered(undefined)
      setSettled(true)
    },
    done() {
      if (cid) void discardDraft(cid, page)
    },
    /**
     * Keeps what is being sent before it goes: should the session lapse or the network drop,
     * the answers wait on this phone for the next sign-in.
     */
    async saveNow() {
      if (!enabled || !cid) return
      await saveDraft(cid, page, {
        values: methods.getValues(),
        idempotencyKey,
        savedAt: new Date().toISOString(),
      })
    },
  }
}
