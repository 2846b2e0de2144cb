import { createHash } from 'node:crypto'

/** A token or key as the portal keeps and looks it up: its SHA-256, never the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
