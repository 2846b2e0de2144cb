import { NavLink } from 'react-router'
import { useT } from '@/lib/i18n'
import { unreadCount, useNotifications } from '../api/notifications'

/** The top bar's way to the message centre, with how many messages are unread, at every width. */
export default function MessagesLink() {
  const unread = unreadCount(useNotifications().data)
  const { t } = useT()
  return (
    <NavLink to="/messages" className="nav-link top-bar-target">
      {/* On a phone an envelope, beside the menu button: the word would not fit there. */}
      <svg className="d-sm-none" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.8 7 12 11.1 18.2 7H5.8Z"
        />
      </svg>
      <span className="wide-only">{t('topBar.messages')}</span>
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-warning ms-1">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden"> {t('topBar.unread', { count: unread })}</span>
        </span>
      )}
    </NavLink>
  )
}
