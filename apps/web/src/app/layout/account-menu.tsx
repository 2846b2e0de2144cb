import { NavDropdown } from 'react-bootstrap'
import { Link } from 'react-router'
import { useLogout } from '@/features/auth/api/logout'
import { describeFailure } from '@/lib/api-client'
import { useT } from '@/lib/i18n'

/**
 * The signed-in customer's menu (spec §2, whose "logout" is not a quoted text: the portal says
 * "Sign out" throughout). Its own chunk: the dropdown's positioning library is needed only here.
 */
export default function AccountMenu({ name }: { name: string }) {
  const logout = useLogout()
  const { t } = useT()
  return (
    <NavDropdown title={name} id="customer-menu" align="end">
      <NavDropdown.Item as={Link} to="/customer-register">
        {t('account.profile')}
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={() => logout.mutate()}>
        {t('account.signOut')}
      </NavDropdown.Item>
      {/* Not signed out until the server says so: say why, and the item tries again. */}
      {logout.isError && (
        <NavDropdown.ItemText role="alert" className="small text-danger">
          {describeFailure(logout.error).detail}
        </NavDropdown.ItemText>
      )}
    </NavDropdown>
  )
}
