import { Button } from 'react-bootstrap'
import { SummaryList } from '@/components/summary-list'
import { formatBytes } from '@/lib/format'
import { useDivisions } from '@/lib/lookups'
import { downloadAttachment, type Application } from '../api/get-application'
import type {
  FieldDefinition,
  FormDefinition,
} from '@portal/domain/applications/form-definitions/form-definition'
import { isShown } from '../forms/form-values'

/** Label and value of each answered field, as a person would read the filed form. */
function rowsFor(
  field: FieldDefinition,
  application: Application,
  divisionName: (id: number) => string,
): [string, string][] {
  const value = (name: string) => String(application[name] ?? '')
  switch (field.kind) {
    case 'division':
      return [['Division', divisionName(Number(application.division))]]
    case 'category':
      return [['Area/Category', value('category')]]
    case 'contract-account':
      return [['Contract account number', value('contract_account')]]
    case 'clearance-reference':
      return application.yes_no === 'Yes'
        ? [['Power clearance Application ID', value('power_clearance')]]
        : [['Power clearance', 'Old clearance attached']]
    case 'checkbox':
      return [[field.label, application[field.name] ? 'Yes' : 'No']]
    case 'file':
      return []
    case 'number':
      return [[field.label, `${value(field.name)}${field.unit ? ` ${field.unit}` : ''}`]]
    default:
      return value(field.name) ? [[field.label, value(field.name)]] : []
  }
}

export function ApplicationSummary({
  definition,
  application,
}: {
  definition: FormDefinition
  application: Application
}) {
  const divisions = useDivisions()
  const fileLabel = (field: string) =>
    field === 'old_power_clearance'
      ? 'Copy of the old power clearance'
      : ((
          definition.fields.find((f) => f.kind === 'file' && f.name === field) as
            { label?: string } | undefined
        )?.label ?? field)
  const divisionName = (id: number) => divisions.data?.find((d) => d.id === id)?.name ?? '…'
  // Terms are not shown once filed (spec §2): every filed application accepted them.
  const isTerms = (field: FieldDefinition) =>
    field.kind === 'checkbox' && ['terms', 'terms2'].includes(field.name)
  const rows = definition.fields
    .filter((field) => isShown(field, application) && !isTerms(field))
    .flatMap((field) => rowsFor(field, application, divisionName))

  return (
    <>
      <SummaryList rows={rows} />
      {application.attachments.length > 0 && (
        <>
          <h2 className="h5">Attachments</h2>
          <ul className="list-unstyled">
            {application.attachments.map((attachment) => (
              <li key={attachment.id} className="mb-2">
                <span className="d-block fw-semibold">{fileLabel(attachment.field)}</span>
                <Button
                  variant="outline-primary"
                  size="sm"
                  onClick={() => void downloadAttachment(attachment)}
                >
                  Download {attachment.name} ({formatBytes(attachment.size)})
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
