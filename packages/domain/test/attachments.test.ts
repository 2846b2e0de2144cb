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

  it('loses every invisible character typed text loses (decision 051), and keeps Dzongkha and Nepali', () => {
    const hidden =
      '\u00AD\u034F\u115F\u1160\u17B4\u180E\u206A\u3164\uFE0F\uFFA0\u{E0041}\u{E007F}\u2800\uFFF9'
    expect(safeFileName(`Tshe${hidden}ring Dorji${hidden}.pdf`)).toBe('Tshering Dorji.pdf')
    expect(safeFileName('ཞུ་ཡིག་ འཛིན་ཤོག.pdf')).toBe('ཞུ་ཡིག་ འཛིན་ཤོག.pdf')
    expect(safeFileName('क्\u200Dषमा पत्र.pdf')).toBe('क्\u200Dषमा पत्र.pdf')
  })

  it('keeps no folder, control character or quote', () => {
    expect(safeFileName('C:\\scans\\ my\x07 "cid"\u2028 copy .pdf')).toBe('my cid copy .pdf')
  })

  it('is named after its kind when nothing is left', () => {
    expect(safeFileName('\u202E', 'pdf')).toBe('attachment.pdf')
  })
})
