// The letter renderer in a worker thread, so that drawing a PDF never holds up the event
// loop. The renderer is TypeScript: loaded through tsx's API, as the server itself is run.
import { tsImport } from 'tsx/esm/api'

const { renderLetter } = await tsImport('./render-letter.ts', import.meta.url)

/** Piscina calls the default export with each task. */
export default function render(letter) {
  return renderLetter(letter)
}
