// What the tests of the scripts at the top of a page share (lib/first-facts.ts, lib/verify-facts.ts).
import { setLanguage } from '@/lib/i18n'

/** The shell the build renders for a signed-in page (src/entry-server.tsx), in a page of its own. */
export function theShell() {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML =
    '<div data-app-shell=""><header>Bhutan Power Corporation</header><main><div class="page-pending"></div></main></div>'
  document.body.append(root)
  return root
}

/** After each test: no shell, no early requests or facts, the first page, in English. */
export async function forgetTheEarlyScripts() {
  document.getElementById('root')?.remove()
  globalThis.portalFirstRequests = undefined
  globalThis.portalFirstFacts = undefined
  history.replaceState(null, '', '/')
  await setLanguage('en')
}
