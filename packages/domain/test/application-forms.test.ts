import { describe, expect, it } from 'vitest'
import { APPLICATION_FORMS, formForPath } from '../src/applications/form-catalogue'
import { REQUEST_PAGES } from '../src/catalogue'
import { APPLICATION_MESSAGES as M } from '../src/messages'
import { FORM_SAMPLES } from './form-samples'

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }
const messagesFor = (result: Result, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message)

const check = (path: string, changes: Record<string, unknown>) =>
  formForPath(path)!.schema.safeParse({ ...FORM_SAMPLES[path], ...changes }) as Result

describe('the form catalogue', () => {
  it('has one form for each of the fifteen landing pages', () => {
    expect(APPLICATION_FORMS.map((f) => f.path)).toEqual(REQUEST_PAGES.map((p) => p.path))
  })

  it.each(APPLICATION_FORMS.map((f) => f.path))('%s accepts its sample filing', (path) => {
    expect(check(path, {}).error?.issues ?? []).toEqual([])
  })
})

const everyForm = APPLICATION_FORMS.map((f) => f.path)
const withContractAccount = everyForm.filter((p) => 'contract_account' in FORM_SAMPLES[p]!)

describe('common rules (spec §5)', () => {
  it.each(everyForm)('%s: division at least 1', (path) => {
    const message =
      path === '/shifting-electricity-infra' ? 'Division  is required' : 'This field is required'
    expect(messagesFor(check(path, { division: 0 }), 'division')).toEqual([message])
  })

  it.each(everyForm)('%s: category must be chosen', (path) => {
    expect(messagesFor(check(path, { category: '' }), 'category')).toEqual([M.selectOne])
  })

  it.each(everyForm)('%s: terms must be accepted', (path) => {
    expect(messagesFor(check(path, { terms: false }), 'terms')).toEqual([M.termsAccepted])
  })

  it.each(
    withContractAccount.flatMap((path) => [
      [path, '', M.contractAccountRequired],
      [path, '12a45678', M.contractAccountRequired],
      [path, '9999999', M.contractAccountMin],
      [path, '10000000', null],
      [path, '999999999', null],
      [path, '1000000000', M.contractAccountMax],
    ]),
  )('%s: contract account %j → %s', (path, value, message) => {
    expect(messagesFor(check(path as string, { contract_account: value }), 'contract_account')).toEqual(
      message ? [message] : [],
    )
  })

  it.each(['/energy-meter-upgradation', '/energy-meter-relocation', '/additional-energy-meter-installation'])(
    '%s: the site-ready box must be ticked',
    (path) => {
      expect(messagesFor(check(path, { site_ready_checbox: false }), 'site_ready_checbox')).toEqual([
        M.checkboxTicked,
      ])
    },
  )

  it.each([
    ['/power-clearance', 'location'],
    ['/power-clearance', 'reason'],
    ['/interim-billing', 'reason'],
    ['/energy-meter-relocation', 'location'],
    ['/reconnection-power-supply', 'reason'],
  ])('%s: %s is required', (path, field) => {
    expect(messagesFor(check(path, { [field]: '  ' }), field)).toEqual([M.required])
  })
})

describe('per-form rules (spec §5)', () => {
  it.each([
    ['/energy-meter-upgradation', { energy_meter_capacity: '' }, 'energy_meter_capacity', M.required],
    ['/additional-energy-meter-installation', { additional_meters: '' }, 'additional_meters', M.required],
    ['/power-clearance', { power_required: 0 }, 'power_required', M.powerRequiredMin],
    ['/power-clearance', { power_required: 1 }, 'power_required', null],
    ['/power-clearance', { power_required: 'twelve' }, 'power_required', M.notANumber],
    ['/power-clearance', { power_required: '' }, 'power_required', M.required],
    ['/power-clearance', { power_required: '2.5' }, 'power_required', null],
    ['/power-clearance', { construction_type: undefined }, 'construction_type', M.selectOne],
    ['/power-clearance', { cid_copy: undefined }, 'cid_copy', M.cidCopyRequired],
    [
      '/power-clearance',
      { letter_of_clearance: undefined },
      'letter_of_clearance',
      M.clearanceLetterRequired,
    ],
    ['/power-clearance', { cid_copy: { name: 'cid.pdf', size: 500_000 } }, 'cid_copy', M.fileTooLarge],
    ['/power-clearance', { cid_copy: { name: 'cid.pdf', size: 499_999 } }, 'cid_copy', null],
    ['/power-clearance', { cid_copy: { name: 'cid.exe', size: 10 } }, 'cid_copy', M.fileTypeNotSupported],
    ['/sanction-power', { yes_no: undefined }, 'yes_no', M.selectOne],
    ['/sanction-power', { old_power_clearance: undefined }, 'old_power_clearance', M.oldClearanceRequired],
    ['/sanction-power', { yes_no: 'Yes', old_power_clearance: undefined }, 'power_clearance', M.required],
    ['/sanction-power', { yes_no: 'Yes', power_clearance: '12' }, 'power_clearance', null],
    ['/sanction-power', { license_copy: undefined }, 'license_copy', M.licenseCopyRequired],
    ['/sanction-power', { license: '' }, 'license', M.required],
    ['/sanction-power', { power_required: '' }, 'power_required', M.required],
    ['/release-permanent-power-supply', { thram: '' }, 'thram', M.required],
    [
      '/release-permanent-power-supply',
      { yes_no: 'Yes', old_power_clearance: undefined },
      'power_clearance',
      M.required,
    ],
    ['/release-permanent-power-supply', { internal_wiring: false }, 'internal_wiring', M.checkboxTicked],
    ['/release-permanent-power-supply', { earthing: false }, 'earthing', M.checkboxTicked],
    ['/release-permanent-power-supply', { terms2: false }, 'terms2', M.terms2Accepted],
    [
      '/release-permanent-power-supply',
      { electrification_certificate: undefined },
      'electrification_certificate',
      M.electricianCertificateRequired,
    ],
    ['/construction-clearance', { required_validity: 0 }, 'required_validity', M.validityMin],
    ['/construction-clearance', { required_validity: 1 }, 'required_validity', null],
    ['/construction-clearance', { required_validity: 365 }, 'required_validity', null],
    ['/construction-clearance', { required_validity: 366 }, 'required_validity', M.validityMax],
    ['/construction-clearance', { required_validity: '' }, 'required_validity', M.required],
    ['/construction-clearance', { required_validity: '3o' }, 'required_validity', M.notANumber],
    ['/construction-clearance', { required_validity: '30.5' }, 'required_validity', M.notAWholeNumber],
    ['/construction-clearance', { thram: '' }, 'thram', M.required],
    ['/shifting-electricity-infra', { location: '' }, 'location', M.required],
    ['/shifting-electricity-infra', { infrastructure: '' }, 'infrastructure', M.required],
    ['/shifting-electricity-infra', { yes_no: '' }, 'yes_no', M.selectOne],
    ['/shifting-electricity-infra', { yes_no: 'No' }, 'right_of_way', M.rightOfWayRequired],
    [
      '/shifting-electricity-infra',
      { yes_no: 'No', right_of_way: { name: 'row.pdf', size: 9 } },
      'right_of_way',
      null,
    ],
    ['/release-temporary-power-supply', { reason: 'Party' }, 'reason', M.selectOne],
    ['/release-temporary-power-supply', { thram: '' }, 'thram', M.required],
    [
      '/release-temporary-power-supply',
      { old_power_clearance: undefined },
      'old_power_clearance',
      M.oldClearanceRequired,
    ],
    ['/release-temporary-power-supply', { site_ready: false }, 'site_ready', M.checkboxTicked],
    ['/release-temporary-power-supply', { terms2: false }, 'terms2', M.terms2Accepted],
    ['/release-temporary-power-supply', { cid_copy: undefined }, 'cid_copy', M.cidCopyRequired],
    ['/release-temporary-power-supply', { approval_copy: undefined }, 'approval_copy', M.required],
    ['/change-customer-information', { applicant_type: '' }, 'applicant_type', M.selectOne],
    ['/change-customer-information', { email: 'x@' }, 'email', M.invalidEmail],
    ['/change-customer-information', { applicant_type: 'Owner' }, 'cid_copy', M.cidCopyRequired],
    ['/change-customer-information', { applicant_type: 'Owner' }, 'ownership_change_copy', M.required],
    ['/change-customer-information', { applicant_type: 'Owner' }, 'reason', M.required],
    ['/change-customer-information', { applicant_type: 'Tenant' }, 'reason', null],
    [
      '/change-customer-information',
      { applicant_type: 'Owner', cid: '123' },
      'cid',
      'CID number should be equal to 11 digits',
    ],
    [
      '/change-customer-information',
      { applicant_type: 'Owner', mobile: '80000000' },
      'mobile',
      'Maximum number 7999999',
    ],
    [
      '/change-customer-information',
      { applicant_type: 'Owner', mobile: '9999999' },
      'mobile',
      'Minimum number is 10000000',
    ],
    ['/change-customer-information', { applicant_type: 'Owner', mobile: '17123456' }, 'mobile', null],
    ['/account-closure-security-refund', { receipt: undefined }, 'receipt', M.required],
  ])('%s %j → %s: %s', (path, changes, field, message) => {
    expect(messagesFor(check(path, changes), field)).toEqual(message ? [message] : [])
  })
})

describe('the clearance question keeps only what its answer asks for', () => {
  const withReference = [
    '/sanction-power',
    '/release-temporary-power-supply',
    '/release-permanent-power-supply',
  ]
  it.each(withReference)('%s: "No" files no reference, "Yes" no old copy', (path) => {
    const no = check(path, { yes_no: 'No', power_clearance: '12345' }) as Result & { data?: object }
    expect(no.data).toMatchObject({ yes_no: 'No', power_clearance: '' })
    expect(no.data).toHaveProperty('old_power_clearance.name', 'old.pdf')
    const yes = check(path, { yes_no: 'Yes', power_clearance: '12345' }) as Result & { data?: object }
    expect(yes.data).toMatchObject({ yes_no: 'Yes', power_clearance: '12345' })
    expect(yes.data).toHaveProperty('old_power_clearance', undefined)
  })
})
