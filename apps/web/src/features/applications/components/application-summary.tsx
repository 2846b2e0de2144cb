import { Button } from 'react-bootstrap'
import { labelOnForm } from '@portal/domain/applications/field-labels'
import type { TApplicationForm } from '@portal/domain/applications/form-catalogue'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/form-texts'
import { useT } from '@/lib/i18n'
import { SummaryList } from '@/components/summary-list'
import { formatBytes } from '@/lib/format'
import { useDivisions } from '@/lib/lookups'
import { downloadAttachment, type Application } from '../api/get-application'
import type {
  FieldDefinition,
  FormDefinition,
} from '@portal/domain/applications/form-definitions/form-definition'
import { isShown } from '../forms/form-values'

/**
 * Label and value of each answered field, as a person would read the filed form, in the page's
 * language: the form's words (labels, units, choices, yes or no) translated, what was typed as typed.
 */
function rowsFor(
  field: FieldDefinition,
  application: Application,
  divisionName: (id: number) => string,
  { t, translate }: ReturnType<typeof useT>,
): [string, string][] {
  const value = (name: string) => String(application[name] ?? '')
  switch (field.kind) {
    case 'division':
      return [[translate(KIT.division), divisionName(Number(application.division))]]
    case 'category':
      return [[translate(KIT.category), translate(value('category'))]]
    case 'contract-account':
      return [[translate(KIT.contractAccount), value('contract_account')]]
    case 'clearance-reference':
      return application.yes_no === 'Yes'
        ? [[t('filed.clearanceId'), value('power_clearance')]]
        : [[t('filed.clearance'), t('filed.oldClearance')]]
    case 'checkbox':
      return [[translate(field.label), translate(application[field.name] ? KIT.yes : KIT.no)]]
    case 'file':
      return []
    case 'number':
      return [
        [translate(field.label), `${value(field.name)}${field.unit ? ` ${translate(field.unit)}` : ''}`],
      ]
    case 'choice':
    case 'yes-no':
      return value(field.name) ? [[translate(field.label), translate(value(field.name))]] : []
    default:
      return value(field.name) ? [[translate(field.label), value(field.name)]] : []
  }
}

export function ApplicationSummary({
  form,
  definition,
  application,
}: {
  form: TApplicationForm
  definition: FormDefinition
  application: Application
}) {
  const divisions = useDivisions()
  const words = useT()
  const { t, translate } = words
  const divisionName = (id: number) => divisions.data?.find((d) => d.id === id)?.name ?? '…'
  // Terms are not shown once filed (spec §2): every filed application accepted them.
  const isTerms = (field: FieldDefinition) =>
    field.kind === 'checkbox' && ['terms', 'terms2'].includes(field.name)
  const rows = definition.fields
    .filter((field) => isShown(field, application) && !isTerms(field))
    .flatMap((field) => rowsFor(field, application, divisionName, words))

  return (
    <>
      <SummaryList rows={rows} />
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
