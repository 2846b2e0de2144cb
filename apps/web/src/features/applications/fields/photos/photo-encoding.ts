/**
 * How a photo over the attachment limit is made to fit (issue 33, decision 039): its long side
 * brought to about 2,000 px, where a document photographed with a phone is still readable, and
 * the JPEG quality stepped down until it fits; only then a smaller size. Shared by the worker
 * and the page's own fallback; the canvas is theirs.
 */

/** Long sides tried, largest first. A photo already smaller is never enlarged. */
export const LONG_SIDES = [2_000, 1_600, 1_200] as const
/** JPEG qualities tried at each size, best first. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const

export interface TSize {
  width: number
  height: number
}

/** The size of `image` with its long side at most `longSide`, in whole pixels. */
export function scaledSize(image: TSize, longSide: number): TSize {
  const scale = Math.min(1, longSide / Math.max(image.width, image.height))
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  }
}

/** Draws the image at a size, then encodes what is drawn as JPEG at a quality. */
export interface TJpegSurface {
  draw(size: TSize): void
  encode(quality: number): Promise<Blob | null>
}

/** The first encoding smaller than `limit` bytes, in the order above; undefined when none is. */
export async function firstEncodingThatFits(
  image: TSize,
  limit: number,
  surface: TJpegSurface,
): Promise<Blob | undefined> {
  const tried = new Set<string>()
  for (const longSide of LONG_SIDES) {
    const size = scaledSize(image, longSide)
    // A photo smaller than a long side would be drawn at the same size again.
    const key = `${size.width}x${size.height}`
    if (tried.has(key)) continue
    tried.add(key)
    surface.draw(size)
    for (const quality of JPEG_QUALITIES) {
      const encoded = await surface.encode(quality)
      if (encoded && encoded.size < limit) return encoded
    }
  }
  return undefined
}

type TContext2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/** A surface on a canvas: white beneath (a PNG's transparency would turn black in a JPEG). */
export function canvasSurface(
  image: CanvasImageSource,
  canvas: { width: number; height: number; getContext(kind: '2d'): TContext2d | null },
  encode: (quality: number) => Promise<Blob | null>,
): TJpegSurface {
  return {
    draw({ width, height }) {
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('This browser draws no 2D canvas')
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      context.imageSmoothingQuality = 'high'
      context.drawImage(image, 0, 0, width, height)
    },
    encode,
  }
}
