// The size budgets of the landing page (issue 11), the sign-in and registration pages and the ticket
// page (issue 35), checked on the production build by `npm test`: what a phone downloads on a first
// visit, as Brotli, so that a later change cannot quietly undo it.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * What each page loads first: the entry (src/main.tsx), then the app and its own route, and its
 * language's messages (src/lib/i18n.ts), in English and in Dzongkha; a Dzongkha page with fields
 * loads the forms' words too. The landing page's budget is the same in both languages (issue 46);
 * the others' Dzongkha budgets guard what the catalogues add.
 */
const PAGES = [
  {
    name: 'Landing page',
    budgetKb: { en: 120, dz: 120, css: 30 },
    // In the app's start (src/app/routes.tsx): no route chunk of its own.
    route: undefined,
    fields: false,
  },
  // The sign-in and registration pages load neither the fifteen forms' definitions nor their
  // rules (i18n/kit-texts.ts): only 7 KB, but evaluated they held a phone's main thread for some
  // 100 ms. With them, the pages' JS was 179.2 and 181.5 KB.
  {
    name: 'Sign-in page',
    budgetKb: { en: 176, dz: 185, css: 30 },
    route: 'src/features/auth/components/login-page.tsx',
    fields: true,
  },
  {
    name: 'Registration page',
    // 179: the profile is rendered on the server too, and its buttons wait for the app (issue 46).
    budgetKb: { en: 179, dz: 188, css: 30 },
    route: 'src/features/profile/components/customer-register-page.tsx',
    fields: true,
  },
  // Its search, withdrawal and receipt load after it shows the applications (issue 35).
  {
    name: 'Ticket page',
    budgetKb: { en: 165, dz: 165, css: 30 },
    route: 'src/features/tickets/components/ticket-page.tsx',
    fields: true,
  },
]

const CATALOGUES = {
  en: () => ['virtual:catalogue/en'],
  dz: (fields) => ['virtual:catalogue/dz', ...(fields ? ['virtual:catalogue/dz-form-texts'] : [])],
}

const dist = path.join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
// The script at the top of a page, built apart from the app (vite.config.ts): not in the manifest.
const scriptsAtTheTopOf = (html) =>
  [...readFileSync(path.join(dist, html), 'utf8').matchAll(/<script async src="\/([^"]+)"/g)].map(
    (match) => match[1],
  )

function filesOf(html, modules) {
  const files = new Set(scriptsAtTheTopOf(html))
  function visit(key) {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build has no chunk for ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  modules.forEach(visit)
  return files
}

const brotliBytes = (file) => {
  const full = path.join(dist, file)
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size
}

let over = false
function check(label, kb, budgetKb) {
  const within = kb <= budgetKb
  over ||= !within
  console.log(`${label}: ${kb.toFixed(1)} KB as Brotli, budget ${budgetKb} KB: ${within ? 'within' : 'OVER'}`)
}

for (const page of PAGES) {
  for (const language of ['en', 'dz']) {
    // Every page's HTML has the build's index.html head: the same script at the top.
    const modules = [
      'index.html',
      'src/app/start.tsx',
      page.route,
      ...CATALOGUES[language](page.fields),
    ].filter(Boolean)
    const files = filesOf('index.html', modules)
    const kb = { js: 0, css: 0 }
    for (const file of files) kb[file.endsWith('.css') ? 'css' : 'js'] += brotliBytes(file) / 1024
    check(`${page.name} in ${language}, JS (${files.size} files)`, kb.js, page.budgetKb[language])
    if (language === 'en') check(`${page.name} CSS`, kb.css, page.budgetKb.css)
  }
}

// What a page loads before it paints: the entry (src/main.tsx) and what it imports statically. The
// app comes after the paint (decision 071); a chunk the entry pulls in with it would be counted
// in Lighthouse's first paint, as the app's 13 KB of own modules once were.
const BEFORE_THE_PAINT_KB = 3
const beforeThePaint = [...filesOf('index.html', ['index.html'])].filter((file) => file.endsWith('.js'))
const beforeKb = beforeThePaint.reduce((sum, file) => sum + brotliBytes(file), 0) / 1024
const beforeWithin = beforeKb <= BEFORE_THE_PAINT_KB
over ||= !beforeWithin
console.log(
  `Before the first paint JS: ${beforeKb.toFixed(1)} KB as Brotli (${beforeThePaint.length} files), budget ${BEFORE_THE_PAINT_KB} KB: ${beforeWithin ? 'within' : 'OVER'}`,
)
if (over) process.exit(1)
