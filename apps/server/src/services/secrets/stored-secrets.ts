import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { staffAccountsRepository } from '../../repositories/staff-accounts'
import { PORTAL_SECRETS, resealPortalSecret } from './portal-secrets'
import type { SecretBox } from './secret-box'

/**
 * Seals the secrets a database kept in plain text before issue 32 — authenticator secrets, the
 * wallet webhook's, the keys of sign-in codes and proofs of work — and those sealed with the
 * development key once SECRETS_KEY is set.
 * Run at each start after migrating: the SQL migrations cannot hold the key. Each value is
 * replaced only if it is still what was read, so instances starting together are harmless.
 * Throws when one was sealed with another SECRETS_KEY. Returns how many values it sealed.
 */
export async function sealStoredSecrets(db: Kysely<Database>, box: SecretBox): Promise<number> {
  const staff = staffAccountsRepository(db)
  let sealed = 0
  for (const row of await staff.keptTotpSecrets()) {
    for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
      const kept = row[column]
      if (kept === null) continue
      // Opened first: a secret sealed with another key stops the start, by name.
      const secret = box.open(kept)
      if (box.needsSealing(kept) && (await staff.replaceTotpSecret(row.id, column, kept, box.seal(secret))))
        sealed++
    }
  }
  for (const name of PORTAL_SECRETS) if (await resealPortalSecret(db, name, box)) sealed++
  return sealed
}
