import { useState, type ReactNode } from 'react'
import { Alert } from 'react-bootstrap'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { MessageDialog } from '@/components/message-dialog'
import { describeFailure, type CallFailure } from '@/lib/api-client'

/**
 * A failed submit, as the specification shows it: each server message beside its field
 * and a summary in the Error dialog; no answer at all gives the 'Oops…' message.
 */
export function useServerFailure<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const [failure, setFailure] = useState<CallFailure>()
  /** `suffixes` adds words to a field's messages (the additional-meter form's 'Power Required'). */
  const report = (error: unknown, suffixes: Record<string, string> = {}) => {
    const described = describeFailure(error)
    if (described.kind === 'response') {
      for (const [field, messages] of Object.entries(described.errors)) {
        described.errors[field] = messages.map((message) => message + (suffixes[field] ?? ''))
        form.setError(field as Path<T>, { message: described.errors[field][0] })
      }
    }
    setFailure(described)
  }
  return { failure, report, dismiss: () => setFailure(undefined) }
}

/** `children`: what the page adds when no answer came (the network, not the form, failed). */
export function ServerFailureDialog({
  failure,
  onClose,
  children,
}: {
  failure?: CallFailure
  onClose(): void
  children?: ReactNode
}) {
  const messages = failure?.kind === 'response' ? Object.values(failure.errors).flat() : []
  return (
    <MessageDialog title="Error" show={failure !== undefined} onClose={onClose}>
      {messages.length > 1 ? (
        <ul className="mb-0">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p className="mb-0">{failure?.detail}</p>
      )}
      {failure?.kind === 'no-response' && children}
    </MessageDialog>
  )
}

/** Inside a dialog's form: a failure no field shows (the whole request refused, or no answer). */
export function FailureAlert({ failure }: { failure?: CallFailure }) {
  if (!failure || (failure.kind === 'response' && Object.keys(failure.errors).length > 0)) return null
  return <Alert variant="warning">{failure.detail}</Alert>
}
