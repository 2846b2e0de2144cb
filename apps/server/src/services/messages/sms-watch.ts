import ipaddr from 'ipaddr.js'
import type { Kysely } from 'kysely'
import { maskMobile } from '@portal/domain/sign-in-codes'
import { mobileField } from '@portal/domain/person-fields'
import { SMS_BLOCK_MESSAGES, type TSmsBlockRequest, type TSmsWatch } from '@portal/domain/sms-watch'
import type { Database } from '../../db/schema'
import { fieldErrors, notFound } from '../../errors'
import { smsWatchRepository } from '../../repositories/sms-watch'
import { addressGroup } from '../sign-in/client-address'
import { pressureOn, SMS_SHARES } from '../sign-in/sms-ceiling'

/** How many networks and numbers the figures name. */
const TOP = 10

/** A row's ref is a challenge's hash (64 hex digits), never the number itself. */
const REF = /^[0-9a-f]{64}$/

type Block = Awaited<ReturnType<ReturnType<typeof smsWatchRepository>['inForce']>>[number]

/** A block as admins see it: a number masked, as in the figures. */
const shown = (block: Block) => ({
  id: block.id,
  kind: block.kind,
  target: block.kind === 'number' ? maskMobile(block.target) : block.target,
  reason: block.reason,
  by: block.blocked_by,
  at: block.blocked_at.toISOString(),
  until: block.until.toISOString(),
})

/**
 * The hour's code SMS for the back office (issue 45). Numbers are masked: an admin who sees the
 * numbers that spent most needs to recognise a row, not to learn whose phone it is, and blocks
 * one by its row's `ref`.
 */
export async function smsHour(db: Kysely<Database>, smsPerHour: number): Promise<TSmsWatch> {
  const watch = smsWatchRepository(db)
  const shares = []
  for (const share of SMS_SHARES) {
    const { outstanding, size } = await pressureOn(db, share, smsPerHour)
    shares.push({ share, outstanding, size })
  }
  return {
    sms_per_hour: smsPerHour,
    purposes: await watch.byPurpose(),
    shares,
    networks: await watch.topNetworks(TOP),
    numbers: (await watch.topNumbers(TOP)).map(({ mobile, ref, not_back }) => ({
      number: maskMobile(mobile),
      ref,
      not_back,
    })),
    blocks: (await watch.inForce()).map(shown),
  }
}

/** The number or network a block names, as `issueCode` compares it; 400 beside the field otherwise. */
async function targetOf(db: Kysely<Database>, { kind, target }: TSmsBlockRequest) {
  if (kind === 'network') {
    const address = target.replace(/\/64$/, '')
    if (!ipaddr.isValid(address)) throw fieldErrors({ target: [SMS_BLOCK_MESSAGES.network] })
    return addressGroup(address)
  }
  const typed = mobileField('mobile').safeParse(target)
  if (typed.success) return typed.data
  const seen = REF.test(target) ? await smsWatchRepository(db).numberOf(target) : undefined
  if (!seen) throw fieldErrors({ target: [SMS_BLOCK_MESSAGES.number] })
  return seen
}

/** Blocks codes to a number or from a network for some hours, kept with who and why. */
export async function blockSms(db: Kysely<Database>, block: TSmsBlockRequest, by: string) {
  const target = await targetOf(db, block)
  return shown(await smsWatchRepository(db).block({ ...block, target, by }))
}

/** Lifts a block in force, kept with who lifted it; 404 when there is none by that id. */
export async function liftSmsBlock(db: Kysely<Database>, id: number, by: string) {
  if (!(await smsWatchRepository(db).lift(id, by))) throw notFound()
}
