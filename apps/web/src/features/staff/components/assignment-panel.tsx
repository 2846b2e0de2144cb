import { useState } from 'react'
import { Alert, Button, Card, Form } from 'react-bootstrap'
import { isOpen } from '@portal/domain/lifecycle'
import { describeFailure } from '@/lib/api-client'
import { useStaffAccounts } from '../api/admin'
import { useAssign, type StaffApplication } from '../api/staff-applications'
import { useStaffMe } from '../api/staff-session'

/** Who works the application: an officer takes it or lets it go; an admin assigns anyone of its division. */
export function AssignmentPanel({ application }: { application: StaffApplication }) {
  const me = useStaffMe(true).data
  const assign = useAssign(String(application.id))
  const holder = application.assignee
  if (!me) return null
  const open = isOpen(application.status)
  // A decided application nobody took has no assignment to speak of: "nobody has taken it yet"
  // read as work still waiting.
  if (!open && !holder) return null
  const mine = holder?.id === me.id
  const who = mine ? 'you' : holder?.name
  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">Assignment</h2>
        <p>
          {holder
            ? open
              ? `Assigned to ${who}.`
              : `It was assigned to ${who}.`
            : 'Nobody has taken it yet.'}
        </p>
        {assign.isError && <Alert variant="warning">{describeFailure(assign.error).detail}</Alert>}
        {open && (
          <div className="d-flex flex-wrap gap-2">
            {!mine && (!holder || me.role === 'admin') && (
              <Button
                variant="outline-primary"
                disabled={assign.isPending}
                onClick={() => assign.mutate(me.id)}
              >
                Take it
              </Button>
            )}
            {holder && (mine || me.role === 'admin') && (
              <Button
                variant="outline-secondary"
                disabled={assign.isPending}
                onClick={() => assign.mutate(null)}
              >
                {mine ? 'Let it go' : 'Unassign'}
              </Button>
            )}
          </div>
        )}
        {me.role === 'admin' && open && (
          <AssignTo application={application} onAssign={(id) => assign.mutate(id)} busy={assign.isPending} />
        )}
      </Card.Body>
    </Card>
  )
}

/** An admin's choice among the active members who work the application's division. */
function AssignTo({
  application,
  onAssign,
  busy,
}: {
  application: StaffApplication
  onAssign(id: number): void
  busy: boolean
}) {
  const accounts = useStaffAccounts()
  const [chosen, setChosen] = useState('')
  const members = (accounts.data ?? []).filter(
    (a) => a.active && (a.role === 'admin' || a.divisions.includes(application.division)),
  )
  return (
    <Form
      className="mt-3 d-flex flex-wrap gap-2 align-items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen) onAssign(Number(chosen))
      }}
    >
      <div>
        <Form.Label htmlFor="assign-to">Assign to</Form.Label>
        <Form.Select id="assign-to" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a member</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Form.Select>
      </div>
      <Button type="submit" variant="outline-primary" disabled={busy || !chosen}>
        Assign
      </Button>
    </Form>
  )
}
