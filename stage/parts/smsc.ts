// The stage's SMSC: the tests' SMPP server over TLS with the stage's certificate, writing each
// part it receives as a line of JSON to .stage/records/sms.jsonl and answering with its delivery
// receipt, as an operator's SMSC does.
import { appendFileSync } from 'node:fs'
import { testSmsc } from '../../apps/server/test/helpers/smsc'
import { portsFrom, SMS_RECORD } from '../layout'
import { SMPP_SYSTEM_ID, TLS_FILES } from '../settings'

const smsc = await testSmsc({
  systemId: SMPP_SYSTEM_ID,
  password: process.env.SMPP_PASSWORD!,
  tls: true,
  port: portsFrom(process.env).smsc,
  certificate: TLS_FILES,
  onSubmit: (part) => appendFileSync(SMS_RECORD, `${JSON.stringify(part)}\n`),
  receiptEach: true,
  keep: false,
})
console.log(`The SMSC listens at ${smsc.url}, recording to ${SMS_RECORD}`)
process.on('SIGTERM', () => void smsc.close().then(() => process.exit(0)))
