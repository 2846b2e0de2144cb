import { describe, expect, it } from 'vitest'
import { APPLICATION_FORMS, formFieldNames, formForPath } from '../src/applications/form-catalogue'
import {
  answersInFormOrder,
  documentLabel,
  fieldLabelOf,
  labelOnForm,
  statementIn,
  statementRows,
} from '../src/applications/field-labels'
import { FORM_TEXTS } from '../src/i18n/form-texts'

describe('a filed document’s label', () => {
  it('is the one its own form asked with, told apart by the filing’s request type', () => {
    expect(documentLabel('releases', { request_type: 'Temporary' }, 'cid_copy')).toBe(
      'Copy of the owner’s citizenship ID card',
    )
    expect(documentLabel('power-clearances', {}, 'cid_copy')).toBe('Copy of your citizenship ID card')
    expect(documentLabel('power-clearances', {}, 'something_else')).toBe('Something else')
  })
})

describe('a field’s label', () => {
  it('is the label its form showed, the field kit’s for the kit’s fields, its name in words otherwise', () => {
    const form = formForPath('/power-clearance')
    expect(labelOnForm(form, 'thram')).toBe('Thram (plot) number')
    expect(labelOnForm(form, 'division')).toBe('Division')
    expect(labelOnForm(form, 'category')).toBe('Area/Category')
    expect(labelOnForm(form, 'shoe_size')).toBe('Shoe size')
    expect(labelOnForm(undefined, 'thram')).toBe('Thram')
    expect(fieldLabelOf('Power Clearance', null, 'location')).toBe('Location of the construction')
  })

  it('is a text of the forms’ catalogue for every field of every form, so a translation can find it', () => {
    const texts = new Set(FORM_TEXTS)
    for (const form of APPLICATION_FORMS)
      for (const name of formFieldNames(form).filter((name) => name !== form.variant?.field))
        expect(texts, `${form.path} ${name}`).toContain(labelOnForm(form, name))
  })
})

describe('the applicant’s statement', () => {
  it('names each field by its form’s label, adds its unit, and leaves out what says nothing on paper', () => {
    const form = formForPath('/power-clearance')
    const rows = statementRows(form, {
      division: 3,
      category: 'LV Rural',
      location: 'Changzamtog',
      thram: '',
      power_required: 12,
      construction_type: 'Permanent',
      terms: true,
    })
    expect(rows).toEqual([
      { label: 'Area/Category', value: 'LV Rural', chosen: true },
      { label: 'Location of the construction', value: 'Changzamtog', chosen: false },
      { label: 'Power required', value: '12 kW', chosen: false },
      { label: 'Type of construction', value: 'Permanent', chosen: true },
    ])
  })

  it('keeps the form’s order, not the order the values were stored in', () => {
    const form = formForPath('/power-clearance')
    // PostgreSQL's jsonb gives keys back shortest first.
    const stored = { thram: '7', reason: 'A house', location: 'Changzamtog', power_required: 12 }
    expect(statementRows(form, stored).map((row) => row.label)).toEqual([
      'Location of the construction',
      'Purpose of the building',
      'Thram (plot) number',
      'Power required',
    ])
  })

  it('puts the division and the documents, when given, where the form asks for them', () => {
    const form = formForPath('/account-closure-security-refund')
    const rows = statementRows(
      form,
      { reason: 'Moving', division: 3, contract_account: 12345678, category: 'Rural', terms: true },
      { division: 'ESD Paro', documents: [{ field: 'receipt', name: 'deposit.pdf', size: 24 }] },
    )
    expect(rows.map(({ label, value }) => [label, value])).toEqual([
      ['Division', 'ESD Paro'],
      ['Area/Category', 'Rural'],
      ['Contract account number', '12345678'],
      ['Reason', 'Moving'],
      ['Security deposit receipt', 'deposit.pdf (24 B)'],
    ])
  })

  it('says yes and no in words, which a translation may show in its own', () => {
    expect(statementRows(undefined, { agreed: true, meter_seen: false })).toEqual([
      { label: 'Agreed', value: 'Yes', chosen: true },
      { label: 'Meter seen', value: 'No', chosen: true },
    ])
  })
})

describe('the statement in a language', () => {
  it('translates the labels and the form’s own words, and leaves what was typed as typed', () => {
    const form = formForPath('/power-clearance')
    const shout = (english: string) => english.toUpperCase()
    expect(statementIn(form, { location: 'Changzamtog', construction_type: 'Permanent' }, shout)).toEqual([
      ['LOCATION OF THE CONSTRUCTION', 'Changzamtog', 'as typed'],
      ['TYPE OF CONSTRUCTION', 'PERMANENT'],
    ])
  })
})

describe('the answers an officer reads', () => {
  it('keep every answer, in the form’s order, each number with its unit', () => {
    const form = formForPath('/power-clearance')
    // As the application comes back: the database's key order, a yes/no answer the papers leave out.
    const stored: [string, unknown][] = [
      ['thram', '7'],
      ['yes_no', 'No'],
      ['reason', 'A house'],
      ['location', 'Changzamtog'],
      ['power_required', 12],
    ]
    const answers = answersInFormOrder(form, stored)
    expect(answers.map(([label]) => label).slice(0, 4)).toEqual([
      'Location of the construction',
      'Purpose of the building',
      'Thram (plot) number',
      'Power required',
    ])
    expect(answers).toContainEqual(['Power required', '12 kW'])
    expect(answers).toHaveLength(5)
  })
})
