import { useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { SendOn } from '@/components/page-loading'
import { useSession } from '@/lib/session'
import { lastSignedOut } from '@/lib/session-storage'

/**
 * Service and ticket routes need a signed-in customer. Others go to
 * /customer-login/{url}[/{ticketNo}], which brings them straight back after sign-in. One who
 * signed out while here (in this tab or another) goes home, told they signed out, not to sign in.
 */
export function RequireCustomer() {
  const { isSignedIn } = useSession()
  const location = useLocation()
  const [shownAt] = useState(() => new Date().toISOString())
  if (isSignedIn) return <Outlet />
  const signedOutAt = lastSignedOut()
  if (signedOutAt !== null && signedOutAt >= shownAt)
    return <SendOn replace to="/" state={{ signedOut: true }} />

  const [url, ticketNo] = location.pathname.split('/').filter(Boolean)
  const target = ['/customer-login', url, ticketNo].filter(Boolean).join('/')
  return <SendOn replace to={target} state={{ search: location.search }} />
}
