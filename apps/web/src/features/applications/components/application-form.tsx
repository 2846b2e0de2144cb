import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, ProgressBar } from 'react-bootstrap'
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary, errorEntries } from '@/components/form/error-summary'
import { focusField } from '@/components/form/focus-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useT } from '@/lib/i18n'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { useSubmitApplication } from '../api/submit-application'
import { useHydrated } from '@/lib/use-hydrated'
import { useFormDraft } from '../hooks/use-form-draft'
import { DraftOffer } from './draft-offer'
import { FieldsToChange } from './fields-to-change'
import { CheckAnswers } from './check-answers'
import { FieldFor } from '../fields/field-for'
import type {
  FieldDefinition,
  FormDefinition,
} from '@portal/domain/applications/form-definitions/form-definition'
import { fieldNames } from '@portal/domain/applications/field-labels'
import { filedValues, initialValues, isShown } from '../forms/form-values'

interface ApplicationFormProps {
  form: TApplicationForm
  definition: FormDefinition
  /** A returned application, to correct and send again. */
  correcting?: TFiledApplication
  /** The fields the utility asked to change: first and marked, the other answers folded away. */
  toChange?: readonly string[]
}

/**
 * A service request form: the definition's fields, checked by the shared schema, then (for a
 * new filing) "Check your answers" as the page's step `?step=check`, then filed. A returned
 * application's changes are sent from the form itself.
 */
export function ApplicationForm({ form, definition, correcting, toChange }: ApplicationFormProps) {
  const [startedWith] = useState(() =>
    correcting ? filedValues(form, definition, correcting) : initialValues(form, definition),
  )
  const methods = useForm<Record<string, unknown>>({
    resolver: zodResolver(form.schema as never) as unknown as Resolver<Record<string, unknown>>,
    defaultValues: startedWith,
    mode: 'onTouched',
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  const draft = useFormDraft(methods, form.path, !correcting)
  const hydrated = useHydrated()
  const submit = useSubmitApplication(form, draft.idempotencyKey, correcting?.id)
  const { failure, report, dismiss } = useServerFailure(methods)
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  const { t, translate } = useT()
  const values = useWatch({ control: methods.control }) as Record<string, unknown>
  // Answers checked by the schema on this page: a reload (or a link) to the check step has none.
  const [continued, setContinued] = useState(false)
  const checking = !correcting && continued && search.get('step') === 'check'
  // The field to take the person to once the form shows again.
  const returnTo = useRef<string>(undefined)

  useEffect(() => {
    if (!correcting && !continued && search.get('step') === 'check')
      setSearch({ step: 'form' }, { replace: true })
  }, [correcting, continued, search, setSearch])

  useEffect(() => {
    if (checking || !returnTo.current) return
    focusField(returnTo.current)
    returnTo.current = undefined
  }, [checking])

  const backToForm = (field?: string) => {
    returnTo.current = field
    setSearch({ step: 'form' })
  }

  const send = async (parsed: Record<string, unknown>) => {
    // A field hidden by an earlier answer (a file chosen, then "Yes") is not sent.
    const hidden = definition.fields.filter((field) => !isShown(field, parsed)).flatMap(fieldNames)
    const toSend = Object.fromEntries(Object.entries(parsed).filter(([key]) => !hidden.includes(key)))
    // Saved before it goes, not once it failed: a lapsed session takes the form off the screen
    // before its failure could be handled.
    await draft.saveNow().catch(() => undefined)
    submit.mutate(toSend, {
      onSuccess: (application) => {
        draft.done()
        void navigate(`/ticket/${application.id}?${correcting ? 'resubmitted' : 'success'}`)
      },
      onError: (error) => report(error, definition.serverMessageSuffix),
    })
  }

  // Checked again as it goes: answers changed since (the browser's Back, then Forward) return to the form.
  const sendChecked = (event: FormEvent<HTMLFormElement>) =>
    methods.handleSubmit(send, (errors: FieldErrors) => backToForm(errorEntries(errors)[0]?.[0]))(event)

  const toCheck = () => {
    setContinued(true)
    setSearch({ step: 'check' })
  }

  // A refusal of a field, read in the dialog from the check step: closing it goes to that field.
  const closeFailure = () => {
    const refused = failure?.kind === 'response' ? Object.keys(failure.errors) : []
    dismiss()
    if (checking && refused.length > 0) backToForm(refused[0])
  }

  // Sent back with none of the asked answers changed: said once, as the officer would only ask
  // again; a second press sends them as they are (the customer may hold them right).
  const [toldUnchanged, setToldUnchanged] = useState(false)
  const changed = (name: string) => {
    const now = methods.getValues(name)
    // A document chosen anew is a File; one kept is the filed document's id, name and size.
    return now instanceof File || JSON.stringify(now) !== JSON.stringify(startedWith[name])
  }
  const sendCorrection = (parsed: Record<string, unknown>) => {
    if (!toldUnchanged && toChange && !toChange.some(changed)) return setToldUnchanged(true)
    return send(parsed)
  }

  const shown = definition.fields.filter((field: FieldDefinition) => isShown(field, values))
  const fieldFor = (field: FieldDefinition) => (
    <FieldFor
      key={fieldNames(field).join('+') || field.kind}
      definition={field}
      locked={submit.isPending || submit.isSuccess}
    />
  )

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        hidden={checking}
        onSubmit={correcting ? methods.handleSubmit(sendCorrection) : methods.handleSubmit(toCheck)}
        aria-label={translate(definition.heading)}
      >
        {draft.offered && (
          <DraftOffer savedAt={draft.offered.savedAt} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <ErrorSummary />
        {/* The server draws the form (issue 46); what is typed before the app runs would be
            neither checked nor kept as a draft, so the fields wait for it. */}
        <fieldset disabled={!hydrated}>
          {toChange ? (
            <FieldsToChange
              fields={shown}
              toChange={toChange}
              fieldFor={fieldFor}
              headings={{ toChange: t('correction.changeThese'), others: t('correction.otherAnswers') }}
            />
          ) : (
            shown.map(fieldFor)
          )}
        </fieldset>
        {correcting && submit.progress !== undefined && (
          <ProgressBar
            now={submit.progress}
            label={`${submit.progress}%`}
            className="mb-3"
            aria-label={t('form.uploadProgress')}
          />
        )}
        {toldUnchanged && (
          // Bootstrap's markup: react-bootstrap's Alert brings its fade and close button along.
          <div className="alert alert-warning" role="alert">
            {t('correction.unchanged')}
          </div>
        )}
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => void navigate(-1)}>
            {translate(KIT.back)}
          </Button>
          <SubmitButton busy={submit.isPending}>
            {translate(correcting ? KIT.sendChanges : KIT.continue)}
          </SubmitButton>
        </div>
      </form>
      {checking && (
        <CheckAnswers
          definition={definition}
          busy={submit.isPending}
          progress={submit.progress}
          onSend={sendChecked}
          onChange={backToForm}
          onBack={() => backToForm()}
        />
      )}
      <ServerFailureDialog failure={failure} onClose={closeFailure}>
        {!correcting && <p className="mt-2 mb-0">{t('form.keptOffline')}</p>}
      </ServerFailureDialog>
    </FormProvider>
  )
}
