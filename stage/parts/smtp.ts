// The stage's mail server: the tests' SMTP server, STARTTLS with the stage's certificate, adding
// each message it accepts to the mailbox file .stage/records/mailbox.mbox.
import { appendFileSync } from 'node:fs'
import { testSmtpServer } from '../../apps/server/test/helpers/smtp'
import { MAILBOX, portsFrom } from '../layout'
import { TLS_FILES } from '../settings'

/** The date as a "From " line writes it: Sun Nov 29 13:55:10 2026. */
function asctime(date: Date) {
  const [day, dayOfMonth, month, year, time] = date.toUTCString().split(' ')
  return `${day!.slice(0, 3)} ${month} ${dayOfMonth!.padStart(2)} ${time} ${year}`
}

const { smtp: port } = portsFrom(process.env)
const server = await testSmtpServer({
  port,
  certificate: TLS_FILES,
  keep: false,
  onMail: ({ raw, parsed }) => {
    const from = parsed.from?.value[0]?.address ?? 'MAILER-DAEMON'
    // mbox: a "From " line opens each message; a body line that starts so is quoted.
    const body = raw.replace(/\r\n/g, '\n').replace(/^(>*From )/gm, '>$1')
    appendFileSync(MAILBOX, `From ${from} ${asctime(new Date())}\n${body}\n\n`)
  },
})
console.log(`The mail server listens at smtp://127.0.0.1:${port} (STARTTLS), delivering to ${MAILBOX}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
