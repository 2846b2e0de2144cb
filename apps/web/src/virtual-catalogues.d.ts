/** The catalogues, compiled at build time by vite.config.ts (portal:compiled-catalogues). */
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>
  export default messages
}
