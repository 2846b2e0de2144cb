import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminSignsIn, fileSiteClearance, keepScreenshot, registeredCustomer } from './helpers'

/** The administrator, in the back office on a phone, finds the applications of one CID. */
async function searchInbox(page: Page, cid: string) {
  await page.getByRole('button', { name: /^Filters/ }).click()
  const filters = page.getByRole('search', { name: 'Filter applications' })
  await filters.getByLabel('Application ID, CID or name').fill(cid)
  await filters.getByRole('button', { name: 'Apply' }).click()
}

test.use({ viewport: { width: 414, height: 896 } })

test('an officer on a phone sees that a customer reads Dzongkha, and is warned of remarks in English', async ({
  page,
  request,
}) => {
  const reader = await registeredCustomer(request, 'Pema Yangzom', 'dz')
  const id = await fileSiteClearance(request, reader)
  const englishReader = await registeredCustomer(request, 'Pema Choden')
  const englishId = await fileSiteClearance(request, englishReader)

  await adminSignsIn(page)

  // The inbox's card says the reader's language beside their name; an English reader's says nothing.
  await searchInbox(page, reader.cid)
  const card = page.getByRole('listitem').filter({ hasText: `${id} · Pema Yangzom` })
  await expect(card.getByText('Dzongkha', { exact: true })).toBeVisible()
  await keepScreenshot(page, 'inbox-reader-language-414')
  await page.goto(`/staff?q=${englishReader.cid}`)
  const englishCard = page.getByRole('listitem').filter({ hasText: `${englishId} · Pema Choden` })
  await expect(englishCard).toBeVisible()
  await expect(englishCard.getByText('Dzongkha', { exact: true })).toHaveCount(0)

  await page.goto(`/staff/applications/${id}`)
  await expect(page.getByRole('heading', { name: new RegExp(`Application ID ${id}`) })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Dzongkha$/ })).toBeVisible()

  // Remarks in English for a Dzongkha reader are warned of; in Dzongkha, not.
  const decision = page.getByRole('form', { name: 'Decision' })
  const remarksWarning =
    'The customer reads Dzongkha: these remarks are in English, and are sent and printed as written.'
  await decision.getByLabel('Remarks').fill('Site inspected, all in order.')
  await expect(decision.getByText(remarksWarning)).toBeVisible()
  await keepScreenshot(page, 'remarks-language-warning-414')
  await decision.getByLabel('Remarks').fill('ས་ཁོངས་བལྟ་ཞིབ་འབད་ཡི།')
  await expect(decision.getByText(remarksWarning)).toHaveCount(0)

  // A send-back's message is warned of as a message: it prints on no letter.
  const sendBack = page.getByRole('form', { name: 'Send back for correction' })
  await sendBack.getByLabel('Message to the customer').fill('Please attach a clearer copy of the thram.')
  await expect(
    sendBack.getByText(
      'The customer reads Dzongkha: this message is in English, and is sent and shown as written.',
    ),
  ).toBeVisible()

  // A note in English is warned of only once the customer is to see it.
  const note = page.getByRole('form', { name: 'Add a note' })
  const noteWarning = 'The customer reads Dzongkha: this note is in English, and is shown as written.'
  await note.getByLabel('Note', { exact: true }).fill('Called the customer about the thram.')
  await expect(note.getByText(noteWarning)).toHaveCount(0)
  await note.getByLabel('Show this note to the customer').check()
  await expect(note.getByText(noteWarning)).toBeVisible()

  // Nothing of this runs past a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414)
})
