// The SMSC's record (.stage/records/sms.jsonl), read as a phone reads its SMS: only what was
// added since the last read (the file is tailed from an offset, never read again whole: at
// 10,000 customers that would be quadratic), indexed by the number it went to, with waiters
// woken as their SMS arrives.
import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs'

/** One part as the stage's SMSC writes it (apps/server/test/helpers/smsc.ts, SubmittedPart). */
export interface SmsPart {
  destination: string
  text: string
  /** The SMSC's clock (this machine's), ms. */
  at: number
  messageId: string
  concatenation?: { reference: number; count: number; number: number }
}

/** The mobile as the portal stores it: the SMSC sees it with the country code (975…). */
export const mobileOf = (destination: string) => destination.slice(-8)

/** A message, not a part: unsplit, or the first of its parts. */
export const opensMessage = (part: SmsPart) => !part.concatenation || part.concatenation.number === 1

interface Waiter {
  test: (part: SmsPart) => boolean
  resolve: (part: SmsPart | undefined) => void
  timer: NodeJS.Timeout
}

const READ_EVERY_MS = 50
const CHUNK_BYTES = 1 << 20

export class SmsRecord {
  private offset = 0
  /** Bytes after the last newline: a line still being written, or a character cut in two. */
  private rest = Buffer.alloc(0)
  private readonly byMobile = new Map<string, SmsPart[]>()
  private readonly waiters = new Map<string, Set<Waiter>>()
  private readonly timer: NodeJS.Timeout
  private fd: number | undefined

  constructor(private readonly file: string) {
    this.timer = setInterval(() => this.readNew(), READ_EVERY_MS)
  }

  /** Every part to this mobile so far, oldest first. */
  partsTo(mobile: string): readonly SmsPart[] {
    return this.byMobile.get(mobile) ?? []
  }

  /** Every mobile the SMSC sent to, with its parts. */
  all(): ReadonlyMap<string, readonly SmsPart[]> {
    this.readNew()
    return this.byMobile
  }

  /** The first part to `mobile` that passes `test`, there already or arriving within `timeoutMs`. */
  waitFor(mobile: string, test: (part: SmsPart) => boolean, timeoutMs: number): Promise<SmsPart | undefined> {
    const there = this.partsTo(mobile).find(test)
    if (there) return Promise.resolve(there)
    return new Promise((resolve) => {
      const waiters = this.waiters.get(mobile) ?? new Set()
      this.waiters.set(mobile, waiters)
      const waiter: Waiter = {
        test,
        resolve,
        timer: setTimeout(() => {
          waiters.delete(waiter)
          resolve(undefined)
        }, timeoutMs),
      }
      waiters.add(waiter)
    })
  }

  close() {
    clearInterval(this.timer)
    for (const waiters of this.waiters.values()) for (const waiter of waiters) clearTimeout(waiter.timer)
    if (this.fd !== undefined) closeSync(this.fd)
  }

  /** Reads what was appended since the last read, and wakes whoever it was for. */
  private readNew() {
    if (this.fd === undefined) {
      if (!existsSync(this.file)) return
      this.fd = openSync(this.file, 'r')
    }
    const size = fstatSync(this.fd).size
    while (this.offset < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, size - this.offset))
      const read = readSync(this.fd, buffer, 0, buffer.length, this.offset)
      if (read === 0) break
      this.offset += read
      const data = Buffer.concat([this.rest, buffer.subarray(0, read)])
      const end = data.lastIndexOf(0x0a) + 1
      this.rest = data.subarray(end)
      for (const line of data.subarray(0, end).toString('utf8').split('\n'))
        if (line) this.add(JSON.parse(line) as SmsPart)
    }
  }

  private add(part: SmsPart) {
    const mobile = mobileOf(part.destination)
    const parts = this.byMobile.get(mobile) ?? []
    this.byMobile.set(mobile, parts)
    parts.push(part)
    for (const waiter of this.waiters.get(mobile) ?? [])
      if (waiter.test(part)) {
        clearTimeout(waiter.timer)
        this.waiters.get(mobile)!.delete(waiter)
        waiter.resolve(part)
      }
  }
}
