import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DZONGKHA_ENTRIES, dzongkhaMessages } from '../../packages/domain/src/i18n/dzongkha'
import { EN } from '../../packages/domain/src/i18n/en'
import { everyPaperInDzongkha } from '../../packages/domain/src/i18n/reviewed-papers'

const serverUrl = process.env.PORTAL_DEV_SERVER ?? 'http://127.0.0.1:8080'

/**
 * src/main.tsx starts the app with a dynamic import. On the pages that only the app can draw
 * (index.html), this has the browser fetch all its scripts at once, not one import after another.
 * The pages rendered at build time drop these links (scripts/prerender.mjs).
 */
function preloadTheApp(entry: string): Plugin {
  return {
    name: 'portal:preload-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        )
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry))
        if (!app) throw new Error(`No chunk for ${entry}`)
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName)) return
          files.add(fileName)
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit)
        }
        visit(app.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The catalogues, compiled from ICU MessageFormat so that pages carry no message compiler, each
 * a chunk of its own that a page loads for its language (src/lib/i18n.ts): `virtual:catalogue/en`
 * and `virtual:catalogue/dz`, the pages' messages, with whether any entry is still a draft
 * (`underReview`, which a Dzongkha page says once); and `virtual:catalogue/dz-form-texts`, the
 * forms' and the field kit's words, which English needs no catalogue for (they are their own
 * ids) and a Dzongkha page loads only when it has fields. `virtual:papers-language` says whether a
 * Dzongkha customer's letters and receipts still print in English (said under the choice of
 * language). (Edits to a catalogue need the dev server restarted: it reads them once, with this file.)
 */
function compiledCatalogues(): Plugin {
  const dzongkha = dzongkhaMessages()
  const dzongkhaUnderReview = DZONGKHA_ENTRIES.some((entry) => !entry.reviewed)
  const catalogues: Record<string, { texts: Record<string, string>; underReview: boolean }> = {
    'virtual:catalogue/en': { texts: EN, underReview: false },
    'virtual:catalogue/dz': { texts: dzongkha.pages, underReview: dzongkhaUnderReview },
    'virtual:catalogue/dz-form-texts': { texts: dzongkha.formTexts, underReview: dzongkhaUnderReview },
  }
  const papersLanguage = 'virtual:papers-language'
  return {
    name: 'portal:compiled-catalogues',
    resolveId: (id) => (id in catalogues || id === papersLanguage ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${papersLanguage}`)
        return `export const dzongkhaPapersInEnglish = ${!everyPaperInDzongkha()}`
      const catalogue = id.startsWith('\0') ? catalogues[id.slice(1)] : undefined
      if (!catalogue) return
      const compiled = Object.fromEntries(
        Object.entries(catalogue.texts).map(([key, text]) => [key, compileMessage(text)]),
      )
      return [
        `export default ${JSON.stringify(compiled)}`,
        `export const underReview = ${catalogue.underReview}`,
      ].join('\n')
    },
  }
}

export default defineConfig({
  plugins: [react(), preloadTheApp('src/app/start.tsx'), compiledCatalogues()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Script chunks load from one static path (spec §2), cached for a year by the server.
  // The manifest lets scripts/check-size-budget.mjs find what each page loads.
  build: {
    assetsDir: 'static',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file rather than a dozen: each request costs a phone a
          // round trip and a kilobyte of headers.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // Vite's helper for dynamic imports, on its own: the entry (src/main.tsx) needs it before
            // the page has painted, and the chunk below must not come with it (decision 071).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            // The app's own small modules that the app's start imports, which every page therefore
            // loads: one file instead of a dozen of less than a kilobyte each.
            {
              name: 'app',
              // The landing page too, and the brand's Dzongkha name: each a file of its own otherwise.
              test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](session|session-storage|api-client|proof-of-work|i18n|use-hydrated|use-page-title|use-focus-on-navigation|remembered-language)|components[\\/](page-loading|dzongkha-name|ready-button)|features[\\/]landing[\\/]components[\\/]landing-page)\.tsx?$)|(packages[\\/]domain[\\/]src[\\/](constants|catalogue|messages|i18n[\\/]languages)\.ts$)|node_modules[\\/]@lingui[\\/]core[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/ws': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
})
