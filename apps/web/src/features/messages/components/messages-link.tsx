import { NavLink } from 'react-router'
import { unreadCount, useNotifications } from '../api/notifications'

/** The top bar's way to the message centre, with how many messages are unread. */
export default function MessagesLink() {
  const unread = unreadCount(useNotifications().data)
  return (
    <NavLink to="/messages" className="nav-link">
      Messages
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-warning ms-1">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </NavLink>
  )
}
