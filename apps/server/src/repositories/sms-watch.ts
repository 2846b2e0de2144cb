import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

const lastHour = sql<Date>`now() - interval '1 hour'`
/** A code not come back: not used (expired, given up, or still waiting). */
const notBack = sql<number>`count(*) FILTER (WHERE used_at IS NULL)::int`

/**
 * The hour's code SMS as the back office reads them, and the admins' blocks (migration 029). A
 * code was sent by a challenge of its own (`code_of IS NULL`); one that shared an earlier code
 * sent nothing.
 */
export function smsWatchRepository(db: Kysely<Database>) {
  const sentLastHour = () =>
    db.selectFrom('code_challenges').where('code_of', 'is', null).where('created_at', '>', lastHour)
  return {
    byPurpose: () =>
      sentLastHour()
        .select([
          'purpose',
          sql<number>`count(*)::int`.as('sent'),
          sql<number>`count(used_at)::int`.as('came_back'),
        ])
        .groupBy('purpose')
        .orderBy('purpose')
        .execute(),

    /** The networks whose codes came back least, most first. */
    topNetworks: (limit: number) =>
      sentLastHour()
        .select(['network', notBack.as('not_back')])
        .groupBy('network')
        .having(notBack, '>', 0)
        .orderBy('not_back', 'desc')
        .orderBy('network')
        .limit(limit)
        .execute(),

    /** The numbers likewise, each with one of its challenges' hash: a handle that is not the number. */
    topNumbers: (limit: number) =>
      sentLastHour()
        .select(['mobile', notBack.as('not_back'), sql<string>`max(id_hash)`.as('ref')])
        .groupBy('mobile')
        .having(notBack, '>', 0)
        .orderBy('not_back', 'desc')
        .orderBy('mobile')
        .limit(limit)
        .execute(),

    /** The number a row of the figures stands for, while its challenge is kept. */
    numberOf: async (ref: string) =>
      (
        await db
          .selectFrom('code_challenges')
          .select('mobile')
          .where('id_hash', '=', ref)
          .where('code_of', 'is', null)
          .executeTakeFirst()
      )?.mobile,

    block: (block: {
      kind: 'number' | 'network'
      target: string
      hours: number
      reason: string
      by: string
    }) =>
      db
        .insertInto('sms_blocks')
        .values({
          kind: block.kind,
          target: block.target,
          reason: block.reason,
          blocked_by: block.by,
          until: sql<Date>`now() + make_interval(hours => ${block.hours})`,
        })
        .returning(['id', 'kind', 'target', 'reason', 'blocked_by', 'blocked_at', 'until'])
        .executeTakeFirstOrThrow(),

    /** Lifts a block in force; nothing when there is none by that id. */
    lift: async (id: number, by: string) =>
      (
        await db
          .updateTable('sms_blocks')
          .set({ lifted_by: by, lifted_at: sql<Date>`now()` })
          .where('id', '=', id)
          .where('lifted_at', 'is', null)
          .where('until', '>', sql<Date>`now()`)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    inForce: () =>
      db
        .selectFrom('sms_blocks')
        .select(['id', 'kind', 'target', 'reason', 'blocked_by', 'blocked_at', 'until'])
        .where('lifted_at', 'is', null)
        .where('until', '>', sql<Date>`now()`)
        .orderBy('until', 'desc')
        .execute(),

    /** When the latest block in force on this number or network ends; nothing when none is. */
    blockedUntil: async (mobile: string, network: string) =>
      (
        await db
          .selectFrom('sms_blocks')
          .select(sql<number>`ceil(extract(epoch FROM max(until) - now()) * 1000)::int`.as('ms_left'))
          .where('lifted_at', 'is', null)
          .where('until', '>', sql<Date>`now()`)
          .where((eb) =>
            eb.or([
              eb.and([eb('kind', '=', 'number'), eb('target', '=', mobile)]),
              eb.and([eb('kind', '=', 'network'), eb('target', '=', network)]),
            ]),
          )
          .executeTakeFirst()
      )?.ms_left ?? undefined,
  }
}
export type SmsWatchRepository = ReturnType<typeof smsWatchRepository>
