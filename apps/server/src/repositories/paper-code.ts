import { randomBytes } from 'node:crypto'

/** A letter's or receipt's public check code: 144 random bits, unguessable, in a URL as it is. */
export const newPaperCode = () => randomBytes(18).toString('base64url')
