// The script at the top of every page (built alone, without the app: vite.config.ts): it starts
// a signed-in page's first requests while the app's scripts load (lib/first-requests.ts).
import { startFirstRequests } from './lib/first-requests'
import { IN_ANOTHER_LANGUAGE, rememberedLanguage } from './lib/remembered-language'

startFirstRequests()
// A service form's HTML shows its first step in English (scripts/prerender.mjs): not to a reader
// of another language, nor at an address that asks for another step (styles.css hides it).
const query = new URLSearchParams(location.search)
const anotherStep = ['step', 'service_id', 'correct', 'ticket'].some((name) => query.has(name))
const anotherLanguage = rememberedLanguage() !== 'en'
if (anotherStep || anotherLanguage) document.documentElement.classList.add('frame-unfit')
// A public page's HTML, in English too, waits for the app to draw it in the reader's language
// (lib/i18n.ts): swapped in front of them, it moved the whole page (a layout shift of 0.3).
// Not for ever: a browser that cannot run the app still shows the English, after a wait as long
// as a slow phone's for the app.
if (anotherLanguage) {
  document.documentElement.classList.add(IN_ANOTHER_LANGUAGE)
  setTimeout(() => document.documentElement.classList.remove(IN_ANOTHER_LANGUAGE), 12_000)
}
