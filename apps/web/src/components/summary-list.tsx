import type { TLabelledValue } from '@portal/domain/applications/field-labels'

/**
 * A read-only record as label–value pairs (GOV.UK's summary list), not greyed-out inputs. A
 * value a person wrote is `.remarks`, as written (decision 083); the portal's own words keep
 * the interface's font, so a Dzongkha page of them downloads no more than that cut.
 */
export function SummaryList({ rows }: { rows: TLabelledValue[] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value, shown]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={shown === 'as typed' ? 'remarks' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
