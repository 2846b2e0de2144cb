import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/** Reference lists every form page asks for. */
export const DIVISIONS = [
  { id: 1, name: 'ESD Thimphu', dzongkhags_served: ['Thimphu'] },
  { id: 2, name: 'ESD Punakha', dzongkhags_served: ['Punakha', 'Gasa'] },
]

/** The API as a test declares it: `network.use(http.get('/api/…', resolver))` over these. */
export const network = setupServer(http.get('/api/divisions/', () => HttpResponse.json(DIVISIONS)))
