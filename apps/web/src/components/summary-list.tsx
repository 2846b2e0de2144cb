/**
 * A read-only record as label–value pairs (GOV.UK's summary list), not greyed-out inputs. A
 * value is often what a person typed: `.remarks`, as written (decision 083).
 */
export function SummaryList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="remarks">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
