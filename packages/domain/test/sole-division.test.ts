import { describe, expect, it } from 'vitest'
import { soleDivisionServing, type TDivision } from '../src/lookups'

const division = (id: number, ...dzongkhags_served: string[]): TDivision => ({
  id,
  name: `ESD ${id}`,
  name_dz: null,
  dzongkhags_served,
})
const DIVISIONS = [
  division(1, 'Thimphu'),
  division(2, 'Punakha', 'Gasa'),
  division(3, 'Chhukha (except Phuentsholing area)'),
  division(4, 'Chhukha (Phuentsholing thromde and dungkhag)'),
]

describe("the division a form preselects from the customer's dzongkhag (issue 49)", () => {
  it('is the only one serving it, by its name or another spelling of it', () => {
    expect(soleDivisionServing(DIVISIONS, { name: 'Thimphu', name_alternatives: [] })).toBe(1)
    expect(soleDivisionServing(DIVISIONS, { name: 'Gasa', name_alternatives: [] })).toBe(2)
    expect(soleDivisionServing(DIVISIONS, { name: 'Gaza', name_alternatives: ['Gasa'] })).toBe(2)
  })

  it('is none where two share the dzongkhag, or none serves it', () => {
    expect(soleDivisionServing(DIVISIONS, { name: 'Chhukha', name_alternatives: ['Chukha'] })).toBeUndefined()
    expect(soleDivisionServing(DIVISIONS, { name: 'Haa', name_alternatives: [] })).toBeUndefined()
  })
})
