import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'

/**
 * What a message fills in, as the ICU parser the pages, SMS and papers compile with reads it
 * (not its braces: `'{code}'` between apostrophes is printed as written, never filled in).
 */
export interface TMessageShape {
  /** Each value by name, and how it is filled in: `value`, `plural`, `select`, `number`… */
  kinds: Map<string, string>
  /** The values shown whichever way the message's choices (plural, select) go. */
  always: Set<string>
  /** The words the message prints as they are written, values and choices left out. */
  words: string[]
}

const CHOICES = new Set(['plural', 'select', 'selectordinal'])

export const shapeOf = (message: string): TMessageShape => shapeOfTokens(compileMessageOrThrow(message))

function shapeOfTokens(tokens: CompiledMessage): TMessageShape {
  const shape: TMessageShape = { kinds: new Map(), always: new Set(), words: [] }
  for (const token of tokens) {
    if (typeof token === 'string') {
      shape.words.push(token)
      continue
    }
    const [name, kind = 'value', format] = token
    if (!shape.kinds.has(name)) shape.kinds.set(name, kind)
    shape.always.add(name)
    if (!CHOICES.has(kind) || typeof format !== 'object' || format === null) continue
    const branches = Object.entries(format)
      .filter(([key]) => key !== 'offset')
      .map(([, branch]) => shapeOfTokens(branch as CompiledMessage))
    for (const branch of branches) {
      for (const [inner, innerKind] of branch.kinds)
        if (!shape.kinds.has(inner)) shape.kinds.set(inner, innerKind)
      shape.words.push(...branch.words)
    }
    for (const inner of branches[0]?.always ?? [])
      if (branches.every((branch) => branch.always.has(inner))) shape.always.add(inner)
  }
  return shape
}

/**
 * A translation's shape with each value named as in its English: a Dzongkha value may carry its
 * case (`{serviceOf}`, `{nameBy}`: withCaseForms) and counts as its own.
 */
function asInEnglish(english: TMessageShape, translation: TMessageShape): TMessageShape {
  const bare = (name: string) => {
    const stem = name.replace(/(Of|By)$/, '')
    return english.kinds.has(stem) ? stem : name
  }
  return {
    kinds: new Map([...translation.kinds].map(([name, kind]) => [bare(name), kind])),
    always: new Set([...translation.always].map(bare)),
    words: translation.words,
  }
}

/** Whether a translation fills in the same values as its English: each, no other. */
export function samePlaceholders(english: string, translation: string): boolean {
  try {
    return sameNames(shapeOf(english), asInEnglish(shapeOf(english), shapeOf(translation)))
  } catch {
    return false
  }
}

const sameNames = (english: TMessageShape, translation: TMessageShape) =>
  english.kinds.size === translation.kinds.size &&
  [...english.kinds.keys()].every((name) => translation.kinds.has(name))

const KIND_WORDS: Record<string, string> = {
  value: 'a plain value',
  plural: 'a plural (words chosen by a number)',
  selectordinal: 'an ordinal (words chosen by a position)',
  select: 'a choice (words chosen by a value)',
  number: 'a number',
  date: 'a date',
  time: 'a time',
}
const kindInWords = (kind: string) => KIND_WORDS[kind] ?? `a ${kind}`

/**
 * Why a translation's structure differs from its English's, in a translator's words, or
 * undefined when it does not: the same values, each of the same kind (a choice stays a choice; a
 * plural may be a plain count, Dzongkha having one plural form), and each value the English
 * always shows shown whichever way the translation's choices go.
 * Both must be well-formed messages.
 */
export function shapeProblem(english: string, translation: string): string | undefined {
  const wanted = shapeOf(english)
  const given = asInEnglish(wanted, shapeOf(translation))
  if (!sameNames(wanted, given)) {
    const quoted = [...wanted.kinds.keys()].filter(
      (name) => !given.kinds.has(name) && given.words.some((words) => words.includes(`{${name}}`)),
    )
    const hint = quoted.length
      ? ` A value between apostrophes ('{${quoted[0]}}') is printed as it is written, not filled in.`
      : ''
    return `the Dzongkha must fill in the same values as the English (${english}).${hint}`
  }
  for (const [name, kind] of wanted.kinds) {
    const theirs = given.kinds.get(name)!
    // Dzongkha has one plural form: a count may be written as it is.
    if (theirs !== kind && !(kind === 'plural' && theirs === 'value'))
      return `{${name}} is ${kindInWords(kind)} in the English but ${kindInWords(theirs)} in the Dzongkha; it must be the same in both.`
  }
  for (const name of wanted.always) {
    if (!given.always.has(name))
      return `the English always shows {${name}}, but the Dzongkha shows it only in some of its choices; it must show it in every one.`
  }
  return undefined
}
