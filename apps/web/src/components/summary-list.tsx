/** A read-only record as label–value pairs (GOV.UK's summary list), not greyed-out inputs. */
export function SummaryList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
