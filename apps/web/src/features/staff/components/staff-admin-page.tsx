import { useState } from 'react'
import { Alert, Button, Col, Container, Form, Row, Table } from 'react-bootstrap'
import { describeFailure } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminDivisions, useChangeDivision, useCreateDivision, useStaffAccounts } from '../api/admin'
import { useStaffMe } from '../api/staff-session'
import { AccountActiveButton } from './account-active-dialog'
import { NewStaffForm } from './new-staff-form'
import { ResetPasswordButton } from './reset-password-dialog'
import { CustomerAllowancesAdmin } from './customer-allowances-admin'
import { DeadlinesAdmin } from './deadlines-admin'

/** Switches a division on or off; names it for screen readers. */
function ToggleActive({ active, name, onToggle }: { active: boolean; name: string; onToggle(): void }) {
  return (
    <Button size="sm" variant="outline-secondary" onClick={onToggle}>
      {active ? 'Deactivate' : 'Activate'}
      <span className="visually-hidden"> {name}</span>
    </Button>
  )
}

/** /staff/admin: staff accounts and the divisions list, for admins. */
export default function StaffAdminPage() {
  usePageTitle('Staff and divisions')
  const accounts = useStaffAccounts()
  const divisions = useAdminDivisions()
  const me = useStaffMe(true)
  // Changes to another's account ask for the admin's own password, and code once they have an app.
  const withCode = me.data?.totp_enabled ?? false
  const changeDivision = useChangeDivision()
  const createDivision = useCreateDivision()
  const [newDivision, setNewDivision] = useState('')
  const divisionName = (id: number) => divisions.data?.find((d) => d.id === id)?.name ?? String(id)
  const failure = [changeDivision, createDivision].find((m) => m.isError)?.error

  if (accounts.isError)
    return (
      <Container className="py-4">
        <Alert variant="danger">Only an administrator may manage staff and divisions.</Alert>
      </Container>
    )
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Staff and divisions</h1>
      {failure && <Alert variant="warning">{describeFailure(failure).detail}</Alert>}
      <Row className="g-4">
        <Col lg={8}>
          <h2 className="h4">Staff accounts</h2>
          <Table responsive className="align-middle">
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Divisions</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(accounts.data ?? []).map((account) => (
                <tr key={account.id}>
                  <td>{account.username}</td>
                  <td>{account.name}</td>
                  <td>{account.role}</td>
                  <td>
                    {account.role === 'admin'
                      ? 'All'
                      : account.divisions.map(divisionName).join(', ') || 'None'}
                  </td>
                  <td>{account.active ? 'Active' : 'Deactivated'}</td>
                  <td className="d-flex flex-wrap gap-2">
                    {/* One's own password is changed under one's name, and no admin locks themselves out. */}
                    {account.id !== me.data?.id && (
                      <>
                        <AccountActiveButton account={account} withCode={withCode} />
                        <ResetPasswordButton
                          id={account.id}
                          username={account.username}
                          withCode={withCode}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <h2 className="h4 mt-4">Divisions</h2>
          <p>
            The list customers choose from. Deactivate a division rather than delete it: filed applications
            name it.
          </p>
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
                  <td>
                    <Form.Control
                      aria-label={`Name of ${division.name}`}
                      defaultValue={division.name}
                      onBlur={(event) =>
                        event.target.value.trim() !== division.name &&
                        changeDivision.mutate({ id: division.id, name: event.target.value.trim() })
                      }
                    />
                  </td>
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
        </Col>
        <Col lg={4}>
          <h2 className="h4">New staff account</h2>
          <NewStaffForm divisions={(divisions.data ?? []).filter((d) => d.active)} withCode={withCode} />
        </Col>
      </Row>
      <DeadlinesAdmin />
      <CustomerAllowancesAdmin />
    </Container>
  )
}
