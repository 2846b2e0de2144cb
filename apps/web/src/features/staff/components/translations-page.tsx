import { Container, Table } from 'react-bootstrap'
import { DZONGKHA_ENTRIES } from '@portal/domain/i18n/dzongkha'
import { screenOf } from '@portal/domain/i18n/screens'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * /staff/translations: the Dzongkha entries no translator has reviewed yet, beside their
 * English and the screen they show on, for a translator to check. A translator's review comes
 * back through `npm run i18n -- import dz.po`, and the entry leaves this list.
 */
export default function TranslationsPage() {
  usePageTitle('Translations to review')
  const unreviewed = DZONGKHA_ENTRIES.filter((entry) => !entry.reviewed)
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Translations to review</h1>
      <p>
        {unreviewed.length} of {DZONGKHA_ENTRIES.length} Dzongkha entries are not reviewed yet. Each is shown
        to customers as it is until a translator corrects or confirms it:{' '}
        <code>npm run i18n -- export dz.po</code> gives them all to a translator's tool (Poedit and the like),
        and <code>npm run i18n -- import dz.po --by &quot;Name&quot;</code> marks what comes back reviewed.
      </p>
      <Table responsive size="sm">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Screen</th>
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
              <td>{screenOf(entry)}</td>
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
