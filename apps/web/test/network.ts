import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { TDivision } from '@portal/domain/lookups'

/**
 * Reference lists every form page asks for: one division an admin gave a Dzongkha name (test
 * data, not a translation), one without.
 */
export const DIVISIONS: TDivision[] = [
  { id: 1, name: 'ESD Thimphu', name_dz: null, dzongkhags_served: ['Thimphu'] },
  { id: 2, name: 'ESD Punakha', name_dz: 'སྤུ་ན་ཁ་ ལས་སྡེ་', dzongkhags_served: ['Punakha', 'Gasa'] },
]

/**
 * The API as a test declares it: `network.use(http.get('/api/…', resolver))` over these. The
 * division field reads the dzongkhags too, for which covers where: none unless a test gives them.
 */
export const network = setupServer(
  http.get('/api/divisions/', () => HttpResponse.json(DIVISIONS)),
  http.get('/api/addresses/dzongkhags/', () => HttpResponse.json([])),
  // No Dzongkha text reviewed since the build, unless a test says otherwise.
  http.get('/api/translations/dz/', () => HttpResponse.json({})),
)
