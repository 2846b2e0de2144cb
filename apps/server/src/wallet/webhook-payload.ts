import { z } from 'zod'
import { localMobileNumber, ZWalletDataSchema, type TWalletData } from '@portal/domain/wallet'
import type { AttributeNames, WalletField } from './attributes'

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
        identifiers: z.array(z.object({ schema_id: z.unknown() }).loose()).optional(),
      })
      .loose()
      .optional(),
  })
  .loose()

/**
 * Reads a provider's delivery (ndi-verifier-api.md §3). Other types are acknowledged and
 * ignored; a validated result without a usable CID, mobile or name — from the configured
 * schemas — is 'no data'.
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
  // A value counts only from a credential of the schema configured for it: a wallet may hold
  // self-made credentials with the same attribute names.
  const value = (field: WalletField) => {
    const first = revealed[attributes.names[field]]?.[0]
    const schema = identifiers[first?.identifier_index ?? -1]?.schema_id
    if (schema !== attributes.schemaOf(field)) return ''
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
      identifiers: schemas.map((schema_id) => ({ schema_id, cred_def_id: null })),
    },
    relationship_did: 'did:simulator:portal',
    thid: threadId,
    holder_did: 'did:key:simulator',
  }
}

export const rejectedDelivery = (threadId: string) => ({ type: 'present-proof/rejected', thid: threadId })
