import { renderLetter, type LetterContent } from './render-letter'

/** Piscina calls the default export with each task: one letter, drawn off the event loop. */
export default function render(letter: LetterContent) {
  return renderLetter(letter)
}
