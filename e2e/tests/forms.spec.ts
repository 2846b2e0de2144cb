import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { APPLICATION_FORMS } from '@portal/domain/applications/form-catalogue'
import { FORM_DEFINITIONS } from '@portal/domain/applications/form-definitions/definitions-by-path'
import type { FieldDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { OLD_CLEARANCE_DOCUMENT } from '@portal/domain/service-guides'
import {
  checkedAnswers,
  customerToken,
  registeredCustomer,
  signedInFromTheStart,
  startForm,
  submitAndConfirm,
} from './helpers'

// A folder of this worker's own: the browser refuses to upload a file that another worker
// rewrote after it was chosen (net::ERR_UPLOAD_FILE_CHANGED).
const documents = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-documents-'))
const pdf = path.join(documents, 'portal-e2e-document.pdf')
const oversize = path.join(documents, 'portal-e2e-oversize.pdf')
writeFileSync(pdf, `%PDF-1.4\n${'%'.repeat(3_000)}\n`)
writeFileSync(oversize, `%PDF-1.4\n${'%'.repeat(600_000)}\n`)

const labelOf = (field: { label: string; optional?: boolean; unit?: string }) =>
  `${field.label}${field.unit ? ` (${field.unit})` : ''}${field.optional ? ' (optional)' : ''}`

const TEXT_VALUES: Record<string, string> = {
  cid: '11234567890',
  mobile: '17123456',
  email: 'owner@example.bt',
}

/** Fills one field as a person would, and records the answer that later fields depend on. */
async function fill(page: Page, field: FieldDefinition, answers: Record<string, unknown>) {
  switch (field.kind) {
    case 'division':
      return page.getByLabel('Division', { exact: true }).selectOption({ index: 1 })
    case 'category':
      return page.getByLabel('Area/Category').selectOption({ index: 1 })
    case 'contract-account':
      return page.getByLabel('Contract account number').fill('12345678')
    case 'text':
      return page
        .getByLabel(labelOf(field), { exact: true })
        .fill(TEXT_VALUES[field.name] ?? `Test ${field.name}`)
    case 'number':
      return page.getByLabel(labelOf(field), { exact: true }).fill('5')
    case 'choice': {
      const option = field.name === 'applicant_type' ? 'Owner' : field.options[0]!
      answers[field.name] = option
      return page.getByLabel(field.label, { exact: true }).selectOption(option)
    }
    case 'yes-no':
      answers[field.name] = 'No'
      return page.getByRole('group', { name: field.label }).getByLabel('No').check()
    case 'clearance-reference':
      answers.yes_no = 'No'
      await page
        .getByRole('group', { name: /power clearance approved/ })
        .getByLabel('No')
        .check()
      return page.getByLabel('Copy of the old power clearance').setInputFiles(pdf)
    case 'file':
      return page.getByLabel(labelOf(field), { exact: true }).setInputFiles(pdf)
    case 'checkbox':
      return page.getByLabel(field.label).check()
  }
}

/** The labels "Check your answers" gives the form's answers, in the form's order (terms are accepted, not answered). */
function labelsInOrder(fields: FieldDefinition[], answers: Record<string, unknown>) {
  return fields.flatMap((field): string[] => {
    if (field.showWhen && !field.showWhen(answers)) return []
    switch (field.kind) {
      case 'division':
        return [KIT.division]
      case 'category':
        return [KIT.category]
      case 'contract-account':
        return [KIT.contractAccount]
      case 'clearance-reference':
        return [KIT.hasClearance, OLD_CLEARANCE_DOCUMENT.label]
      case 'checkbox':
        return ['terms', 'terms2'].includes(field.name) ? [] : [field.label]
      default:
        return [field.label]
    }
  })
}

// One customer files every form, signed in once: a sign-in per form would spend the SMS
// budget of one number (the sign-in page itself is tested in account and navigation).
let token: string
test.beforeAll(async ({ request }) => {
  const customer = await registeredCustomer(request, 'Dorji Wangchuk')
  token = await customerToken(request, customer)
})

async function openSignedIn(page: Page, route: string) {
  await signedInFromTheStart(page, token)
  await page.goto(route)
  await expect(page.getByRole('button', { name: 'Dorji Wangchuk' })).toBeVisible()
}

/**
 * The fifteen forms' rules are the domain's and the server's to test (packages/domain/test,
 * apps/server/test/all-forms.test.ts); the browser files one form of each kind: together
 * these have every kind of field, a field shown only for an answer, and both encodings.
 */
const ONE_OF_EACH_KIND = [
  '/power-clearance', // choices, numbers, documents; multipart
  '/release-temporary-power-supply', // a reference to a power clearance
  '/shifting-electricity-infra', // yes/no, and a document only for "No"
  '/change-customer-information', // fields and a document shown for the applicant's answer
  '/energy-meter-upgradation', // a contract account; sent as JSON
]

const kindsOf = (routes: string[]) =>
  new Set(
    routes.flatMap((route) => [
      ...FORM_DEFINITIONS[route]!.fields.map(
        (field) => `${field.kind}${field.showWhen ? ' (conditional)' : ''}`,
      ),
      APPLICATION_FORMS.find((form) => form.path === route)!.encoding,
    ]),
  )

test('the forms filed here have every kind of field and encoding the fifteen forms have', () => {
  expect([...kindsOf(ONE_OF_EACH_KIND)].sort()).toEqual([...kindsOf(Object.keys(FORM_DEFINITIONS))].sort())
})

for (const route of ONE_OF_EACH_KIND) {
  const definition = FORM_DEFINITIONS[route]!
  test(`${definition.heading}: rules beside the fields, then filed and reopened read-only`, async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, route)
    await expect(page.getByRole('heading', { name: definition.heading })).toBeVisible()
    await startForm(page)
    // Paro, where the customer lives, has one division: chosen for them, theirs to unchoose.
    const division = page.getByLabel('Division', { exact: true })
    await expect(division.locator('option:checked')).toHaveText('ESD Paro')
    await division.selectOption({ index: 0 })

    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.locator('#field-category-error')).toHaveText(/Please select one/)
    await expect(page.locator('#field-division-error')).toHaveText(/(This field|Division\s+) is required/)
    // Focus lands on the error summary, whose first link leads to the first field in error.
    const summary = page.getByRole('alert', { name: /There (is a problem|are \d+ problems)/ })
    await expect(summary).toBeFocused()
    await summary.getByRole('link').first().click()
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true')

    const answers: Record<string, unknown> = {}
    for (const field of definition.fields) {
      if (field.showWhen && !field.showWhen(answers)) continue
      await fill(page, field, answers)
    }
    await testInfo.attach('filled form', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    await submitAndConfirm(page, async () => {
      const checked = await checkedAnswers(page)
      expect(checked.map(([label]) => label)).toEqual(labelsInOrder(definition.fields, answers))
      expect(checked.filter(([, value]) => !value || value === '…')).toEqual([])
    })

    await expect(page).toHaveURL(/\/ticket\/\d+\?success$/)
    const id = /\/ticket\/(\d+)/.exec(page.url())![1]
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application has been submitted' }),
    ).toContainText(`Your Application ID is ${id}`)
    await page.getByRole('link', { name: `application ${id} and its history` }).click()
    await expect(page.getByRole('cell', { name: 'Under Process' })).toBeVisible()

    await page.getByRole('link', { name: `View application ${id}` }).click()
    await expect(page).toHaveURL(new RegExp(`${route}\\?service_id=${id}&ticket=${id}$`))
    await expect(page.getByText(`Application ID ${id}`)).toBeVisible()
    await expect(page.getByRole('definition').first()).not.toHaveText('…')
    await expect(page.getByRole('button', { name: /^(Continue|Submit)$/ })).toHaveCount(0)
    await testInfo.attach('read-only view', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
  })
}

test('an oversize document is refused with the specification message, then how to make it smaller, and cleared', async ({
  page,
}) => {
  await openSignedIn(page, '/power-clearance')
  await startForm(page)
  const input = page.getByLabel('Copy of your citizenship ID card')
  await input.setInputFiles(oversize)
  await expect(page.locator('#field-cid_copy-error')).toHaveText(
    /Your File is greater than 0\.5MB\. To make it smaller, scan it again at a lower resolution/,
  )
  await expect(input).toHaveValue('')
  await input.setInputFiles(pdf)
  await expect(page.getByText('portal-e2e-document.pdf, 3 KB')).toBeVisible()
  await expect(page.locator('#field-cid_copy-error')).toHaveCount(0)
})

test('shifting within premises hides the right-of-way upload', async ({ page }) => {
  await openSignedIn(page, '/shifting-electricity-infra')
  await startForm(page)
  const group = page.getByRole('group', { name: 'Is the shifting within your own premises?' })
  await group.getByLabel('No').check()
  await expect(page.getByLabel('Right of way clearance document')).toBeVisible()
  await group.getByLabel('Yes').check()
  await expect(page.getByLabel('Right of way clearance document')).toHaveCount(0)
})

test('a pending power clearance cannot be referenced, and an unknown application reads as missing', async ({
  page,
}) => {
  await openSignedIn(page, '/release-permanent-power-supply')
  await startForm(page)
  await page
    .getByRole('group', { name: /power clearance approved/ })
    .getByLabel('Yes')
    .check()
  const reference = page.getByLabel('Application ID of the power clearance')
  await reference.fill('987654')
  await reference.blur()
  await expect(
    page.getByText('Sorry  power clearance number Application ID 987654 is not valid'),
  ).toBeVisible()

  await page.goto('/power-clearance?service_id=987654&ticket=987654')
  await expect(page.getByText("Sorry, Application ID 987654 doesn't exist.")).toBeVisible()
})
