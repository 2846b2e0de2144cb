import { zodResolver } from '@hookform/resolvers/zod'
import { Button, ProgressBar } from 'react-bootstrap'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { ServerFailureDialog, useServerFailure } from '@/components/form/server-failure'
import { ERROR_SUMMARY_FORM_OPTIONS, ErrorSummary } from '@/components/form/error-summary'
import { SubmitButton } from '@/components/form/submit-button'
import { useT } from '@/lib/i18n'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/form-texts'
import { useSubmitApplication } from '../api/submit-application'
import { useFormDraft } from '../hooks/use-form-draft'
import { DraftOffer } from './draft-offer'
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
}

/** A service request form: the definition's fields, checked by the shared schema, then filed. */
export function ApplicationForm({ form, definition, correcting }: ApplicationFormProps) {
  const methods = useForm<Record<string, unknown>>({
    resolver: zodResolver(form.schema as never) as unknown as Resolver<Record<string, unknown>>,
    defaultValues: correcting ? filedValues(form, definition, correcting) : initialValues(form, definition),
    mode: 'onTouched',
    ...ERROR_SUMMARY_FORM_OPTIONS,
  })
  const draft = useFormDraft(methods, form.path, !correcting)
  const submit = useSubmitApplication(form, draft.idempotencyKey, correcting?.id)
  const { failure, report, dismiss } = useServerFailure(methods)
  const navigate = useNavigate()
  const { translate } = useT()
  const values = useWatch({ control: methods.control }) as Record<string, unknown>

  const onValid = async (parsed: Record<string, unknown>) => {
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

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(onValid)} aria-label={translate(definition.heading)}>
        {draft.offered && (
          <DraftOffer savedAt={draft.offered.savedAt} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <ErrorSummary />
        {definition.fields
          .filter((field: FieldDefinition) => isShown(field, values))
          .map((field) => (
            <FieldFor key={fieldNames(field).join('+') || field.kind} definition={field} />
          ))}
        {submit.progress !== undefined && (
          <ProgressBar
            now={submit.progress}
            label={`${submit.progress}%`}
            className="mb-3"
            aria-label="Upload progress"
          />
        )}
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => void navigate(-1)}>
            {translate(KIT.back)}
          </Button>
          <SubmitButton busy={submit.isPending}>
            {translate(correcting ? KIT.sendChanges : KIT.submit)}
          </SubmitButton>
        </div>
      </form>
      <ServerFailureDialog failure={failure} onClose={dismiss}>
        {!correcting && (
          <p className="mt-2 mb-0">
            Nothing you entered is lost: your answers and documents are kept on this device. Send the form
            again once you are connected; it cannot be filed twice.
          </p>
        )}
      </ServerFailureDialog>
    </FormProvider>
  )
}
