import { loadConfig } from '../../src/config'
import { smsGatewayProblems } from '../../src/notifications/http-gateway'

/**
 * Why the portal refuses to start with `env`, in its own words, with the checks main.ts gives
 * the configuration; undefined when it would start.
 */
export function configRefusal(env: Record<string, string | undefined>): string | undefined {
  try {
    loadConfig(env, [smsGatewayProblems])
  } catch (error) {
    return (error as Error).message
  }
  return undefined
}
