import { DZONGKHA_FONT_ELEMENT_ID } from '@portal/domain/web-pages'

let loading: Promise<void> | undefined

/**
 * Jomolhari's interface cut (dzongkha-font.css), fetched now rather than when the first Tibetan letter is laid out: a page drawn in
 * Dzongkha before its font came was drawn again, larger, when it did, and everything under the
 * top bar moved (a layout shift of 0.08–0.22 on slow 4G). Settles when the font is ready, or
 * could not be had: the page then uses the phone's own Tibetan font. A Dzongkha page the server
 * rendered has the stylesheet in its head already, and needs no script to add it.
 */
export function loadDzongkhaFont(): Promise<void> {
  const inTheHead = document.getElementById(DZONGKHA_FONT_ELEMENT_ID)
  loading ??= (inTheHead ? Promise.resolve() : import('@/lib/dzongkha-font.css'))
    .then(() => document.fonts?.load('1em Jomolhari', 'ཀ'))
    .then(
      () => undefined,
      () => undefined,
    )
  return loading
}
