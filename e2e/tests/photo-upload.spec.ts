import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  checkedAnswers,
  customerToken,
  keepScreenshot,
  registeredCustomer,
  signInWithToken,
  startForm,
  submitAndConfirm,
} from './helpers'

/**
 * A stand-in for a phone camera's photo, made in the page: 4000 × 3000 pixels stored on their
 * side, with the EXIF orientation (6, turn right) that shows them upright, 3000 × 4000. Noisy
 * enough to weigh what a camera's JPEG does, about 3 MB; no large file is kept in the repository.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const context = canvas.getContext('2d')!
    const pixels = context.createImageData(4000, 3000)
    let seed = 33
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) * 255
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % 4000
      const shade = 120 + (x % 400) / 4
      pixels.data[i] = shade + random() / 8
      pixels.data[i + 1] = shade + random() / 8
      pixels.data[i + 2] = shade + random() / 8
      pixels.data[i + 3] = 255
    }
    context.putImageData(pixels, 0, 0)
    const jpeg = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
    )
    // APP1 "Exif": a big-endian TIFF header and one entry, Orientation (0x0112) = 6.
    const exif = [
      0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00,
      0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00,
    ]
    const photo = new Uint8Array([...jpeg.subarray(0, 2), ...exif, ...jpeg.subarray(2)])
    let binary = ''
    for (let i = 0; i < photo.length; i += 0x8000)
      binary += String.fromCharCode(...photo.subarray(i, i + 0x8000))
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}

/** The width and height of the first JPEG in `bytes`, from its frame header. */
function jpegSize(bytes: Buffer) {
  let at = bytes.indexOf(Buffer.from([0xff, 0xd8, 0xff])) + 2
  while (at > 1 && at < bytes.length) {
    const marker = bytes[at + 1]!
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  throw new Error('No JPEG frame in what was sent')
}

test('at 390 px a 3 MB photo from the phone is made smaller to fit, sent upright, and the application is filed', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Choden')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/power-clearance')
  await startForm(page)

  const photo = await phonePhoto(page)
  expect(photo.length).toBeGreaterThan(2_500_000)
  expect(photo.length).toBeLessThan(4_000_000)
  await page.getByLabel('Copy of your citizenship ID card').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  const before = `${(photo.length / 1_000_000).toFixed(1)} MB`
  await expect(page.getByRole('status').filter({ hasText: 'made smaller' })).toHaveText(
    new RegExp(`^Your photo was made smaller to fit \\(${before} → \\d{2,3} KB\\)$`),
  )
  await expect(page.getByText(/^IMG_2041\.jpg, \d{2,3} KB$/)).toBeVisible()
  await expect(page.locator('.field-error')).toHaveCount(0)
  await page.getByText('made smaller').scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'photo-made-smaller-390')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])

  await page.getByLabel('Division', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Area/Category').selectOption({ index: 1 })
  await page.getByLabel('Location of the construction').fill('Olakha')
  await page.getByLabel('Purpose of the building').fill('A family house')
  await page.getByLabel('Thram (plot) number').fill('T-33')
  await page.getByLabel('Power required (kW)').fill('12')
  await page.getByLabel('Type of construction').selectOption('Permanent')
  await page.getByLabel('Clearance letter from the Dzongkhag, Dungkhag or Gewog').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n${'%'.repeat(2_000)}\n`),
  })
  await page.getByLabel(/accept the terms and conditions of supply/).check()

  await submitAndConfirm(page, async () => {
    const answers = await checkedAnswers(page)
    expect(answers[0]![0]).toBe('Division')
    expect(answers).toContainEqual(['Location of the construction', 'Olakha'])
    expect(answers).toContainEqual([
      'Copy of your citizenship ID card',
      expect.stringMatching(/^IMG_2041\.jpg, \d{2,3} KB$/),
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])
    await keepScreenshot(page, 'check-your-answers-390')
  })
  await expect(page).toHaveURL(/\/ticket\/\d+\?success$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application has been submitted' }),
  ).toBeVisible()

  // What the utility received: upright, as the camera's orientation says, its long side 2,000 px.
  const id = /\/ticket\/(\d+)/.exec(page.url())![1]
  await page.getByRole('link', { name: `application ${id} and its history` }).click()
  await page.getByRole('link', { name: `View application ${id}` }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Download IMG_2041\.jpg \(\d{2,3} KB\)$/ }).click()
  expect(jpegSize(readFileSync(await (await download).path()))).toEqual({ width: 1500, height: 2000 })
})

test('a browser that cannot start the worker makes the photo smaller on the page itself', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sonam Lhamo')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  // As a worker that fails to load (or a browser without a canvas in workers) would leave it.
  let workerRefused = false
  await page.route(/shrink-photo\.worker/, (route) => {
    workerRefused = true
    return route.abort()
  })
  await page.goto('/power-clearance')
  await startForm(page)
  const photo = await phonePhoto(page)
  await page
    .getByLabel('Copy of your citizenship ID card')
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByRole('status').filter({ hasText: 'made smaller' })).toHaveText(
    /^Your photo was made smaller to fit \(\d\.\d MB → \d{2,3} KB\)$/,
  )
  await expect(page.getByText(/^IMG_2042\.jpg, \d{2,3} KB$/)).toBeVisible()
  expect(workerRefused).toBe(true)
})
