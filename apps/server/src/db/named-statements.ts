import type pg from 'pg'

/** The SQL run as named prepared statements, by text: the statements on every request. */
const names = new Map<string, string>()

/** From now on `text` runs as a named prepared statement (repositories/prepared.ts). */
export function nameStatement(text: string) {
  if (!names.has(text)) names.set(text, `portal_${names.size + 1}`)
}

/**
 * Runs the named statements through this client as named prepared statements: the server
 * parses and plans each once per connection, not on every run (decision 068). Planning the
 * ticket list cost PostgreSQL more than running it; the embedded database, which runs every
 * statement of every request on one thread, pays the most. Anything else goes through as it came.
 */
export function runNamedStatementsPrepared(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const [text, values] = args
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined
    return name ? query({ name, text, values }) : query(...args)
  }) as typeof client.query
}
