import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap'
import { Link, NavLink } from 'react-router'
import { PORTAL_NAME } from '@portal/domain/constants'
import { useLogout } from '@/features/auth/api/logout'
import { useSession } from '@/lib/session'

export function TopBar() {
  const { isSignedIn, customer } = useSession()
  const logout = useLogout()

  return (
    <header>
      <Navbar expand="sm" className="top-bar" variant="dark" aria-label="Main">
        <Container>
          <Navbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2">
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span className="brand-text">
              <span className="d-block fw-semibold">Bhutan Power Corporation</span>
              <small className="d-block">{PORTAL_NAME}</small>
            </span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="top-bar-menu" aria-label="Menu" />
          <Navbar.Collapse id="top-bar-menu" className="justify-content-end">
            <Nav className="align-items-sm-center gap-sm-3">
              <Nav.Link as={NavLink} to="/ticket">
                View Application
              </Nav.Link>
              {isSignedIn ? (
                <NavDropdown title={customer?.name ?? 'My account'} id="customer-menu" align="end">
                  <NavDropdown.Item as={Link} to="/customer-register">
                    Profile
                  </NavDropdown.Item>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => logout.mutate()}>
                    Logout
                  </NavDropdown.Item>
                </NavDropdown>
              ) : (
                <Link to="/customer-login" className="btn btn-warning fw-semibold">
                  Sign In
                </Link>
              )}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  )
}
