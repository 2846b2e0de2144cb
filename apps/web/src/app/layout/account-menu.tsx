import { NavDropdown } from 'react-bootstrap'
import { Link } from 'react-router'
import { useLogout } from '@/features/auth/api/logout'

/** The signed-in customer's menu (spec §2). Its own chunk: the dropdown's positioning library is needed only here. */
export default function AccountMenu({ name }: { name: string }) {
  const logout = useLogout()
  return (
    <NavDropdown title={name} id="customer-menu" align="end">
      <NavDropdown.Item as={Link} to="/customer-register">
        Profile
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={() => logout.mutate()}>
        Logout
      </NavDropdown.Item>
    </NavDropdown>
  )
}
