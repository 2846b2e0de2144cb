// Twenty officers in four teams, each team working a quarter of the divisions: made with the
// operators' command (node apps/server/dist/staff.mjs, as `npm run staff` runs it, on the
// stage's settings), signed in through the proxy, the given password changed at the first
// sign-in as the back office asks. Officers need no authenticator app in production (only
// admins must enrol one: staff-accounts' mustEnrolTotp). Each then decides as the inbox fills:
// takes an application no one has, opens it, approves it or (one in five) rejects it.
import { spawnSync } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { paths } from '../../stage/layout'
import { TLS_FILES } from '../../stage/settings'
import { field, type Client } from '../launch/http'
import type { RequestBook } from './requests'

export const TEAMS = 4
/** An officer reads an application before deciding it. */
const READING_MS = 500
const EMPTY_INBOX_WAIT_MS = 1_000

export interface Division {
  id: number
  name: string
}

export interface Officer {
  username: string
  client: Client
  token: string
  id: number
  decided: number
}

const newPassword = () => `Dochula-${randomBytes(12).toString('base64url')}`

/** The divisions of team `team`: every TEAMS-th, so that each team has its share of customers. */
export const teamDivisions = (divisions: Division[], team: number) =>
  divisions.filter((_, i) => i % TEAMS === team)

/** Makes an officer with the operators' command; its first password, which they change. */
function createOfficer(username: string, divisions: Division[], settings: Record<string, string>) {
  const password = newPassword()
  const made = spawnSync(
    process.execPath,
    [
      path.join(paths.serverDist, 'staff.mjs'),
      ...['create', username, '--name', `Officer ${username.slice(-2)}`, '--role', 'officer'],
      ...['--divisions', divisions.map((d) => d.name).join(',')],
    ],
    {
      env: {
        PATH: process.env.PATH,
        ...settings,
        STAFF_PASSWORD: password,
        NODE_EXTRA_CA_CERTS: TLS_FILES.cert,
      },
      encoding: 'utf8',
    },
  )
  if (made.status !== 0) throw new Error(`staff create ${username} failed:\n${made.stdout}${made.stderr}`)
  return password
}

/** The first sign-in: the password given, changed as asked; the officer's own id. */
async function signInFirst(book: RequestBook, client: Client, username: string, given: string) {
  const persist = (
    step: string,
    method: string,
    url: string,
    json: Record<string, unknown>,
    token?: string,
  ) =>
    book.persist(
      username,
      step,
      `${method} ${url}`,
      () => client.send(method, url, { json, token }),
      (answer) => answer.status >= 200 && answer.status < 300,
    )
  const login = await persist('staff sign-in', 'POST', '/api/staff/login/', { username, password: given })
  const token = String(field(login, 'token'))
  if (login.status !== 200) throw new Error(`${username} could not sign in: ${login.status}`)
  if (field(login, 'password_change_required')) {
    const body = { current_password: given, new_password: newPassword() }
    const changed = await persist('staff sign-in', 'POST', '/api/staff/password/', body, token)
    if (changed.status !== 204)
      throw new Error(`${username} could not change the password: ${changed.status}`)
  }
  const me = await book.persist(
    username,
    'staff sign-in',
    'GET /api/staff/me/',
    () => client.send('GET', '/api/staff/me/', { token }),
    (answer) => answer.status === 200,
  )
  return { token, id: Number(field(me, 'id')) }
}

export async function officersFor(
  book: RequestBook,
  divisions: Division[],
  settings: Record<string, string>,
  count: number,
  clientOf: (officer: number) => Client,
): Promise<Officer[]> {
  const officers: Officer[] = []
  for (let k = 0; k < count; k++) {
    const username = `officer${String(k + 1).padStart(2, '0')}`
    const given = createOfficer(username, teamDivisions(divisions, k % TEAMS), settings)
    const client = clientOf(k)
    officers.push({ username, client, ...(await signInFirst(book, client, username, given)), decided: 0 })
  }
  return officers
}

interface InboxRow {
  id: number
}

/** Decides until `noMoreFilings()` and nothing is left in the officer's inbox, or `deadline` (ms since epoch). */
export async function decideAsTheyCome(
  book: RequestBook,
  officer: Officer,
  noMoreFilings: () => boolean,
  deadline: number,
) {
  const { client, token, username } = officer
  const get = (url: string) =>
    book.persist(
      username,
      'inbox',
      `GET ${url.replace(/\d+/g, ':id')}`,
      () => client.send('GET', url, { token }),
      (answer) => answer.status === 200,
    )
  const post = (step: string, url: string, json: Record<string, unknown>, ok: number[]) =>
    book.persist(
      username,
      step,
      `POST ${url.replace(/\d+/g, ':id')}`,
      () => client.send('POST', url, { json, token }),
      (answer) => ok.includes(answer.status),
    )
  while (Date.now() < deadline) {
    // Their own first (one a failed request left taken), then one no one has.
    const mine = await get('/api/staff/applications/?status=Pending&assigned=me')
    const open = await get('/api/staff/applications/?status=Pending&assigned=none&sort=due')
    const own = (field(mine, 'results') as InboxRow[] | undefined) ?? []
    const free = (field(open, 'results') as InboxRow[] | undefined) ?? []
    if (own.length === 0 && free.length === 0) {
      if (noMoreFilings() && mine.status === 200 && open.status === 200) return
      await sleep(EMPTY_INBOX_WAIT_MS)
      continue
    }
    const id = own[0]?.id ?? free[randomInt(free.length)]!.id
    if (own.length === 0) {
      // 409: another officer took it first (the row lock lets one win): a refusal, not a failure.
      const taken = await post(
        'take',
        `/api/staff/applications/${id}/assign/`,
        { staff_id: officer.id },
        [200, 409],
      )
      if (taken.status !== 200) continue
    }
    const opened = await get(`/api/staff/applications/${id}/`)
    if (opened.status !== 200) continue
    await sleep(READING_MS)
    const decision =
      id % 5 === 0
        ? {
            decision: 'Rejected',
            remarks: 'The documents do not show the site. Please file again with them.',
          }
        : { decision: 'Approved', remarks: '' }
    // 409 to a decision sent again: the first was taken, its answer lost.
    const decided = await post('decision', `/api/staff/applications/${id}/decision/`, decision, [200, 409])
    if (decided.status === 200) officer.decided++
  }
}
