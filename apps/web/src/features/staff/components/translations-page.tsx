import '@fontsource/jomolhari/tibetan-400.css'
import { Container, Table } from 'react-bootstrap'
import { DZ } from '@portal/domain/i18n/dz'
import { EN, type TMessageKey } from '@portal/domain/i18n/en'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * /staff/translations: the Dzongkha entries no translator has reviewed yet, beside their
 * English, for a translator to check. A reviewed entry is marked so in
 * packages/domain/src/i18n/dz.ts, and leaves this list.
 */
export default function TranslationsPage() {
  usePageTitle('Translations to review')
  const keys = Object.keys(EN) as TMessageKey[]
  const unreviewed = keys.filter((key) => !DZ[key].reviewed)
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Translations to review</h1>
      <p>
        {unreviewed.length} of {keys.length} Dzongkha entries are not reviewed yet. Each is shown to customers
        as it is until a translator corrects it and marks it reviewed in the Dzongkha catalogue
        (packages/domain/src/i18n/dz.ts).
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
          {unreviewed.map((key) => (
            <tr key={key}>
              <th scope="row" className="fw-normal font-monospace small">
                {key}
              </th>
              <td>{EN[key]}</td>
              <td lang="dz" className="translation">
                {DZ[key].text}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Container>
  )
}
