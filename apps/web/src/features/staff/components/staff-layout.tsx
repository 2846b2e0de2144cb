// Customers' names and answers in Dzongkha show in its font (downloaded only when some shows).
import '@/lib/dzongkha-font.css'
import { useState, useSyncExternalStore } from 'react'
import { Button, Container, Navbar } from 'react-bootstrap'
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { useFocusOnNavigation } from '@/lib/use-focus-on-navigation'
import { signedInHint, subscribeToSessions } from '@/lib/session-storage'
import { LoadingSpinner } from '@/components/page-loading'
import { useStaffLogout, useStaffMe } from '../api/staff-session'

/** The back office's frame: its own bar, and sign-in required (a staff session, not a customer's). */
export default function StaffLayout() {
  // Only a hint (lib/session-storage.ts): the cookie's session is the server's to accept, and a
  // 401 from `me` clears the hint and leads back to the sign-in.
  const signedIn = useSyncExternalStore(
    subscribeToSessions,
    () => signedInHint('staff'),
    () => false,
  )
  const me = useStaffMe(signedIn)
  const logout = useStaffLogout()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useFocusOnNavigation()
  // Who was signed in, kept past the session's end, when the page's cached answers are dropped.
  const [member, setMember] = useState<string>()
  if (me.data && me.data.username !== member) setMember(me.data.username)
  // The page asked for is where the sign-in leads back to (an application's link in an email, a
  // session that ended while reading it: for that member only, `who`, on a shared computer);
  // after signing out here, the next sign-in starts afresh.
  if (!signedIn || me.isError)
    return (
      <Navigate
        replace
        to="/staff/login"
        state={logout.isIdle ? { next: `${pathname}${search}`, who: me.data?.username ?? member } : undefined}
      />
    )
  // A password someone else chose, then (production, admins) an authenticator app: before anything else.
  const mustSettleAccount = me.data?.password_change_required || me.data?.totp_enrolment_required
  if (mustSettleAccount && pathname !== '/staff/account') return <Navigate replace to="/staff/account" />

  return (
    <>
      <header>
        <Navbar className="top-bar" variant="dark" aria-label="Back office">
          {/* On a phone the links wrap below the brand rather than run off the screen. */}
          <Container className="flex-wrap gap-2">
            <Navbar.Brand as={Link} to="/staff">
              Back office
            </Navbar.Brand>
            <div className="d-flex flex-wrap align-items-center gap-3 text-white">
              {/* Until the account is settled every page leads back to it: no link offers another. */}
              {!mustSettleAccount && (
                <>
                  {/* The brand leads there too, but does not look like a link: after a first password
                    change an officer was left on "Your account" with no visible way on. */}
                  <Link to="/staff" className="link-light">
                    Applications
                  </Link>
                  <Link to="/staff/dashboard" className="link-light">
                    Dashboard
                  </Link>
                  {me.data?.role === 'admin' && (
                    <>
                      <Link to="/staff/admin" className="link-light">
                        Staff and divisions
                      </Link>
                      <Link to="/staff/translations" className="link-light">
                        Translations
                      </Link>
                      <Link to="/staff/sms" className="link-light">
                        SMS codes
                      </Link>
                    </>
                  )}
                </>
              )}
              {/* Named while the officer's own details load too: an empty link reads as nothing. */}
              <Link to="/staff/account" className="link-light">
                {me.data ? (
                  <>
                    {me.data.name} <small>({me.data.role})</small>
                  </>
                ) : (
                  'Your account'
                )}
              </Link>
              <Button
                variant="warning"
                size="sm"
                onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/staff/login') })}
              >
                Sign out
              </Button>
            </div>
          </Container>
        </Navbar>
      </header>
      <main id="main" tabIndex={-1}>
        {/* The page once the member is known: one who must first change their password would
            otherwise ask for what they may not see yet (a 403 in the console). */}
        {me.data ? <Outlet /> : <LoadingSpinner />}
      </main>
    </>
  )
}
