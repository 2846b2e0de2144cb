/** The catalogues, compiled at build time by vite.config.ts (portal:compiled-catalogues). */
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>
  export default messages
  /** Whether any of the catalogue's entries is still a draft no translator has reviewed. */
  export const underReview: boolean
}

declare module 'virtual:papers-language' {
  /** Whether a Dzongkha customer's letters and receipts still print in English (reviewed-papers.ts). */
  export const dzongkhaPapersInEnglish: boolean
}
