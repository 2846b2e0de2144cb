import type { Selectable } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SERVICE_CHOICES } from '@portal/domain/applications/service-names'
import { EN_NOTICES, type TNoticeKey } from '@portal/domain/i18n/notices'
import type { ApplicationTable } from '../src/db/schema'
import { decisionMessages, returnMessages } from '../src/notifications/decision-messages'
import { serviceNameIn, wordsIn } from '../src/notifications/wording'

/**
 * Issue 34: every SMS, email and paper text, put together with every service's name, reads as
 * Dzongkha: no doubled shad, no shad before a case particle, no value left unfilled.
 */

/** Particles that never begin a sentence (ལས, དང, ནང also begin words: ལས་འཛིན); ཡི་གུ is a letter. */
const PARTICLES = ['གི', 'ཀྱི', 'གྱི', 'འི', 'ཡི(?!་གུ)', 'གིས', 'ཀྱིས', 'གྱིས', 'ཡིས', 'ལུ']
const SHAD_BEFORE_PARTICLE = new RegExp(`།[\\s་]*(${PARTICLES.join('|')})(?=[་།\\s]|$)`)

function faults(text: string): string[] {
  return [
    ...(/།\s*།/.test(text) ? ['a doubled shad'] : []),
    ...(SHAD_BEFORE_PARTICLE.test(text) ? ['a shad before a particle'] : []),
    ...(/[{}]/.test(text) ? ['a value left unfilled'] : []),
    ...(/།\s*:/.test(text) ? ['a colon after a shad'] : []),
  ]
}

/** The values a message fills in. */
const namesIn = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)

/** Application ids ending in every digit, so that every particle after a number is met. */
const IDS = Array.from({ length: 10 }, (_, digit) => 1040 + digit)

/** Every value a notice fills in, the service's and the id's given. */
const valuesFor = (service: string, id: number) => ({
  service,
  id,
  remarks: '',
  link: `https://portal.example.bt/ticket/${id}`,
  message: 'ཞུ་ཡིག་ ལོག་བཏང་།',
  status: wordsIn('dz')('notice.status.Returned'),
  name: 'པདྨ་དབང་མོ',
  phone: '1250',
  code: '123456',
  minutes: 10,
  mobile: 'XXXX5678',
  fields: 'ས་ཁྲམ་ཨང་',
  division: 'ESD Thimphu',
  date: '12 March 2025',
  time: '10:30',
  cid: '11512345678',
  officer: 'Karma Dorji',
})

const application = (service: string, requestType: string | undefined, id: number, status: string) =>
  ({
    id,
    service,
    request_type: requestType ?? null,
    status,
    remarks: 'ཡིག་ཆ་ ཁ་སྐོང་ དགོ།',
  }) as unknown as Selectable<ApplicationTable>

const customer = { name: 'པདྨ་དབང་མོ', mobile: '17123456', email: 'pema@example.bt', language: 'dz' as const }

describe('Dzongkha put together', () => {
  it('names every service inside a sentence without its closing shad', () => {
    for (const choice of SERVICE_CHOICES) {
      expect(serviceNameIn('dz', choice.service, choice.requestType), choice.name).not.toMatch(/།\s*$/)
    }
  })

  it('writes every SMS, email and paper text with every service name and id as Dzongkha', () => {
    const found: string[] = []
    for (const choice of SERVICE_CHOICES) {
      const service = serviceNameIn('dz', choice.service, choice.requestType)
      for (const id of IDS) {
        for (const key of Object.keys(EN_NOTICES) as TNoticeKey[]) {
          const values = valuesFor(service, id)
          const text = wordsIn('dz')(key, values)
          // Each value the English names is in the Dzongkha too (a value left unfilled shows as nothing).
          const missing = namesIn(EN_NOTICES[key]).filter(
            // A name's closing tsheg gives way to an open syllable's particle (ཡིག་ཆ་ → ཡིག་ཆའི་).
            (name) => !text.includes(String(values[name as keyof typeof values]).replace(/་$/, '')),
          )
          found.push(
            ...[...faults(text), ...missing.map((name) => `no ${name}`)].map(
              (fault) => `${key} (${choice.name}, ${id}): ${fault}: ${text}`,
            ),
          )
        }
      }
    }
    expect(found).toEqual([])
  })

  it('sends decisions and send-backs of every service that read as Dzongkha, remarks and all', () => {
    const found: string[] = []
    for (const choice of SERVICE_CHOICES) {
      for (const id of IDS) {
        const about = (status: string) => ({
          application: application(choice.service, choice.requestType, id, status),
          customer,
          publicUrl: 'https://portal.example.bt',
        })
        const messages = [
          ...decisionMessages(about('Approved')),
          ...decisionMessages(about('Rejected')),
          ...returnMessages(about('Returned'), {
            message: 'ས་ཁྲམ་ཨང་ ནོར་འདུག',
            fields: ['division', 'contract_account'],
          }),
        ]
        for (const message of messages) {
          for (const text of [message.body, message.subject ?? '']) {
            found.push(...faults(text).map((fault) => `${choice.name}, ${id}: ${fault}: ${text}`))
            // No English in a Dzongkha message but the sender's name on an SMS and the link.
            const english = text
              .replace(/^BPC: /, '')
              .replace(/https:\/\/\S+/g, '')
              .match(/[A-Za-z]{2,}/g)
            if (english) found.push(`${choice.name}, ${id}: English (${english.join(' ')}): ${text}`)
          }
        }
      }
    }
    expect(found).toEqual([])
  })

  it('chooses the genitive after the service name by the syllable it ends in', () => {
    const sms = (requestPath: string) => {
      const choice = SERVICE_CHOICES.find((c) => c.name === requestPath)!
      return decisionMessages({
        application: application(choice.service, choice.requestType, 1042, 'Approved'),
        customer,
        publicUrl: 'https://portal.example.bt',
      })[0]!.body
    }
    expect(sms('Power clearance')).toContain('BPC: གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་')
    expect(sms('Temporary power supply')).toContain('BPC: གནས་སྐབས་ཀྱི་གློག་མེའི་ ཞུ་ཡིག་')
    expect(sms('Additional energy meters')).toContain('BPC: གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་གི་ ཞུ་ཡིག་')
  })
})
