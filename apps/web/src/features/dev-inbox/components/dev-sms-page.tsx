import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert, Container, Form, ListGroup } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { api, httpStatus } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { usePageTitle } from '@/lib/use-page-title'

interface DevSms {
  to: string
  body: string
  at: string
}

const fetchInbox = async (to: string) => (await api.get<DevSms[]>('/dev/sms/', { params: { to } })).data

/**
 * /dev/sms: in development, with no SMS gateway configured, the SMS the portal would have
 * sent — sign-in codes above all — for a tester to keep open beside the portal.
 */
export default function DevSmsPage() {
  usePageTitle('Development SMS inbox')
  const [searchParams, setSearchParams] = useSearchParams()
  const [number, setNumber] = useState(searchParams.get('to') ?? '')
  const to = /^\d{8}$/.test(number) ? number : undefined
  const inbox = useQuery({
    queryKey: ['dev-sms', to],
    queryFn: () => fetchInbox(to!),
    enabled: to !== undefined,
    refetchInterval: 2_000,
    retry: false,
  })

  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">Development SMS inbox</h1>
      <Alert variant="warning">
        Development only: no SMS gateway is configured, so the portal keeps its SMS here instead of sending
        them. This page does not exist in production.
      </Alert>
      <Form.Group className="mb-3" controlId="dev-sms-number">
        <Form.Label>Mobile number</Form.Label>
        <Form.Control
          inputMode="numeric"
          maxLength={8}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value)
            setSearchParams(/^\d{8}$/.test(event.target.value) ? { to: event.target.value } : {}, {
              replace: true,
            })
          }}
        />
        <Form.Text>The 8-digit number the SMS went to. The list refreshes by itself.</Form.Text>
      </Form.Group>
      {httpStatus(inbox.error) === 404 && (
        <Alert variant="info">The inbox is off: this portal sends real SMS, or runs in production.</Alert>
      )}
      {inbox.data?.length === 0 && <p>No SMS to {to} yet.</p>}
      {inbox.data && inbox.data.length > 0 && (
        <ListGroup as="ol" aria-label={`SMS to ${to}, newest first`}>
          {inbox.data.map((sms) => (
            <ListGroup.Item as="li" key={`${sms.at}-${sms.body}`}>
              <p className="mb-1">{sms.body}</p>
              <small className="text-body-secondary">
                <time dateTime={sms.at}>{formatDateTime(sms.at)}</time>
              </small>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Container>
  )
}
