import { Card } from 'react-bootstrap'
import { formForPath } from '@portal/domain/applications/form-catalogue'
import type { TMessageKey } from '@portal/domain/i18n/en'
import { SERVICE_GUIDES } from '@portal/domain/service-guides'
import type { TRequestPath } from '@portal/domain/catalogue'
import { BeforeYouStart } from '@/components/before-you-start'
import { useT } from '@/lib/i18n'
import { labelled } from '@portal/domain/i18n/dzongkha-grammar'

/**
 * What the service the citizen chose needs (documents, fee, days), shown beside signing in so
 * that they know what to have ready before registering (issue 33).
 */
export default function ServiceGuide({ path }: { path: string }) {
  const { t } = useT()
  const form = formForPath(path)
  const guide = SERVICE_GUIDES[path as TRequestPath]
  if (!form || !guide) return null
  return (
    <Card>
      <Card.Body>
        <BeforeYouStart
          guide={guide}
          type={form.type}
          heading={labelled(t(`service.${path}.title` as TMessageKey), t('guide.title'))}
        />
      </Card.Body>
    </Card>
  )
}
