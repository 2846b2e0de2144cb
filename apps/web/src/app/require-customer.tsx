import { Outlet, useLocation } from 'react-router'
import { SendOn } from '@/components/page-loading'
import { useSession } from '@/lib/session'

/**
 * Service and ticket routes need a signed-in customer. Others go to
 * /customer-login/{url}[/{ticketNo}], which brings them straight back after sign-in.
 */
export function RequireCustomer() {
  const { isSignedIn } = useSession()
  const location = useLocation()
  if (isSignedIn) return <Outlet />

  const [url, ticketNo] = location.pathname.split('/').filter(Boolean)
  const target = ['/customer-login', url, ticketNo].filter(Boolean).join('/')
  return <SendOn replace to={target} state={{ search: location.search }} />
}
