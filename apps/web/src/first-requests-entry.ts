// The script at the top of every page (built alone, without the app: vite.config.ts): it starts
// a signed-in page's first requests while the app's scripts load (lib/first-requests.ts).
import { startFirstRequests } from './lib/first-requests'

startFirstRequests()
