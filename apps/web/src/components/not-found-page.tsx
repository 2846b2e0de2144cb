import { Container } from 'react-bootstrap'
import { Link } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { usePageTitle } from '@/lib/use-page-title'
import { useT } from '@/lib/i18n'

export default function NotFoundPage() {
  const { t } = useT()
  usePageTitle(t('notFound.title'))
  return (
    <Container className="py-5 form-narrow">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.lead')}</p>
      <p>{t('notFound.help', { phone: ENQUIRY_PHONE })}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </Container>
  )
}
