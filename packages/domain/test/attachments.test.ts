import { describe, expect, it } from 'vitest'
import { safeFileName } from '../src/attachments'

describe('a document’s name as the portal shows it', () => {
  it('loses every bidirectional control, so it cannot read as another name', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'
    expect(safeFileName(`scan\u202Eexe${controls}.pdf`)).toBe('scanexe.pdf')
  })

  it('loses the direction marks and zero-width characters too', () => {
    expect(safeFileName('scan\u200Fexe\u200E\u061C\u200B\u2060\uFEFF.pdf')).toBe('scanexe.pdf')
  })

  it('keeps no folder, control character or quote', () => {
    expect(safeFileName('C:\\scans\\ my\x07 "cid"\u2028 copy .pdf')).toBe('my cid copy .pdf')
  })

  it('is named after its kind when nothing is left', () => {
    expect(safeFileName('\u202E', 'pdf')).toBe('attachment.pdf')
  })
})
