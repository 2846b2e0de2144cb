import type { TShrinkAnswer, TShrinkRequest } from './shrink-photo.worker'
import { canvasSurface, firstEncodingThatFits } from './photo-encoding'

/**
 * A JPEG or PNG photo made smaller than `limit` bytes, as a JPEG of the same name; undefined
 * when it cannot be. Loaded only when a large photo is chosen, so that no page carries it.
 */
export async function shrinkPhoto(photo: File, limit: number): Promise<File | undefined> {
  const blob = await inWorker({ photo, limit }).catch(() => onThisPage(photo, limit))
  return blob && new File([blob], `${photo.name.replace(/\.(jpe?g|png)$/i, '')}.jpg`, { type: 'image/jpeg' })
}

/** Rejects when the worker cannot run here, for the page to do the work itself. */
function inWorker(request: TShrinkRequest): Promise<Blob | undefined> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = ({ data }: MessageEvent<TShrinkAnswer>) => {
      worker.terminate()
      if ('unsupported' in data) reject(new Error('No canvas in a worker here'))
      else resolve(data.blob)
    }
    worker.onerror = (error) => {
      worker.terminate()
      reject(error)
    }
    worker.postMessage(request)
  })
}

/** The same steps on the page's thread, for browsers without a canvas in workers (Safari before 16.4). */
async function onThisPage(photo: File, limit: number): Promise<Blob | undefined> {
  try {
    const image = await createImageBitmap(photo, { imageOrientation: 'from-image' })
    const canvas = document.createElement('canvas')
    const surface = canvasSurface(
      image,
      canvas,
      (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
    )
    const blob = await firstEncodingThatFits(image, limit, surface)
    image.close()
    return blob
  } catch {
    return undefined
  }
}
