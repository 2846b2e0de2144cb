import { expect, test } from './fixtures'
import { registeredCustomer, sessionAuthorization, signInWithCid } from './helpers'

test('the ticket page: No Ticket, then the list, Go, View All and an unknown ID', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  await page.goto('/customer-login/ticket')
  await signInWithCid(page, customer)
  await expect(page).toHaveURL(/\/ticket$/)
  await expect(page.getByText('No Ticket')).toBeVisible()

  // File an interim billing through the API with the page's own session (its cookie's token).
  const authorization = (await sessionAuthorization(page))!
  const division = ((await (await request.get('/api/divisions/')).json()) as { id: number }[])[0]!.id
  const filed = await request.post('/api/services/interim-billings/', {
    headers: { authorization },
    multipart: {
      division: String(division),
      category: 'Urban',
      contract_account: '12345678',
      reason: 'Moving',
      terms: 'true',
    },
  })
  expect(filed.status()).toBe(201)
  const { id } = (await filed.json()) as { id: number }

  await page.getByRole('link', { name: 'View All' }).click()
  await expect(page).toHaveURL(/\/ticket\/all$/)
  const row = page.getByRole('row', { name: new RegExp(`^${id} Interim billing`) })
  await expect(row.getByRole('cell', { name: 'Under Process' })).toBeVisible()
  await expect(row.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toBeVisible()

  await page.getByRole('button', { name: 'Go' }).click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await page.getByLabel('Application ID').fill(String(id))
  await page.getByRole('button', { name: 'Go' }).click()
  await expect(page).toHaveURL(new RegExp(`/ticket/${id}$`))
  await page.getByRole('link', { name: `View application ${id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/interim-billing\\?service_id=${id}&ticket=${id}$`))
  await expect(page.getByRole('definition').filter({ hasText: '12345678' })).toBeVisible()

  await page.goto('/ticket/99999999')
  await expect(page.getByText("Sorry, Application ID 99999999 doesn't exist.")).toBeVisible()
})
