import { NavLink } from 'react-router'
import { useT } from '@/lib/i18n'
import { unreadCount, useNotifications } from '../api/notifications'

/** The top bar's way to the message centre, with how many messages are unread. */
export default function MessagesLink() {
  const unread = unreadCount(useNotifications().data)
  const { t } = useT()
  return (
    <NavLink to="/messages" className="nav-link">
      {t('topBar.messages')}
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-warning ms-1">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden"> {t('topBar.unread', { count: unread })}</span>
        </span>
      )}
    </NavLink>
  )
}
