import { Button } from 'react-bootstrap'
import { labelOnForm } from '@portal/domain/applications/field-labels'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { useT } from '@/lib/i18n'
import { SummaryList } from '@/components/summary-list'
import { formatBytes } from '@/lib/format'
import { useDivisionName } from '@/lib/lookups'
import { downloadAttachment, type Application } from '../api/get-application'
import type { FormDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { answerRows } from '../forms/answer-rows'

/**
 * A filed application as a person would read the form: each answer in the form's order, in
 * the page's language (the form's words translated, what was typed as typed), then its
 * documents to download.
 */
export function ApplicationSummary({
  form,
  definition,
  application,
}: {
  form: TApplicationForm
  definition: FormDefinition
  application: Application
}) {
  const { t, translate } = useT()
  const divisionName = useDivisionName()
  const rows = answerRows(definition, application, { translate, divisionName })

  return (
    <>
      <SummaryList
        rows={rows.map(({ label, value, typed }) => (typed ? [label, value, 'as typed'] : [label, value]))}
      />
      {application.attachments.length > 0 && (
        <>
          <h2 className="h5">{t('filed.attachments')}</h2>
          <ul className="list-unstyled">
            {application.attachments.map((attachment) => (
              <li key={attachment.id} className="mb-2">
                <span className="d-block fw-semibold">{translate(labelOnForm(form, attachment.field))}</span>
                <Button
                  variant="outline-primary"
                  size="sm"
                  onClick={() => void downloadAttachment(attachment)}
                >
                  {t('filed.download', { name: attachment.name, size: formatBytes(attachment.size) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
