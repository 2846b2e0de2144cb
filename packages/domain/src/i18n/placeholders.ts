/** The values a message fills in: `{name}`, `{count, plural, …}`; not the words of a plural's branches. */
export function placeholdersOf(message: string): Set<string> {
  return new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!))
}

/**
 * Whether a translation fills in the same values as its English: each, no other. A Dzongkha
 * value may carry its case (`{serviceOf}`, `{nameBy}`: withCaseForms) and counts as its own.
 */
export function samePlaceholders(english: string, translation: string): boolean {
  const wanted = placeholdersOf(english)
  const given = new Set(
    [...placeholdersOf(translation)].map((name) => {
      const bare = name.replace(/(Of|By)$/, '')
      return wanted.has(bare) ? bare : name
    }),
  )
  return wanted.size === given.size && [...wanted].every((name) => given.has(name))
}
