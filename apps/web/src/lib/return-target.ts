import { REQUEST_PAGES } from '@portal/domain/catalogue'

/**
 * Where a citizen was going when the portal asked them to sign in: a service's form or an
 * application, carried through registration and its code step so that registering does not
 * lose it (issue 33). Only a path of this portal: one or two plain segments, never `//host`.
 */
const CUSTOMER_PATH = /^\/[a-z][a-z-]*(\/\d{1,12})?$/

export type ReturnTarget =
  | { kind: 'service'; path: string }
  | { kind: 'application'; path: string; id: string }
  | { kind: 'page'; path: string }

/** The target a `?next=` carries, or undefined for anything that is not a portal path. */
export function returnTargetOf(next: string | null | undefined): ReturnTarget | undefined {
  if (!next || !CUSTOMER_PATH.test(next)) return undefined
  if (REQUEST_PAGES.some((page) => page.path === next)) return { kind: 'service', path: next }
  const application = /^\/ticket\/(\d+)$/.exec(next)
  if (application) return { kind: 'application', path: next, id: application[1]! }
  return { kind: 'page', path: next }
}

/** The registration page, keeping where the citizen was going. */
export const registerPathFor = (target: string | undefined) =>
  target ? `/customer-register?${new URLSearchParams({ next: target })}` : '/customer-register'

/** The sign-in page that brings the citizen on to the target once signed in. */
export const signInPathFor = (target: ReturnTarget | undefined) =>
  target ? `/customer-login${target.path}` : '/customer-login'
