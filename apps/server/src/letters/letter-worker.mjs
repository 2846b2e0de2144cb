// The letter renderer's worker thread when the server runs from its TypeScript sources
// (npm run dev, the tests): the entry is loaded through tsx's API. The production build
// bundles letter-worker-entry.ts into a letter-worker.mjs of its own beside the server.
import { tsImport } from 'tsx/esm/api'

const { default: render } = await tsImport('./letter-worker-entry.ts', import.meta.url)

export default render
