import { useState } from 'react'
import { Alert, Button, Form, Table } from 'react-bootstrap'
import { describeFailure } from '@/lib/api-client'
import { useT } from '@/lib/i18n'
import { useAdminDivisions, useChangeDivision, useCreateDivision, type AdminDivision } from '../api/admin'

/** Switches an account or a division on or off; names it for screen readers. */
export function ToggleActive({
  active,
  name,
  onToggle,
}: {
  active: boolean
  name: string
  onToggle(): void
}) {
  return (
    <Button size="sm" variant="outline-secondary" onClick={onToggle}>
      {active ? 'Deactivate' : 'Activate'}
      <span className="visually-hidden"> {name}</span>
    </Button>
  )
}

/** The divisions customers choose from: renamed, hidden or added by an admin. */
export function DivisionsAdmin() {
  const divisions = useAdminDivisions()
  const changeDivision = useChangeDivision()
  const createDivision = useCreateDivision()
  const [newDivision, setNewDivision] = useState('')
  const failure = [changeDivision, createDivision].find((m) => m.isError)?.error
  return (
    <>
      <h2 className="h4 mt-4">Divisions</h2>
      <p>
        The list customers choose from. Deactivate a division rather than delete it: filed applications name
        it.
      </p>
      {failure && <Alert variant="warning">{describeFailure(failure).detail}</Alert>}
      <Table responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(divisions.data ?? []).map((division) => (
            <tr key={division.id}>
              <DivisionName division={division} />
              <td>{division.active ? 'Active' : 'Hidden from customers'}</td>
              <td>
                <ToggleActive
                  active={division.active}
                  name={division.name}
                  onToggle={() => changeDivision.mutate({ id: division.id, active: !division.active })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Form
        className="d-flex gap-2 align-items-end"
        aria-label="New division"
        onSubmit={(event) => {
          event.preventDefault()
          createDivision.mutate({ name: newDivision.trim() }, { onSuccess: () => setNewDivision('') })
        }}
      >
        <div className="flex-grow-1">
          <Form.Label htmlFor="new-division">New division</Form.Label>
          <Form.Control
            id="new-division"
            value={newDivision}
            onChange={(event) => setNewDivision(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={newDivision.trim().length < 3}>
          Add
        </Button>
      </Form>
    </>
  )
}

/**
 * A division's name, and its name in Dzongkha (decision 059), changed only by Rename then
 * Save: letters and the customers' list print them, so leaving a field or a stray key must
 * change nothing. Only what the admin changed is sent; an emptied Dzongkha name is cleared.
 */
function DivisionName({ division }: { division: AdminDivision }) {
  const { t } = useT()
  const rename = useChangeDivision()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(division.name)
  const [nameDz, setNameDz] = useState(division.name_dz ?? '')
  const [renamed, setRenamed] = useState<string>()
  const inputId = `division-name-${division.id}`
  const dzId = `division-name-dz-${division.id}`
  const change = {
    ...(name.trim() !== division.name && { name: name.trim() }),
    ...(nameDz.trim() !== (division.name_dz ?? '') && { name_dz: nameDz.trim() }),
  }
  if (!editing)
    return (
      <td>
        <span className="me-2">{division.name}</span>
        {division.name_dz && (
          <span lang="dz" className="me-2">
            {division.name_dz}
          </span>
        )}
        <Button
          size="sm"
          variant="link"
          aria-label={`Rename ${division.name}`}
          onClick={() => {
            setName(division.name)
            setNameDz(division.name_dz ?? '')
            setRenamed(undefined)
            setEditing(true)
          }}
        >
          Rename
        </Button>
        {renamed && (
          <span role="status" className="d-block small text-success">
            {renamed}
          </span>
        )}
      </td>
    )
  return (
    <td>
      <Form
        aria-label={`Rename ${division.name}`}
        className="d-flex flex-wrap gap-2 align-items-center"
        onSubmit={(event) => {
          event.preventDefault()
          const before = division.name
          rename.mutate(
            { id: division.id, ...change },
            {
              onSuccess: () => {
                setRenamed(renamedText(before, change))
                setEditing(false)
              },
            },
          )
        }}
      >
        <Form.Label htmlFor={inputId} className="visually-hidden">
          New name of {division.name}
        </Form.Label>
        <Form.Control
          id={inputId}
          // The admin asked to rename: the field is where they type next.
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          className="w-auto flex-grow-1"
        />
        <div className="w-100">
          <Form.Label htmlFor={dzId} className="small mb-1">
            {t('staffDivisions.nameDz')}
          </Form.Label>
          <Form.Control
            id={dzId}
            lang="dz"
            value={nameDz}
            onChange={(event) => setNameDz(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
            aria-describedby={`${dzId}-hint`}
          />
          <Form.Text id={`${dzId}-hint`}>{t('staffDivisions.nameDzHint')}</Form.Text>
        </div>
        <Button
          type="submit"
          size="sm"
          disabled={rename.isPending || name.trim().length < 3 || Object.keys(change).length === 0}
        >
          Save the name
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        {rename.isError && (
          <span className="d-block w-100 small text-danger">{describeFailure(rename.error).detail}</span>
        )}
      </Form>
    </td>
  )
}

/** What Save changed, said back to the admin. */
function renamedText(before: string, change: { name?: string; name_dz?: string }) {
  const named = change.name ?? before
  return [
    change.name !== undefined && `${before} is now named ${change.name}.`,
    change.name_dz !== undefined &&
      (change.name_dz ? `${named} in Dzongkha: ${change.name_dz}.` : `${named} has no Dzongkha name now.`),
  ]
    .filter(Boolean)
    .join(' ')
}
