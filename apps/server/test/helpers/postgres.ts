import pg from 'pg'

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `work` on a connection of its own to `serverUrl`'s database, e.g. to create or drop another. */
export async function withAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
