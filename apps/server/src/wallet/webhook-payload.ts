import { z } from 'zod'
import { localMobileNumber, ZWalletDataSchema, type TWalletData } from '@portal/domain/wallet'
import { SIMULATOR_ISSUER, type AttributeNames, type WalletField } from './attributes'

/** What a webhook delivery means for the thread it names. */
export type WebhookOutcome =
  | { kind: 'ignored' }
  | { kind: 'rejected'; threadId: string }
  | { kind: 'no_data'; threadId: string }
  | { kind: 'verified'; threadId: string; data: TWalletData }

const ZRevealed = z.array(z.object({ value: z.unknown(), identifier_index: z.number().optional() }).loose())

const ZDelivery = z
  .object({
    type: z.string(),
    thid: z.string().min(1).max(100).optional(),
    verification_result: z.string().optional(),
    requested_presentation: z
      .object({
        revealed_attrs: z.record(z.string(), ZRevealed).optional(),
        identifiers: z
          .array(
            z
              .object({
                schema_id: z.unknown(),
                cred_def_id: z.unknown().optional(),
                issuer_did: z.unknown().optional(),
              })
              .loose(),
          )
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose()

/**
 * Whether a presented credential was issued by an issuer believed (any, when none is listed).
 * The issuer is the DID its credential definition begins with (`<did>:3:CL:…` in Indy's form,
 * `<did>/anoncreds/…` in AnonCreds'): the proof was checked against that definition on the
 * ledger. `issuer_did` is only what the presenter says, so one that differs is refused.
 */
function issuedByBelieved(identifier: { cred_def_id?: unknown; issuer_did?: unknown }, issuers: string[]) {
  const definition = identifier.cred_def_id
  const issuer = typeof definition === 'string' ? definingIssuer(definition) : undefined
  const stated = identifier.issuer_did ?? undefined
  if (stated !== undefined && stated !== issuer) return false
  return !issuers.length || (issuer !== undefined && issuers.includes(issuer))
}

function definingIssuer(definition: string) {
  for (const marker of [':3:CL:', '/anoncreds/']) {
    const at = definition.indexOf(marker)
    if (at > 0) return definition.slice(0, at)
  }
  return undefined
}

/**
 * Reads a provider's delivery (ndi-verifier-api.md §3). Other types are acknowledged and
 * ignored; a validated result without a usable CID, mobile or name — from the configured
 * schemas, in credentials a configured issuer issued — is 'no data'.
 */
export function interpretDelivery(body: unknown, attributes: AttributeNames): WebhookOutcome {
  const delivery = ZDelivery.safeParse(body)
  if (!delivery.success || !delivery.data.thid) return { kind: 'ignored' }
  const { type, thid: threadId, verification_result: result } = delivery.data

  if (type === 'present-proof/rejected') return { kind: 'rejected', threadId }
  if (type !== 'present-proof/presentation-result') return { kind: 'ignored' }
  if (result?.toLowerCase() !== 'proofvalidated') return { kind: 'rejected', threadId }

  const presentation = delivery.data.requested_presentation
  const revealed = presentation?.revealed_attrs ?? {}
  const identifiers = presentation?.identifiers ?? []
  // A value counts only from a credential of the schema configured for it, issued by an issuer
  // configured: a wallet may hold self-made credentials with the same names and schema.
  const value = (field: WalletField) => {
    const first = revealed[attributes.names[field]]?.[0]
    const identifier = identifiers[first?.identifier_index ?? -1]
    if (!identifier || identifier.schema_id !== attributes.schemaOf(field)) return ''
    if (!issuedByBelieved(identifier, attributes.issuers)) return ''
    const found = first?.value
    return typeof found === 'string' || typeof found === 'number' ? String(found).trim() : ''
  }
  const shared = ZWalletDataSchema.safeParse({
    cid_no: value('cid_no'),
    mobile_no: localMobileNumber(value('mobile_no')),
    full_name: value('full_name'),
    email_address: value('email_address'),
    village: value('village'),
    gewog: value('gewog'),
    dzongkhag: value('dzongkhag'),
  })
  return shared.success ? { kind: 'verified', threadId, data: shared.data } : { kind: 'no_data', threadId }
}

/** The delivery a real provider posts for a shared proof: the simulator sends exactly this. */
export function presentationResult(
  threadId: string,
  shared: Partial<TWalletData>,
  attributes: AttributeNames,
) {
  const revealed: Record<string, { value: string; identifier_index: number }[]> = {}
  const schemas: string[] = []
  for (const [field, value] of Object.entries(shared) as [WalletField, string | undefined][]) {
    if (!value) continue
    const schema = attributes.schemaOf(field)
    if (!schemas.includes(schema)) schemas.push(schema)
    revealed[attributes.names[field]] = [{ value, identifier_index: schemas.indexOf(schema) }]
  }
  return {
    type: 'present-proof/presentation-result',
    verification_result: 'ProofValidated',
    requested_presentation: {
      revealed_attrs: revealed,
      self_attested_attrs: {},
      unrevealed_attrs: {},
      predicates: {},
      identifiers: schemas.map((schema_id) => ({
        schema_id,
        cred_def_id: `${attributes.issuers[0] ?? SIMULATOR_ISSUER}:3:CL:1:${schema_id}`,
      })),
    },
    relationship_did: 'did:simulator:portal',
    thid: threadId,
    holder_did: 'did:key:simulator',
  }
}

export const rejectedDelivery = (threadId: string) => ({ type: 'present-proof/rejected', thid: threadId })
