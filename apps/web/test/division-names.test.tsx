import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { formForPath } from '@portal/domain/applications/form-catalogue'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import { ApplicationForm } from '@/features/applications/components/application-form'
import { ApplicationSummary } from '@/features/applications/components/application-summary'
import { setLanguage } from '@/lib/i18n'
import { network } from './network'
import { renderPage } from './render-page'

/**
 * Issue 34, decision 059: a division reads in Dzongkha with the name the utility writes it by
 * beside it, once an admin gave it a Dzongkha name; by that name alone otherwise, and in English.
 * The lists are test/network.ts's: ESD Punakha has a Dzongkha name, ESD Thimphu none.
 */
const PATH = '/shifting-electricity-infra'
const form = formForPath(PATH)!
const definition = FORM_DEFINITIONS[PATH]!

const divisionOptions = async () => {
  const punakha = await screen.findByRole('option', { name: /ESD Punakha/ }, { timeout: 10_000 })
  return [...punakha.closest('select')!.querySelectorAll('option')].slice(1).map((o) => o.textContent)
}

const FILED = {
  id: 42,
  service: 'Shifting of Electricity Infrastructure',
  status: 'Pending' as const,
  created: '2026-11-20T10:00:00+06:00',
  attachments: [],
  division: 2,
  location: 'Lobesa',
}
/** The filed application's first answer, its division, as term and value. */
const divisionRow = () => {
  const division = screen.getAllByRole('term')[0]!
  return [division.textContent, division.nextElementSibling?.textContent]
}

describe("a division's name on a customer's page", () => {
  afterEach(() => act(() => setLanguage('en')))

  it("reads in English by the utility's name, in the form's select", { timeout: 15_000 }, async () => {
    renderPage(`${PATH}?step=form`, <ApplicationForm form={form} definition={definition} />, PATH)
    expect(await divisionOptions()).toEqual(['ESD Thimphu', 'ESD Punakha'])
  })

  it('reads in Dzongkha with that name beside it where an admin gave one, alone where not', async () => {
    await act(() => setLanguage('dz'))
    renderPage(`${PATH}?step=form`, <ApplicationForm form={form} definition={definition} />, PATH)
    expect(await divisionOptions()).toEqual(['ESD Thimphu', 'སྤུ་ན་ཁ་ ལས་སྡེ་ (ESD Punakha)'])
    // The form still sends the id: only the label changed.
    const option = screen.getByRole('option', { name: 'སྤུ་ན་ཁ་ ལས་སྡེ་ (ESD Punakha)' }) as HTMLOptionElement
    expect(option.value).toBe('2')
  })

  it("and so on the filed application's page, in either language", { timeout: 15_000 }, async () => {
    renderPage(PATH, <ApplicationSummary form={form} definition={definition} application={FILED} />)
    await waitFor(() => expect(divisionRow()).toEqual(['Division', 'ESD Punakha']), { timeout: 10_000 })
    await act(() => setLanguage('dz'))
    await waitFor(() => expect(divisionRow()).toEqual(['ལས་སྡེ།', 'སྤུ་ན་ཁ་ ལས་སྡེ་ (ESD Punakha)']))
  })
})

describe('which division covers where', () => {
  afterEach(() => act(() => setLanguage('en')))

  const coverage = () => {
    network.use(
      http.get('/api/divisions/', () =>
        HttpResponse.json([
          {
            id: 4,
            name: 'ESD Chukha',
            name_dz: null,
            dzongkhags_served: ['Chhukha (except Phuentsholing area)'],
          },
          { id: 2, name: 'ESD Punakha', name_dz: 'སྤུ་ན་ཁ་ ལས་སྡེ་', dzongkhags_served: ['Punakha', 'Gasa'] },
        ]),
      ),
      http.get('/api/addresses/dzongkhags/', () =>
        HttpResponse.json([
          { id: 2, name: 'Chhukha', name_dz: 'ཆུ་ཁ་', name_alternatives: ['Chukha'] },
          { id: 4, name: 'Gasa', name_dz: 'མགར་ས་', name_alternatives: [] },
          { id: 10, name: 'Punakha', name_dz: 'སྤུ་ན་ཁ་', name_alternatives: [] },
        ]),
      ),
    )
    renderPage(`${PATH}?step=form`, <ApplicationForm form={form} definition={definition} />, PATH)
  }
  const served = async (division: RegExp) => {
    const term = await screen.findByText(division, { selector: 'dt' }, { timeout: 10_000 })
    return [...term.nextElementSibling!.childNodes].map((node) => node.textContent).join('|')
  }

  it(
    'lists the dzongkhags by their romanised names in English, notes and all',
    { timeout: 15_000 },
    async () => {
      coverage()
      await waitFor(async () =>
        expect(await served(/ESD Chukha/)).toBe('Chhukha (except Phuentsholing area)'),
      )
      expect((await served(/ESD Punakha/)).replaceAll('|', '')).toBe('Punakha, Gasa')
    },
  )

  it(
    'lists them in Dzongkha, romanised beside, one a line, with the notes translated',
    { timeout: 15_000 },
    async () => {
      await act(() => setLanguage('dz'))
      coverage()
      await waitFor(async () =>
        expect(await served(/ESD Chukha/)).toBe('ཆུ་ཁ་ (Chhukha) — ཕུན་ཚོགས་གླིང་ ས་ཁོངས་ མ་གཏོགས།'),
      )
      expect(await served(/ESD Punakha/)).toBe('སྤུ་ན་ཁ་ (Punakha)|མགར་ས་ (Gasa)')
    },
  )
})
