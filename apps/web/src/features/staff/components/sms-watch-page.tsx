import { useRef, useState, type RefObject } from 'react'
import { Alert, Button, Container, Form, Table } from 'react-bootstrap'
import type { TSmsWatch } from '@portal/domain/sms-watch'
import { describeFailure } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useBlockSms, useLiftSmsBlock, useSmsWatch, type TSmsBlockRequest } from '../api/sms-watch'

const PURPOSES: Record<string, string> = {
  'sign-in': 'Signing in',
  registration: 'Registration',
  'mobile-change': 'New mobile number',
  'mobile-change-current': 'Mobile number being left',
  'email-change': 'Change of email',
}
const SHARES: Record<string, string> = {
  accounts: 'Existing accounts (signing in, changes)',
  'new-numbers': 'New numbers (registrations, a new mobile)',
}
const when = (iso: string) => new Date(iso).toLocaleString('en-GB')

/**
 * /staff/sms, for admins (issue 45): the hour's code SMS against the ceiling, who spent most,
 * and blocks on a number or a network. Numbers are masked: a row's block names it by its ref.
 */
export default function SmsWatchPage() {
  usePageTitle('SMS codes')
  const watch = useSmsWatch()
  const [chosen, setChosen] = useState<Chosen>()
  const formRef = useRef<HTMLFormElement>(null)
  const choose = (target: Chosen) => {
    setChosen(target)
    // Straight to what is left to fill: the hours and the reason.
    setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('[name="hours"]')?.focus())
  }

  if (watch.isError)
    return (
      <Container className="py-4">
        <h1 className="h2">SMS codes</h1>
        <Alert variant="danger">{describeFailure(watch.error).detail}</Alert>
      </Container>
    )
  const data = watch.data
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">SMS codes this hour</h1>
      <p>
        Codes sent in the last hour, and how many came back (were typed in). A code that does not come back
        keeps its place in its share of the {data?.sms_per_hour ?? '…'} SMS an hour; past half a share, every
        request pays a proof of work.
      </p>
      {data && <Figures data={data} choose={choose} />}
      <BlockForm chosen={chosen} clear={() => setChosen(undefined)} formRef={formRef} />
      {data && <Blocks blocks={data.blocks} />}
    </Container>
  )
}

/** A row chosen to block: a network as itself, a number by its ref, shown masked. */
interface Chosen {
  kind: 'number' | 'network'
  value: string
  shown: string
}

function Figures({ data, choose }: { data: TSmsWatch; choose: (chosen: Chosen) => void }) {
  return (
    <>
      <Table responsive size="sm">
        <caption>Codes sent in the last hour, by purpose</caption>
        <thead>
          <tr>
            <th scope="col">Purpose</th>
            <th scope="col">Sent</th>
            <th scope="col">Came back</th>
            <th scope="col">Not back</th>
          </tr>
        </thead>
        <tbody>
          {data.purposes.length === 0 && (
            <tr>
              <td colSpan={4}>No code was sent in the last hour.</td>
            </tr>
          )}
          {data.purposes.map((row) => (
            <tr key={row.purpose}>
              <th scope="row" className="fw-normal">
                {PURPOSES[row.purpose] ?? row.purpose}
              </th>
              <td>{row.sent}</td>
              <td>{row.came_back}</td>
              <td>{row.sent - row.came_back}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table responsive size="sm">
        <caption>
          The ceiling&apos;s shares: codes waiting to come back against each share&apos;s size
        </caption>
        <thead>
          <tr>
            <th scope="col">Share</th>
            <th scope="col">Waiting</th>
            <th scope="col">Size</th>
            <th scope="col">Full</th>
          </tr>
        </thead>
        <tbody>
          {data.shares.map((row) => (
            <tr key={row.share}>
              <th scope="row" className="fw-normal">
                {SHARES[row.share] ?? row.share}
              </th>
              <td>{row.outstanding}</td>
              <td>{row.size}</td>
              <td>{Math.round((100 * row.outstanding) / row.size)} %</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <SpentMost
        caption="Networks whose codes came back least"
        heading="Network"
        rows={data.networks.map((row) => ({
          kind: 'network',
          value: row.network,
          shown: row.network,
          count: row.not_back,
        }))}
        choose={choose}
      />
      <SpentMost
        caption="Numbers whose codes came back least (masked)"
        heading="Number"
        rows={data.numbers.map((row) => ({
          kind: 'number',
          value: row.ref,
          shown: row.number,
          count: row.not_back,
        }))}
        choose={choose}
      />
    </>
  )
}

function SpentMost({
  caption,
  heading,
  rows,
  choose,
}: {
  caption: string
  heading: string
  rows: (Chosen & { count: number })[]
  choose: (chosen: Chosen) => void
}) {
  return (
    <Table responsive size="sm">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Codes not come back</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3}>None in the last hour.</td>
          </tr>
        )}
        {rows.map(({ count, ...row }) => (
          <tr key={row.value}>
            <th scope="row" className="fw-normal font-monospace">
              {row.shown}
            </th>
            <td>{count}</td>
            <td>
              <Button size="sm" variant="outline-danger" onClick={() => choose(row)}>
                Block <span className="visually-hidden">{row.shown}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** Errors beside their field, tied to it for a screen reader. */
const fieldError = (errors: Record<string, string[]>, name: string) => {
  const message = errors[name]?.[0]
  return {
    message,
    control: {
      isInvalid: !!message,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `block-${name}-error` : undefined,
    },
    feedback: message && (
      <Form.Control.Feedback type="invalid" id={`block-${name}-error`} className="d-block">
        {message}
      </Form.Control.Feedback>
    ),
  }
}

function BlockForm({
  chosen,
  clear,
  formRef,
}: {
  chosen?: Chosen
  clear: () => void
  formRef: RefObject<HTMLFormElement | null>
}) {
  const block = useBlockSms()
  const [typedKind, setKind] = useState<TSmsBlockRequest['kind']>('number')
  // A row chosen in the tables says what it is.
  const kind = chosen?.kind ?? typedKind
  const failure = block.isError ? describeFailure(block.error) : undefined
  const errors = failure?.kind === 'response' ? failure.errors : {}
  const target = fieldError(errors, 'target')
  const hours = fieldError(errors, 'hours')
  const reason = fieldError(errors, 'reason')
  return (
    <section aria-labelledby="block-heading" className="mt-4">
      <h2 className="h4" id="block-heading">
        Block a number or a network
      </h2>
      <p>
        No code goes to a blocked number or to anyone asking from a blocked network until the block ends or is
        lifted; they are told to try again later or use the Bhutan NDI wallet. Each block is kept with your
        name and your reason. A network may be a mobile operator's address that thousands of honest customers
        share: block one only when its codes are plainly not a person's, and for as short a time as will do.
      </p>
      {block.isSuccess && (
        <Alert variant="success">
          Blocked {block.data.target} until {when(block.data.until)}.
        </Alert>
      )}
      {failure && !Object.keys(errors).length && <Alert variant="warning">{failure.detail}</Alert>}
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const element = event.currentTarget
          const form = new FormData(element)
          const hoursTyped = String(form.get('hours') ?? '').trim()
          block.mutate(
            {
              kind,
              target: chosen ? chosen.value : String(form.get('target') ?? ''),
              // Empty or not a number: the server says which hours it takes, beside the field.
              hours: /^\d+$/.test(hoursTyped) ? Number(hoursTyped) : Number.NaN,
              reason: String(form.get('reason') ?? ''),
            },
            {
              onSuccess: () => {
                element.reset()
                clear()
              },
            },
          )
        }}
      >
        <fieldset className="mb-3">
          <legend className="fs-6">What to block</legend>
          <Form.Check
            type="radio"
            id="block-kind-number"
            name="kind"
            label="A number"
            checked={kind === 'number'}
            disabled={!!chosen}
            onChange={() => setKind('number')}
          />
          <Form.Check
            type="radio"
            id="block-kind-network"
            name="kind"
            label="A network"
            checked={kind === 'network'}
            disabled={!!chosen}
            onChange={() => setKind('network')}
          />
        </fieldset>
        <Form.Group controlId="block-target" className="mb-3">
          <Form.Label>{kind === 'number' ? 'Mobile number' : 'Network'}</Form.Label>
          <Form.Text id="block-target-hint" className="d-block">
            {chosen
              ? 'Chosen from the table.'
              : kind === 'number'
                ? 'The 8 digits, or use Block beside a number above.'
                : 'An IPv4 address, or an IPv6 address (its whole /64 is blocked).'}
          </Form.Text>
          {target.feedback}
          {chosen ? (
            <div className="d-flex gap-2 align-items-center">
              <Form.Control readOnly value={chosen.shown} aria-describedby="block-target-hint" />
              <Button variant="link" onClick={clear}>
                Type one instead
              </Button>
            </div>
          ) : (
            <Form.Control
              name="target"
              maxLength={100}
              inputMode={kind === 'number' ? 'numeric' : 'text'}
              {...target.control}
              aria-describedby={['block-target-hint', target.control['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
            />
          )}
        </Form.Group>
        <Form.Group controlId="block-hours" className="mb-3">
          <Form.Label>For how many hours (1 to 72)</Form.Label>
          {hours.feedback}
          <Form.Control name="hours" inputMode="numeric" defaultValue="24" maxLength={2} {...hours.control} />
        </Form.Group>
        <Form.Group controlId="block-reason" className="mb-3">
          <Form.Label>Why (kept in the history)</Form.Label>
          {reason.feedback}
          <Form.Control name="reason" maxLength={300} {...reason.control} />
        </Form.Group>
        <Button type="submit" variant="danger" disabled={block.isPending}>
          Block
        </Button>
      </Form>
    </section>
  )
}

function Blocks({ blocks }: { blocks: TSmsWatch['blocks'] }) {
  const lift = useLiftSmsBlock()
  return (
    <section aria-labelledby="blocks-heading" className="mt-4">
      <h2 className="h4" id="blocks-heading">
        Blocks in force
      </h2>
      {lift.isError && <Alert variant="warning">{describeFailure(lift.error).detail}</Alert>}
      {blocks.length === 0 ? (
        <p>No number or network is blocked.</p>
      ) : (
        <Table responsive size="sm">
          <caption>Blocks in force, the longest first</caption>
          <thead>
            <tr>
              <th scope="col">Number or network</th>
              <th scope="col">Until</th>
              <th scope="col">By</th>
              <th scope="col">Why</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {blocks.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="fw-normal font-monospace">
                  {row.target}
                </th>
                <td>{when(row.until)}</td>
                <td>{row.by}</td>
                <td>{row.reason}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={lift.isPending}
                    onClick={() => lift.mutate(row.id)}
                  >
                    Lift <span className="visually-hidden">the block on {row.target}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  )
}
