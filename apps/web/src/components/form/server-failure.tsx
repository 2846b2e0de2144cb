import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { MessageDialog } from '@/components/message-dialog'
import { describeFailure, type CallFailure } from '@/lib/api-client'

/**
 * A failed submit, as the specification shows it: each server message beside its field
 * and a summary in the Error dialog; no answer at all gives the 'Oops…' message.
 */
export function useServerFailure<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const [failure, setFailure] = useState<CallFailure>()
  const report = (error: unknown) => {
    const described = describeFailure(error)
    if (described.kind === 'response') {
      for (const [field, messages] of Object.entries(described.errors)) {
        form.setError(field as Path<T>, { message: messages[0] })
      }
    }
    setFailure(described)
  }
  return { failure, report, dismiss: () => setFailure(undefined) }
}

export function ServerFailureDialog({ failure, onClose }: { failure?: CallFailure; onClose(): void }) {
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
    </MessageDialog>
  )
}
