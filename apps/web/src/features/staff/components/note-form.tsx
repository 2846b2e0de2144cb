import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Card } from 'react-bootstrap'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { ZNoteRequestSchema, type TNoteInput, type TNoteRequest } from '@portal/domain/lifecycle'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { describeFailure } from '@/lib/api-client'
import { useAddNote } from '../api/staff-applications'
import { RemarkLanguageWarning } from './remark-language-warning'

/** A note on the application: internal by default; ticked, the customer sees it in their history. */
export function NoteForm({ id, reader }: { id: string; reader: TLanguage }) {
  const form = useForm<TNoteInput, unknown, TNoteRequest>({
    resolver: zodResolver(ZNoteRequestSchema),
    defaultValues: { text: '', public: false },
  })
  const addNote = useAddNote(id)
  const shown = useWatch({ control: form.control, name: 'public' }) === true
  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">Add a note</h2>
        {addNote.isError && <Alert variant="warning">{describeFailure(addNote.error).detail}</Alert>}
        {addNote.isSuccess && (
          <Alert variant="success" role="status">
            The note was added.
          </Alert>
        )}
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Add a note"
            onSubmit={form.handleSubmit((values) =>
              addNote.mutate(values, {
                onSuccess: () => {
                  // The button was busy while the note went, which dropped the keyboard's place
                  // to the page's top: it goes back to the box, for the next note (before the
                  // reset, which lets go of the fields until they render again).
                  form.setFocus('text')
                  form.reset({ text: '', public: false })
                },
              }),
            )}
          >
            <TextField name="text" label="Note" multiline maxLength={2000} />
            <div className="form-check mb-3">
              <input
                className="form-check-input"
                type="checkbox"
                id="note-public"
                {...form.register('public')}
              />
              <label className="form-check-label" htmlFor="note-public">
                Show this note to the customer
              </label>
            </div>
            <RemarkLanguageWarning name="text" reader={reader} kind="note" shown={shown} />
            <SubmitButton busy={addNote.isPending}>Add note</SubmitButton>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  )
}
