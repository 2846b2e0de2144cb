import { EN_NOTICES, type TNoticeKey } from './notices'
import { draft, withReviews, type TTranslation } from './translation'

/** Dzongkha for what the portal sends a customer: every key of notices.ts, no other. */
/** "The utility's staff never ask for this code": how every code's SMS ends, as in English. */
const STAFF_NEVER_ASK = 'ལས་འཛིན་གྱི་ ལས་བྱེད་པ་ཚུ་གིས་ ཨང་ཡིག་འདི་ ནམ་ཡང་ མི་ཞུ།'

export const DZ_NOTICES: Record<TNoticeKey, TTranslation> = withReviews(
  {
    'notice.sms.approved': draft('BPC: {serviceOf} ཞུ་ཡིག་ {id} གནང་བ་ཐོབ་ཡི།{remarks}\nརྒྱས་བཤད། {link}'),
    'notice.sms.rejected': draft('BPC: {serviceOf} ཞུ་ཡིག་ {id} ཁས་མ་བླངས།{remarks}\nརྒྱས་བཤད། {link}'),
    // Two parts at most without the officer's words (sms-length.test.ts): no second ཁྱོད, the link alone.
    'notice.sms.returned': draft('BPC: {serviceOf} ཞུ་ཡིག་ {id} ལུ་ ཁྱོད་ཀྱིས་ བསྒྱུར་དགོ།\n{message}\n{link}'),
    'notice.remarks': draft('\nདྲན་འཛིན། {remarks}'),
    'notice.subject': draft('ཞུ་ཡིག་ {id} — {status}'),
    'notice.status.Approved': draft('གནང་བ་ཐོབ་ཡོདཔ།'),
    'notice.status.Rejected': draft('ཁས་མ་བླངས།'),
    'notice.status.Returned': draft('ཁྱོད་ཀྱིས་ བསྒྱུར་བཅོས་འབད་དགོ།'),
    'notice.email.dear': draft('{name} ལུ།'),
    'notice.email.help': draft('རོགས་རམ་དགོ་པ་ཅིན་ རིན་མེད་ཁ་པར་ {phone} ལུ་ འབྲེལ་བ་འཐབ།'),
    // The utility's name as the footer writes it.
    'notice.email.signature': draft('འབྲུག་གློག་མེ་ལས་འཛིན་ལི་མི་ཊེཊ།'),
    'notice.email.approved': draft('ཁྱོད་ཀྱི་ {serviceOf} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) གནང་བ་ཐོབ་ཡི།{remarks}'),
    'notice.email.rejected': draft('ཁྱོད་ཀྱི་ {serviceOf} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) ཁས་མ་བླངས།{remarks}'),
    'notice.email.letterAt': draft('ཁྱོད་ཀྱི་ གནང་བའི་ཡི་གུ་ {link} ལས་ ཕབ་ལེན་འབད་ཚུགས།'),
    'notice.email.detailsAt': draft('རྒྱས་བཤད་ {link} ལུ་ བལྟ་ཚུགས།'),
    'notice.email.returned': draft(
      'ཁྱོད་ཀྱི་ {serviceOf} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) གྲོས་ཐག་མ་བཅད་པའི་ཧེ་མ་ བསྒྱུར་བཅོས་དགོཔ་ཨིན།',
    ),
    'notice.email.toChange': draft('བསྒྱུར་དགོཔ། {fields}'),
    'notice.email.changeAt': draft(
      'བསྒྱུར་བཅོས་ཚུ་འབད་ཞིནམ་ལས་ {link} ལུ་ ལོག་གཏང་། དེ་ཚུན་ཚོད་ ཞུ་ཡིག་འདི་ ཡོད་དོ་བཟུམ་སྦེ་ བཞག་འོང་།',
    ),
    // Every code says, as the English does, that the utility's staff never ask for it, in the
    // parts that takes (decision 084).
    'notice.sms.code.sign-in': draft(
      `BPC: {code} ནང་བསྐྱོད་ཀྱི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ། མི་ལུ་མ་སྟོན། ${STAFF_NEVER_ASK}`,
    ),
    'notice.sms.code.registration': draft(
      `BPC: {code} ཐོ་བཀོད་ཀྱི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ། མི་ལུ་མ་སྟོན། ${STAFF_NEVER_ASK}`,
    ),
    'notice.sms.code.mobile-change': draft(
      `BPC: {code} ཨང་བསྒྱུར་གྱི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ། མི་ལུ་མ་སྟོན། ${STAFF_NEVER_ASK}`,
    ),
    'notice.sms.code.mobile-change-current': draft(
      `BPC: {code} རྩིས་ཐོ་ ཁ་པར་ཨང་གཞན་ལུ་ སྤོ་ནིའི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ། མི་ལུ་མ་སྟོན། ${STAFF_NEVER_ASK} མ་ཞུ་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།`,
    ),
    // The account's, not the portal account's: fewer units.
    'notice.sms.code.email-change': draft(
      `BPC: {code} རྩིས་ཐོའི་ གློག་འཕྲིན་ཁ་བྱང་ བསྒྱུར་ནིའི་ཨང་ཡིག སྐར་མ་ {minutes} ནང་ དུས་ཡོལ། མི་ལུ་མ་སྟོན། ${STAFF_NEVER_ASK} མ་ཞུ་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།`,
    ),
    'notice.sms.mobileChanged': draft(
      'BPC: ཁྱོད་ཀྱི་ དྲ་ཚིགས་རྩིས་ཐོའི་ ལག་ཐོགས་ཁ་པར་ཨང་ {mobile} ལུ་ བསྒྱུར་ཡི། ཁྱོད་ཀྱིས་ མ་འབད་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
    ),
    'notice.subject.mobileChanged': draft('ཁྱོད་ཀྱི་ ལག་ཐོགས་ཁ་པར་ཨང་ བསྒྱུར་ཡི།'),
    'notice.sms.emailChanged': draft(
      'BPC: ཁྱོད་ཀྱི་ དྲ་ཚིགས་རྩིས་ཐོའི་ གློག་འཕྲིན་ཁ་བྱང་ བསྒྱུར་ཡི། ཁྱོད་ཀྱིས་ མ་འབད་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
    ),
    'notice.subject.emailChanged': draft('ཁྱོད་ཀྱི་ གློག་འཕྲིན་ཁ་བྱང་ བསྒྱུར་ཡི།'),
    // The utility's name as the page's footer writes it (footer.copyright).
    'paper.utility': draft('འབྲུག་གློག་མེ་ལས་འཛིན་ལི་མི་ཊེཊ།'),
    'paper.letterhead': draft('{division} · རིན་མེད་ཁ་པར་ {phone}'),
    'paper.letter.Approved': draft('གནང་བའི་ཡི་གུ།'),
    'paper.letter.Rejected': draft('ཁས་མ་བླངས་པའི་ཡི་གུ།'),
    'paper.date': draft('ཚེས་གྲངས། {date}'),
    'paper.to': draft('{name} ལུ། (མི་ཁུངས་ངོ་སྤྲོད་ཨང་ {cid})'),
    'paper.decision.Approved': draft('ཞུ་ཡིག་ཨང་ {id} — {service} — གནང་བ་ཐོབ་ཡོདཔ།'),
    'paper.decision.Rejected': draft('ཞུ་ཡིག་ཨང་ {id} — {service} — ཁས་མ་བླངས།'),
    'paper.body.Approved': draft('ཁྱོད་ཀྱི་ {serviceOf} ཞུ་ཡིག་འདི་ གནང་བ་ཐོབ་ཡི།'),
    'paper.body.Rejected': draft('དགོངསམ་མ་ཁྲེལ། ཁྱོད་ཀྱི་ {serviceOf} ཞུ་ཡིག་འདི་ འོག་གི་རྒྱུ་མཚན་ཚུ་གིས་ ཁས་མ་བླངས།'),
    'paper.validUntil': draft('གློག་མེའི་ཆོག་ཐམ་འདི་ {date} ཚུན་ཚོད་ ནུས་ཚད་ཡོདཔ་ཨིན།'),
    'paper.remarks': draft('ལས་འཛིན་གྱི་དྲན་འཛིན། '),
    // No Latin comma: the officer "of" the division, the sentence closed by its shad.
    'paper.decidedBy': draft('གྲོས་ཐག་གཅད་མི། {divisionOf} {officer}།'),
    // Inside that sentence, so without a shad of its own.
    'paper.theUtility': draft('ལས་འཛིན'),
    'paper.statement': draft('ཞུ་མིའི་བཀོད་ཚིག'),
    'paper.statementNote': draft('ཞུ་མི་གིས་ {date} ལུ་ བཙུགས་མི་ ཞུ་མིའི་ཚིག་ཨིན། ལས་འཛིན་གྱི་ཚིག་མེན།'),
    'paper.field': draft('ས་སྒོ།'),
    'paper.asStated': draft('བཀོད་དོ་བཟུམ།'),
    'paper.scan.letter': draft(
      'ཡི་གུ་འདི་ ངོ་མ་ཨིན་མིན་ ཞིབ་དཔྱད་འབད་ནི་ལུ་ QR ཨང་རྟགས་འདི་ ཞིབ་བཤེར་འབད་ ཡང་ན་ འོག་གི་ཁ་བྱང་ ཁ་ཕྱེ།',
    ),
    'paper.scan.receipt': draft(
      'འཛིན་ཤོག་འདི་ ངོ་མ་ཨིན་མིན་ ཞིབ་དཔྱད་འབད་ནི་ལུ་ QR ཨང་རྟགས་འདི་ ཞིབ་བཤེར་འབད་ ཡང་ན་ འོག་གི་ཁ་བྱང་ ཁ་ཕྱེ།',
    ),
    'paper.receipt': draft('འཛིན་ཤོག་ {id}'),
    'paper.receipt.title': draft('ཞུ་ཡིག་ཐོབ་པའི་འཛིན་ཤོག'),
    'paper.receipt.id': draft('ཞུ་ཡིག་ཨང་'),
    'paper.receipt.service': draft('ཞབས་ཏོག'),
    'paper.receipt.received': draft('ཐོབ་པའི་ཚེས་གྲངས།'),
    'paper.receipt.receivedAt': draft('{date} {time} (འབྲུག་གི་ཆུ་ཚོད)'),
    'paper.receipt.expected': draft('གྲོས་ཐག་རེ་བའི་ཚེས་གྲངས།'),
    'paper.receipt.filedBy': draft('ཞུ་མི།'),
    'paper.receipt.person': draft('{name} (མི་ཁུངས་ངོ་སྤྲོད་ཨང་ {cid})'),
    'paper.receipt.countsWorkingDays': draft(
      'རེ་བའི་ཚེས་གྲངས་འདི་ ལཱ་གི་ཉིན་གྲངས་ཁོ་ར་ཨིན། (གཟའ་མཇུག་དང་ ངལ་གསོའི་ཉིནམ་ མ་བརྩི་བར) ལས་འཛིན་གྱིས་ ཞུ་ཡིག་ནང་ བསྒྱུར་བཅོས་ཞུ་བའི་སྐབས་ ཁྱོད་ར་ལུ་ སྒུག་པའི་ཉིན་གྲངས་ཚུ་ མི་བརྩི། ཞུ་ཡིག་འདི་ དྲ་ཚིགས་ནང་ བལྟ་ ཡང་ན་ གོང་གི་ རིན་མེད་ཁ་པར་ལུ་ འབྲེལ་བ་འཐབ།',
    ),
  },
  (key) => EN_NOTICES[key],
)
