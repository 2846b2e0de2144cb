import { useT } from '@/lib/i18n'
import { useState } from 'react'
import { Alert, Badge, Container } from 'react-bootstrap'
import { Link } from 'react-router'
import { newOnes, type TNotification } from '@portal/domain/notifications'
import { LoadingSpinner } from '@/components/page-loading'
import { describeFailure } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { usePageTitle } from '@/lib/use-page-title'
import { unreadCount, useMarkRead, useNotifications } from '../api/notifications'

/** /messages: every SMS and email the portal sent the customer, newest first (issue 15). */
export default function MessageCentrePage() {
  const { t } = useT()
  usePageTitle(t('topBar.messages'))
  const messages = useNotifications()
  const unread = unreadCount(messages.data)
  const marked = newOnes(messages.data ?? [])
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{t('topBar.messages')}</h1>
      {/* The same for everyone, in the page's HTML (scripts/prerender.mjs); the count comes with the data. */}
      <p className="text-body-secondary">{t('messages.intro')}</p>
      {messages.data && messages.data.length > 0 && (
        <p className="text-body-secondary">{t('messages.unread', { count: unread })}</p>
      )}
      {messages.isPending && <LoadingSpinner />}
      {messages.isError && <Alert variant="danger">{describeFailure(messages.error).detail}</Alert>}
      {messages.data?.length === 0 && <p>{t('messages.none')}</p>}
      {messages.data && messages.data.length > 0 && (
        <ul className="list-group">
          {messages.data.map((message) => (
            <Message key={message.id} message={message} marked={marked.has(message.id)} />
          ))}
        </ul>
      )}
    </Container>
  )
}

/** A message folded to its subject; opening it shows the whole text and marks it read. */
function Message({ message, marked }: { message: TNotification; marked: boolean }) {
  const [open, setOpen] = useState(false)
  const markRead = useMarkRead()
  const { t } = useT()
  const bodyId = `message-${message.id}`
  return (
    <li className="list-group-item px-0 py-0">
      <button
        type="button"
        className={`btn w-100 text-start px-3 py-2 ${message.read ? '' : 'fw-semibold'}`}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open)
          if (!message.read) markRead.mutate(message)
        }}
      >
        <span className="d-flex flex-wrap flex-grow-1 justify-content-between gap-2">
          <span>
            {marked && (
              <Badge bg="warning" text="dark" className="me-2">
                {t('messages.new')}
              </Badge>
            )}
            {message.subject || t('messages.fromUtility')}
          </span>
          <span className="text-body-secondary small fw-normal">
            {t(message.channel === 'sms' ? 'messages.sms' : 'messages.email')} · {formatDateTime(message.at)}
            {message.delivery && (
              <>
                {' · '}
                <span className={message.delivery === 'not_delivered' ? 'text-danger-emphasis' : undefined}>
                  {t(message.delivery === 'delivered' ? 'messages.delivered' : 'messages.notDelivered')}
                </span>
              </>
            )}
          </span>
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="px-3 pb-3">
        <p className="remarks">{message.body}</p>
        {message.application_id !== null && (
          <Link to={`/ticket/${message.application_id}`}>
            {t('messages.openApplication', { id: message.application_id })}
          </Link>
        )}
      </div>
    </li>
  )
}
