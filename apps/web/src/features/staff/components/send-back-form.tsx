import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Card } from 'react-bootstrap'
import { FormProvider, useForm } from 'react-hook-form'
import { correctableFields } from '@portal/domain/applications/correctable-fields'
import { formOfService } from '@portal/domain/applications/form-catalogue'
import { staffFieldLabelOf } from '@portal/domain/applications/field-labels'
import { ZReturnRequestSchema, type TReturnRequest } from '@portal/domain/lifecycle'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { RemarkLanguageWarning } from './remark-language-warning'
import { describeFailure } from '@/lib/api-client'
import { useSendBack, type StaffApplication } from '../api/staff-applications'

/** What an officer may ask to be changed on this application's form, as its customer answered it. */
const askableFields = (application: StaffApplication) => {
  const form = formOfService(application.service, application.request_type)
  return form ? correctableFields(form, application) : []
}

/** Sends a pending application back to its customer: which fields, and what to change. */
export function SendBackForm({ application }: { application: StaffApplication }) {
  const form = useForm<TReturnRequest>({
    resolver: zodResolver(ZReturnRequestSchema),
    defaultValues: { message: '', fields: [] },
  })
  const sendBack = useSendBack(String(application.id))
  const fieldsError = form.formState.errors.fields?.message
  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">Send back for correction</h2>
        {sendBack.isError && <Alert variant="warning">{describeFailure(sendBack.error).detail}</Alert>}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Send back for correction"
            onSubmit={form.handleSubmit((values) => sendBack.mutate(values))}
          >
            <fieldset className="mb-3" aria-describedby={fieldsError ? 'send-back-fields-error' : undefined}>
              <legend className="form-label fw-semibold fs-6 mb-1">To change</legend>
              {fieldsError && (
                <div className="field-error" id="send-back-fields-error">
                  {fieldsError}
                </div>
              )}
              {askableFields(application).map((name) => (
                <div className="form-check" key={name}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`send-back-${name}`}
                    value={name}
                    {...form.register('fields')}
                  />
                  <label className="form-check-label" htmlFor={`send-back-${name}`}>
                    {staffFieldLabelOf(application.service, application.request_type, name)}
                  </label>
                </div>
              ))}
            </fieldset>
            <TextField
              name="message"
              label="Message to the customer"
              hint="Sent by SMS and shown on their application. Say what to change and why."
              multiline
              maxLength={1000}
            />
            <RemarkLanguageWarning name="message" reader={application.customer.language} kind="message" />
            <SubmitButton busy={sendBack.isPending}>Send back</SubmitButton>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}
