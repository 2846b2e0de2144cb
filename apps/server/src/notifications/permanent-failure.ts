/**
 * A refusal no retry can change: the address itself is refused (a mailbox the server does not
 * have, a number the SMSC says is invalid). The outbox gives the message up at once.
 */
export class PermanentFailure extends Error {}
