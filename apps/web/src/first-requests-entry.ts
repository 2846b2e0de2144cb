// The script at the top of every page (built alone, without the app: vite.config.ts): it starts
// a signed-in page's first requests while the app's scripts load (lib/first-requests.ts).
import { startFirstRequests } from './lib/first-requests'
import { rememberedLanguage } from './lib/remembered-language'

startFirstRequests()
// A service form's HTML shows its first step in English (scripts/prerender.mjs): not to a reader
// of another language, nor at an address that asks for another step (styles.css hides it).
const query = new URLSearchParams(location.search)
const anotherStep = ['step', 'service_id', 'correct', 'ticket'].some((name) => query.has(name))
if (anotherStep || rememberedLanguage() !== 'en') document.documentElement.classList.add('frame-unfit')
