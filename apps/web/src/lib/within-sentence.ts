/**
 * A title as it reads inside a sentence or before a colon: without the shad (།) that closes a
 * Dzongkha title standing on its own. English is unchanged.
 */
export const withinSentence = (title: string) => title.replace(/\s*།+\s*$/, '')
