import { Alert, Col, Container, Row, Table } from 'react-bootstrap'
import { describeFailure } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminDivisions, useChangeStaff, useStaffAccounts } from '../api/admin'
import { DivisionsAdmin, ToggleActive } from './divisions-admin'
import { NewStaffForm } from './new-staff-form'
import { ResetPasswordButton } from './reset-password-dialog'
import { CustomerAllowancesAdmin } from './customer-allowances-admin'
import { DeadlinesAdmin } from './deadlines-admin'

/** /staff/admin: staff accounts and the divisions list, for admins. */
export default function StaffAdminPage() {
  usePageTitle('Staff and divisions')
  const accounts = useStaffAccounts()
  const divisions = useAdminDivisions()
  const changeStaff = useChangeStaff()
  const divisionName = (id: number) => divisions.data?.find((d) => d.id === id)?.name ?? String(id)
  const failure = changeStaff.isError ? changeStaff.error : undefined

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
                    <ToggleActive
                      active={account.active}
                      name={account.username}
                      onToggle={() => changeStaff.mutate({ id: account.id, active: !account.active })}
                    />
                    <ResetPasswordButton id={account.id} username={account.username} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <DivisionsAdmin />
        </Col>
        <Col lg={4}>
          <h2 className="h4">New staff account</h2>
          <NewStaffForm divisions={(divisions.data ?? []).filter((d) => d.active)} />
        </Col>
      </Row>
      <DeadlinesAdmin />
      <CustomerAllowancesAdmin />
    </Container>
  )
}
