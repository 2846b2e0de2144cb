import { Container, Table } from 'react-bootstrap'
import { DZONGKHA_ENTRIES } from '@portal/domain/i18n/dzongkha'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * /staff/translations: the Dzongkha entries no translator has reviewed yet, beside their
 * English, for a translator to check. A reviewed entry is marked so in
 * packages/domain/src/i18n/dz.ts (or dz-form-texts.ts), and leaves this list.
 */
export default function TranslationsPage() {
  usePageTitle('Translations to review')
  const unreviewed = DZONGKHA_ENTRIES.filter((entry) => !entry.reviewed)
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Translations to review</h1>
      <p>
        {unreviewed.length} of {DZONGKHA_ENTRIES.length} Dzongkha entries are not reviewed yet. Each is shown
        to customers as it is until a translator corrects it and marks it reviewed in the Dzongkha catalogue
        (packages/domain/src/i18n/dz.ts, and dz-form-texts.ts for the forms' words).
      </p>
      <Table responsive size="sm">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">English</th>
            <th scope="col">Dzongkha</th>
          </tr>
        </thead>
        <tbody>
          {unreviewed.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className="fw-normal font-monospace small">
                {entry.id === entry.english ? 'form text' : entry.id}
              </th>
              <td>{entry.english}</td>
              <td lang="dz" className="translation">
                {entry.text}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Container>
  )
}
