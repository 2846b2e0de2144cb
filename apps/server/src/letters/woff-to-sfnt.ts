import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked to the plain TrueType/OpenType file it
 * wraps. fontkit reads WOFF but inflates a table again on every access, which made one Dzongkha
 * letter take seconds of shaping; unpacked once at start, the same letter takes milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  // The sfnt's offset table, then one 16-byte record per table, then the tables, 4-byte aligned.
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16
    tag.copy(header, record)
    header.writeUInt32BE(checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4)
    data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}
