import { loadConfig } from '../../src/config'

/** Why the portal refuses to start with `env`, in its own words; undefined when it would start. */
export function configRefusal(env: Record<string, string | undefined>): string | undefined {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  return undefined
}
