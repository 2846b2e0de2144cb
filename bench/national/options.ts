// The morning's flags: npm run national -w @portal/bench -- --customers=500 --concurrency=60

export interface Options {
  customers: number
  /** Customers on their way at once (registering, signing in, filing); those waiting for a decision do not count. */
  concurrency: number
  officers: number
  /** The time box: no customer starts after it, and every wait ends by it. */
  minutes: number
  /** The private PostgreSQL cluster's port (never 5432: the machine's, which CI uses). */
  postgresPort: number
}

/** Each event when this share of customers has started, one after the other. */
export const EVENTS_AT = { release: 0.2, crash: 0.45, restart: 0.7 }

const DEFAULTS: Options = {
  customers: 10_000,
  concurrency: 100,
  officers: 20,
  minutes: 60,
  postgresPort: 5499,
}

const flagOf = (name: keyof Options) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

export function optionsFrom(argv: string[]): Options {
  const options = { ...DEFAULTS }
  for (const name of Object.keys(DEFAULTS) as (keyof Options)[]) {
    const given = argv.find((arg) => arg.startsWith(`${flagOf(name)}=`))
    if (given === undefined) continue
    const value = Number(given.slice(flagOf(name).length + 1))
    if (!Number.isInteger(value) || value < 1) throw new Error(`${given}: a positive whole number, please`)
    options[name] = value
  }
  if (options.postgresPort === 5432)
    throw new Error('--postgres-port=5432 is the machine’s PostgreSQL: the morning restarts its own cluster')
  return options
}
