import type { APIRequestContext, Page } from '@playwright/test'

/** An 11-digit CID that no other test run uses. */
export function uniqueCid(): string {
  return `1${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
}

export interface TestCustomer {
  cid: string
  mobile: string
  name: string
}

/** Registers a customer through the API, as the registration page would. */
export async function registeredCustomer(
  request: APIRequestContext,
  name = 'Karma Tshering',
): Promise<TestCustomer> {
  const dzongkhags = (await (await request.get('/api/addresses/dzongkhags/')).json()) as {
    id: number
    name: string
  }[]
  const paro = dzongkhags.find((d) => d.name === 'Paro')!
  const gewogs = (await (await request.get(`/api/addresses/gewogs/?dzongkhag=${paro.id}`)).json()) as {
    id: number
  }[]
  const customer = { cid: uniqueCid(), mobile: '17654321', name }
  const response = await request.post('/api/customers/', {
    data: {
      ...customer,
      email: '',
      fixed_line: '',
      current_address: { address: 'Olathang, Paro', dzongkhag: paro.id },
      permanent_address: { village: 'Shaba', gewog: gewogs[0]!.id, dzongkhag: paro.id },
    },
  })
  if (response.status() !== 201) throw new Error(`registration failed: ${await response.text()}`)
  return customer
}

export async function signInWithCid(page: Page, customer: TestCustomer) {
  await page.getByLabel('CID number', { exact: true }).fill(customer.cid)
  await page.getByLabel('Mobile number', { exact: true }).fill(customer.mobile)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}
