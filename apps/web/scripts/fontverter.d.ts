// fontverter ships no types: the one call the interface font's script makes of it.
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, format: 'truetype' | 'woff2'): Promise<Buffer> }
  export default fontverter
}
