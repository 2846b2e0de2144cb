/**
 * Shrinks a photo off the page's thread: decoding a phone's 12-megapixel photo, drawing it
 * smaller and encoding it again take a second or more that the page would otherwise freeze for.
 * Built by Vite into a script of this site's own, which the policy `script-src 'self'` allows.
 */
import { canvasSurface, firstEncodingThatFits } from './photo-encoding'

export interface TShrinkRequest {
  photo: Blob
  limit: number
}
/** `unsupported`: this browser has no canvas in a worker; the page shrinks the photo itself. */
export type TShrinkAnswer = { blob: Blob | undefined } | { unsupported: true }

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TShrinkRequest>) => void) | null
  postMessage(answer: TShrinkAnswer): void
}

scope.onmessage = async ({ data: { photo, limit } }) => {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined')
    return scope.postMessage({ unsupported: true })
  try {
    // Upright as the camera's EXIF orientation says, as the photo shows everywhere else.
    const image = await createImageBitmap(photo, { imageOrientation: 'from-image' })
    const canvas = new OffscreenCanvas(1, 1)
    const surface = canvasSurface(image, canvas, (quality) =>
      canvas.convertToBlob({ type: 'image/jpeg', quality }),
    )
    const blob = await firstEncodingThatFits(image, limit, surface)
    image.close()
    scope.postMessage({ blob })
  } catch {
    // Not a photo this browser can read: refused like one that does not fit.
    scope.postMessage({ blob: undefined })
  }
}
