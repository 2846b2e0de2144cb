import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-bootstrap'
import { get, useController, useFormContext } from 'react-hook-form'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_ADVICE,
  attachmentChoice,
  safeFileName,
} from '@portal/domain/attachments'
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/constants'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { describedBy, FieldShell, fieldId } from '@/components/form/field-shell'
import { formatBytes } from '@/lib/format'
import { useT } from '@/lib/i18n'

/** A photo made smaller to fit: its size as chosen and as it will be sent. */
interface TShrunk {
  before: number
  after: number
}

/** The photo made smaller than the limit; undefined when it cannot be, or the code cannot load. */
async function shrunkToFit(photo: File): Promise<File | undefined> {
  try {
    // Only now the shrinking code and its worker are fetched: no page carries them otherwise.
    const { shrinkPhoto } = await import('./photos/shrink-photo')
    return await shrinkPhoto(photo, MAX_ATTACHMENT_BYTES)
  } catch {
    return undefined
  }
}

/**
 * A file input holding one File. A JPEG or PNG photo over the limit is made smaller to fit,
 * and the page says so; any other file that is too large or of the wrong type is refused with
 * the specification's message (and what to do) and the input is cleared. A chosen file shows
 * its name as the portal will keep it (no direction controls that would show it as another).
 * Once chosen, focus moves to that line, its buttons after it (WCAG 2.4.3): the input it was
 * chosen with steps aside, and a keyboard goes on forward to "Choose another file" and "Remove".
 */
export function FileField({ name, label }: { name: string; label: string }) {
  const { control, formState } = useFormContext()
  const { t, translate } = useT()
  // A refused file's reason outlives the re-validation that clearing the value triggers.
  const [refusal, setRefusal] = useState<string>()
  const [shrinking, setShrinking] = useState(false)
  const [shrunk, setShrunk] = useState<TShrunk>()
  // The latest choice: a photo still shrinking when another file is chosen is dropped.
  const latestChoice = useRef(0)
  const {
    field: { ref, onBlur, onChange, value },
  } = useController({ name, control })
  const error = refusal ?? (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  const chosen = value as File | undefined
  const input = useRef<HTMLInputElement | null>(null)
  const chosenLine = useRef<HTMLParagraphElement>(null)
  // Where focus goes once the person's own choice (not a draft or a filed document) shows.
  const [focusAfter, setFocusAfter] = useState<'chosen' | 'input'>()
  const hint = KIT.attachmentHint
  const described = describedBy(id, hint, error)

  // Only the person's own actions come here (a draft or a filed document does not move the focus).
  const hold = (file: File | undefined, problem?: string, made?: TShrunk) => {
    setFocusAfter(file ? 'chosen' : 'input')
    setShrinking(false)
    setRefusal(problem)
    setShrunk(made)
    onChange(file)
  }

  // Once the form holds what was chosen (or removed): the value may come a render later, and
  // a browser gives the focus back to the input as its file dialog closes, some only after the
  // change event, so the move waits a turn.
  useEffect(() => {
    const target =
      focusAfter === 'chosen' && chosen ? chosenLine : focusAfter === 'input' && !chosen ? input : null
    if (!target) return
    const turn = setTimeout(() => {
      target.current?.focus()
      setFocusAfter(undefined)
    })
    return () => clearTimeout(turn)
  }, [focusAfter, chosen])

  async function choose(file: File) {
    const choice = ++latestChoice.current
    const plan = attachmentChoice(file)
    if (plan.action === 'keep') return hold(file)
    if (plan.action === 'refuse') return hold(undefined, plan.problem)
    hold(undefined)
    setShrinking(true)
    const smaller = await shrunkToFit(file)
    if (choice !== latestChoice.current) return
    if (smaller) hold(smaller, undefined, { before: file.size, after: smaller.size })
    else hold(undefined, ATTACHMENT_ADVICE.photo)
  }

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {/* The browser's own "Choose File" and "No file chosen" are in the browser's language,
          whatever the page's: the input lies unseen over a box that says both in the page's
          language. It is still the one control a click, a tap, a dropped file or the keyboard
          reaches, named by the label above and showing its focus on the box. */}
      <div className={chosen ? undefined : 'file-picker'}>
        <input
          id={id}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          // Once a file is held, the line and buttons below act on it: the input steps aside.
          className={chosen ? 'visually-hidden' : 'file-picker-input'}
          tabIndex={chosen ? -1 : undefined}
          {...described}
          ref={(element) => {
            ref(element)
            input.current = element
          }}
          name={name}
          onBlur={onBlur}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void choose(file)
          }}
        />
        {!chosen && (
          <div className={`file-picker-face form-control${error ? ' is-invalid' : ''}`} aria-hidden="true">
            <span className="file-picker-button">{t('attachment.choose')}</span>
            <span className="file-picker-none">{t('attachment.noneChosen')}</span>
          </div>
        )}
      </div>
      {chosen && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="file-chosen mb-0 me-2" id={`${id}-chosen`} ref={chosenLine} tabIndex={-1}>
            <span className="fw-semibold">{safeFileName(chosen.name)}</span>, {formatBytes(chosen.size)}
          </p>
          <Button variant="outline-secondary" size="sm" onClick={() => input.current?.click()}>
            {translate(KIT.chooseAnother)}
            <span className="visually-hidden">
              {' '}
              {translate(KIT.forDocument)} {translate(label)}
            </span>
          </Button>
          <Button variant="link" size="sm" onClick={() => hold(undefined)}>
            {translate(KIT.remove)}
            <span className="visually-hidden"> {safeFileName(chosen.name)}</span>
          </Button>
        </div>
      )}
      {/* Always on the page, so that a screen reader announces what appears in it. */}
      <div role="status">
        {(shrinking || (shrunk && chosen)) && (
          <p className="field-hint mb-0 mt-1">
            {shrunk
              ? t('attachment.shrunk', {
                  before: formatBytes(shrunk.before),
                  after: formatBytes(shrunk.after),
                })
              : t('attachment.shrinking')}
          </p>
        )}
      </div>
    </FieldShell>
  )
}
