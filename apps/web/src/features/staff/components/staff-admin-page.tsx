import { Alert, Col, Container, Row, Table } from 'react-bootstrap'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminDivisions, useStaffAccounts } from '../api/admin'
import { useStaffMe } from '../api/staff-session'
import { AccountActiveButton } from './account-active-dialog'
import { DivisionsAdmin } from './divisions-admin'
import { NewStaffForm } from './new-staff-form'
import { OfficerDivisionsButton } from './officer-divisions-dialog'
import { ResetPasswordButton } from './reset-password-dialog'
import { CustomerAllowancesAdmin } from './customer-allowances-admin'
import { DeadlinesAdmin } from './deadlines-admin'

/** /staff/admin: staff accounts and the divisions list, for admins. */
export default function StaffAdminPage() {
  usePageTitle('Staff and divisions')
  const accounts = useStaffAccounts()
  const divisions = useAdminDivisions()
  const me = useStaffMe(true)
  // Changes to another's account ask for the admin's own password, and code once they have an app.
  const withCode = me.data?.totp_enabled ?? false
  const divisionName = (id: number) => divisions.data?.find((d) => d.id === id)?.name ?? String(id)

  if (accounts.isError)
    return (
      <Container className="py-4">
        <Alert variant="danger">Only an administrator may manage staff and divisions.</Alert>
      </Container>
    )
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Staff and divisions</h1>
      <Row className="g-4">
        <Col lg={8}>
          <h2 className="h4">Staff accounts</h2>
          {/* Wider than a phone: it scrolls inside itself, and a keyboard can scroll it too (axe). */}
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Staff accounts">
            <Table className="align-middle">
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
                          {account.role === 'officer' && (
                            <OfficerDivisionsButton account={account} divisions={divisions.data ?? []} />
                          )}
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
          </div>
          <DivisionsAdmin />
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
