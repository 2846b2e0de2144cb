import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTACHMENT_ADVICE } from '@portal/domain/attachments'
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/constants'
import { APPLICATION_MESSAGES } from '@portal/domain/messages'
import { FileField } from '@/features/applications/fields/file-field'
import {
  firstEncodingThatFits,
  JPEG_QUALITIES,
  type TJpegSurface,
} from '@/features/applications/fields/photos/photo-encoding'
import { shrinkPhoto } from '@/features/applications/fields/photos/shrink-photo'

// The canvas work needs a browser (the journey in e2e/tests/photo-upload.spec.ts); here it
// answers as the test says.
vi.mock('@/features/applications/fields/photos/shrink-photo', () => ({ shrinkPhoto: vi.fn() }))
const shrink = vi.mocked(shrinkPhoto)

const LABEL = 'Copy of your citizenship ID card'

function Form() {
  const form = useForm<{ cid_copy?: File }>()
  return (
    <FormProvider {...form}>
      <FileField name="cid_copy" label={LABEL} />
    </FormProvider>
  )
}

const fileOf = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

async function choose(file: File) {
  render(<Form />)
  await userEvent.setup().upload(screen.getByLabelText(LABEL), file)
}

const errorText = () => document.querySelector('.field-error')?.textContent
/** The line naming the file the field holds. */
const held = () => document.getElementById('field-cid_copy-chosen')?.textContent

describe('a photo over the limit', () => {
  beforeEach(() => shrink.mockReset())

  it('a 3 MB JPEG is made smaller and held, and the page says by how much', async () => {
    const photo = fileOf('IMG_2041.jpg', 3_000_000, 'image/jpeg')
    shrink.mockResolvedValue(fileOf('IMG_2041.jpg', 410_000, 'image/jpeg'))
    await choose(photo)
    expect(await screen.findByText('Your photo was made smaller to fit (3.0 MB → 410 KB)')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Your photo was made smaller to fit (3.0 MB → 410 KB)',
    )
    expect(held()).toBe('IMG_2041.jpg, 410 KB')
    expect(shrink.mock.calls).toEqual([[expect.any(File), MAX_ATTACHMENT_BYTES]])
    expect(shrink.mock.calls[0]![0]).toBe(photo)
    expect(errorText()).toBeUndefined()
  })

  it('a PNG just over the limit is made smaller too', async () => {
    shrink.mockResolvedValue(fileOf('scan.jpg', 300_000, 'image/jpeg'))
    await choose(fileOf('scan.png', MAX_ATTACHMENT_BYTES, 'image/png'))
    expect(await screen.findByText('Your photo was made smaller to fit (500 KB → 300 KB)')).toBeTruthy()
    expect(held()).toBe('scan.jpg, 300 KB')
  })

  it('one that cannot be made to fit is refused with the specification message, then what to do', async () => {
    shrink.mockResolvedValue(undefined)
    await choose(fileOf('IMG_2041.jpg', 5_000_000, 'image/jpeg'))
    await waitFor(() => expect(errorText()).toBe(`Error: ${ATTACHMENT_ADVICE.photo}`))
    expect(ATTACHMENT_ADVICE.photo.startsWith(`${APPLICATION_MESSAGES.fileTooLarge} `)).toBe(true)
    expect(held()).toBeUndefined()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('files the page does not shrink', () => {
  beforeEach(() => shrink.mockReset())

  it('a photo under the limit is held as it is', async () => {
    await choose(fileOf('IMG_2041.jpg', 200_000, 'image/jpeg'))
    await waitFor(() => expect(held()).toBe('IMG_2041.jpg, 200 KB'))
    expect(shrink).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it.each([
    ['plan.pdf', 'application/pdf'],
    ['plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])(
    '%s over the limit is refused with the specification message, then how to make it smaller',
    async (name, type) => {
      await choose(fileOf(name, 600_000, type))
      expect(errorText()).toBe(
        'Error: Your File is greater than 0.5MB. To make it smaller, scan it again at a lower resolution (150 dpi is enough) or in black and white, or attach only the pages asked for, then choose it again.',
      )
      expect(shrink).not.toHaveBeenCalled()
      expect(held()).toBeUndefined()
    },
  )
})

describe('the steps that make a photo fit', () => {
  /** A canvas that records what it is asked, and encodes to the sizes given by size and quality. */
  function surfaceEncodingTo(bytes: (width: number, quality: number) => number) {
    const asked: string[] = []
    let width = 0
    const surface: TJpegSurface = {
      draw(size) {
        width = size.width
        asked.push(`draw ${size.width}x${size.height}`)
      },
      encode(quality) {
        asked.push(`encode ${quality}`)
        return Promise.resolve(new Blob([new Uint8Array(bytes(width, quality))]))
      },
    }
    return { asked, surface }
  }

  it('brings the long side to 2,000 px and steps the quality down until the photo fits', async () => {
    const { asked, surface } = surfaceEncodingTo((_, quality) => (quality > 0.7 ? 600_000 : 420_000))
    const blob = await firstEncodingThatFits({ width: 3000, height: 4000 }, MAX_ATTACHMENT_BYTES, surface)
    expect(blob?.size).toBe(420_000)
    expect(asked).toEqual(['draw 1500x2000', 'encode 0.85', 'encode 0.75', 'encode 0.65'])
  })

  it('draws smaller only when no quality fits, never larger than the photo, and gives up after 1,200 px', async () => {
    const { asked, surface } = surfaceEncodingTo(() => 900_000)
    const blob = await firstEncodingThatFits({ width: 1500, height: 1000 }, MAX_ATTACHMENT_BYTES, surface)
    expect(blob).toBeUndefined()
    const encodes = JPEG_QUALITIES.map((quality) => `encode ${quality}`)
    expect(asked).toEqual(['draw 1500x1000', ...encodes, 'draw 1200x800', ...encodes])
  })
})
