import { useRef, useState } from 'react'
import { Button } from 'react-bootstrap'
import { get, useController, useFormContext } from 'react-hook-form'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_ADVICE,
  attachmentChoice,
  safeFileName,
} from '@portal/domain/attachments'
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/constants'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/form-texts'
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
  const hint = KIT.attachmentHint
  const described = describedBy(id, hint, error)

  const hold = (file: File | undefined, problem?: string, made?: TShrunk) => {
    setShrinking(false)
    setRefusal(problem)
    setShrunk(made)
    onChange(file)
  }

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
      {chosen && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 me-2" id={`${id}-chosen`}>
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
      <input
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        // Once a file is held, the browser's own "No file chosen" would contradict its name: the
        // input steps aside for the buttons above, which act on it.
        className={chosen ? 'visually-hidden' : `form-control${error ? ' is-invalid' : ''}`}
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
