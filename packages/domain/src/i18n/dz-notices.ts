import type { TNoticeKey } from './notices'
import { draft, type TTranslation } from './translation'

/** Dzongkha for what the portal sends a customer: every key of notices.ts, no other. */
export const DZ_NOTICES: Record<TNoticeKey, TTranslation> = {
  'notice.sms.approved': draft('BPC: ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ {id} གནང་བ་ཐོབ་ཡི།{remarks} རྒྱས་བཤད། {link}'),
  'notice.sms.rejected': draft('BPC: ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ {id} ངོས་ལེན་མ་འབད།{remarks} རྒྱས་བཤད། {link}'),
  'notice.sms.returned': draft(
    'BPC: ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ {id} ལུ་ ལཱ་དགོས་པ། {message} བསྒྱུར་བཅོས་ཚུ་ {link} ལུ་ འབད།',
  ),
  'notice.remarks': draft(' དྲན་འཛིན། {remarks}'),
  'notice.subject': draft('ཞུ་ཡིག་ {id}: {status}'),
  'notice.status.Approved': draft('གནང་བ་ཐོབ་ཡོདཔ།'),
  'notice.status.Rejected': draft('ངོས་ལེན་མ་འབད།'),
  'notice.status.Returned': draft('ལཱ་དགོས་པ།'),
  'notice.email.dear': draft('{name} ལུ།'),
  'notice.email.help': draft('རོགས་རམ་དགོ་པ་ཅིན་ རིན་མེད་ཁ་པར་ {phone} ལུ་ འབྲེལ་བ་འཐབ།'),
  'notice.email.approved': draft('ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) གནང་བ་ཐོབ་ཡི།{remarks}'),
  'notice.email.rejected': draft('ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) ངོས་ལེན་མ་འབད།{remarks}'),
  'notice.email.letterAt': draft('ཁྱོད་ཀྱི་ གནང་བའི་ཡི་གུ་ {link} ལས་ ཕབ་ལེན་འབད་ཚུགས།'),
  'notice.email.detailsAt': draft('རྒྱས་བཤད་ {link} ལུ་ བལྟ་ཚུགས།'),
  'notice.email.returned': draft('ཁྱོད་ཀྱི་ {service} ཞུ་ཡིག་ (ཞུ་ཡིག་ཨང་ {id}) གྲོས་ཐག་མ་བཅད་པའི་ཧེ་མ་ བསྒྱུར་བཅོས་དགོཔ་ཨིན།'),
  'notice.email.toChange': draft('བསྒྱུར་དགོཔ། {fields}།'),
  'notice.email.changeAt': draft(
    'བསྒྱུར་བཅོས་ཚུ་འབད་ཞིནམ་ལས་ {link} ལུ་ ལོག་གཏང་། དེ་ཚུན་ཚོད་ ཞུ་ཡིག་འདི་ ཡོད་དོ་བཟུམ་སྦེ་ བཞག་འོང་།',
  ),
  'notice.sms.code.sign-in': draft(
    'BPC: {code} འདི་ ཞབས་ཏོག་ལེན་མིའི་དྲ་ཚིགས་ནང་ ནང་བསྐྱོད་འབད་ནིའི་ ཨང་ཡིག་ཨིན། སྐར་མ་ {minutes} ནང་ དུས་ཡོལ་འགྱོ། མི་གཞན་ལུ་ མ་སྟོན། BPC གི་ལཱ་གཡོགཔ་ཚུ་གིས་ ནམ་ཡང་ མི་འདྲི།',
  ),
  'notice.sms.code.registration': draft(
    'BPC: {code} འདི་ ཞབས་ཏོག་ལེན་མིའི་དྲ་ཚིགས་ནང་ ཐོ་བཀོད་འབད་ནིའི་ ཨང་ཡིག་ཨིན། སྐར་མ་ {minutes} ནང་ དུས་ཡོལ་འགྱོ། མི་གཞན་ལུ་ མ་སྟོན། BPC གི་ལཱ་གཡོགཔ་ཚུ་གིས་ ནམ་ཡང་ མི་འདྲི།',
  ),
  'notice.sms.code.mobile-change': draft(
    'BPC: {code} འདི་ ཞབས་ཏོག་ལེན་མིའི་དྲ་ཚིགས་ནང་ ལག་ཐོགས་ཁ་པར་ཨང་ བསྒྱུར་ནིའི་ ཨང་ཡིག་ཨིན། སྐར་མ་ {minutes} ནང་ དུས་ཡོལ་འགྱོ། མི་གཞན་ལུ་ མ་སྟོན། BPC གི་ལཱ་གཡོགཔ་ཚུ་གིས་ ནམ་ཡང་ མི་འདྲི།',
  ),
  'notice.sms.code.mobile-change-current': draft(
    'BPC: {code} འདི་ ཞབས་ཏོག་ལེན་མིའི་དྲ་ཚིགས་ཀྱི་ རྩིས་ཐོ་འདི་ ལག་ཐོགས་ཁ་པར་ཨང་ གཞན་ཅིག་ལུ་ སྤོ་ནིའི་ ཨང་ཡིག་ཨིན། སྐར་མ་ {minutes} ནང་ དུས་ཡོལ་འགྱོ། མི་གཞན་ལུ་ མ་སྟོན། BPC གི་ལཱ་གཡོགཔ་ཚུ་གིས་ ནམ་ཡང་ མི་འདྲི། ཁྱོད་ཀྱིས་ མ་ཞུ་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
  ),
  'notice.sms.mobileChanged': draft(
    'BPC: ཁྱོད་ཀྱི་ དྲ་ཚིགས་རྩིས་ཐོ་གི་ ལག་ཐོགས་ཁ་པར་ཨང་ {mobile} ལུ་ བསྒྱུར་ཡི། ཁྱོད་ཀྱིས་ མ་འབད་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
  ),
  'notice.subject.mobileChanged': draft('ཁྱོད་ཀྱི་ ལག་ཐོགས་ཁ་པར་ཨང་ བསྒྱུར་ཡི།'),
  'paper.letterhead': draft('{division} · རིན་མེད་ཁ་པར་ {phone}'),
  'paper.letter.Approved': draft('གནང་བའི་ཡི་གུ།'),
  'paper.letter.Rejected': draft('ངོས་ལེན་མ་འབད་བའི་ཡི་གུ།'),
  'paper.date': draft('ཚེས་གྲངས། {date}'),
  'paper.to': draft('{name} ལུ། (ངོ་སྤྲོད་ལག་ཁྱེར་ཨང་ {cid})'),
  'paper.decision.Approved': draft('ཞུ་ཡིག་ཨང་ {id} — {service}: གནང་བ་ཐོབ་ཡོདཔ།'),
  'paper.decision.Rejected': draft('ཞུ་ཡིག་ཨང་ {id} — {service}: ངོས་ལེན་མ་འབད།'),
  'paper.body.Approved': draft('ཁྱོད་ཀྱི་ {service} གི་ཞུ་ཡིག་འདི་ འོག་གི་དྲན་འཛིན་དང་གཅིག་ཁར་ གནང་བ་ཐོབ་ཡི།'),
  'paper.body.Rejected': draft(
    'ཁྱོད་ཀྱི་ {service} གི་ཞུ་ཡིག་འདི་ འོག་གི་རྒྱུ་མཚན་ཚུ་གིས་ ངོས་ལེན་འབད་མ་ཚུགས། དེ་གི་དོན་ལུ་ ཡིད་མ་རངས།',
  ),
  'paper.validUntil': draft('གློག་མེའི་ཆོག་ཐམ་འདི་ {date} ཚུན་ཚོད་ ནུས་ཚད་ཡོདཔ་ཨིན།'),
  'paper.remarks': draft('ཁེ་ལས་ཀྱི་དྲན་འཛིན། '),
  'paper.noRemarks': draft('མེད།'),
  'paper.decidedBy': draft('གྲོས་ཐག་གཅད་མི། {officer}, {division}།'),
  'paper.theUtility': draft('ཁེ་ལས།'),
  'paper.statement': draft('ཞུ་མིའི་བཀོད་ཚིག'),
  'paper.statementNote': draft('ཞུ་མི་གིས་ {date} ལུ་ བཙུགས་མི་ ཞུ་མིའི་ཚིག་ཨིན། ཁེ་ལས་ཀྱི་ཚིག་མེན།'),
  'paper.field': draft('ས་སྒོ།'),
  'paper.asStated': draft('བཀོད་དོ་བཟུམ།'),
  'paper.scan.letter': draft('ཡི་གུ་འདི་ ངོ་མ་ཨིན་མིན་ ཞིབ་དཔྱད་འབད་ནི་ལུ་ འདི་ཤར་འབད་ ཡང་ན་ ཁ་ཕྱེ།'),
  'paper.scan.receipt': draft('འཛིན་ཡིག་འདི་ ངོ་མ་ཨིན་མིན་ ཞིབ་དཔྱད་འབད་ནི་ལུ་ འདི་ཤར་འབད་ ཡང་ན་ ཁ་ཕྱེ།'),
  'paper.receipt': draft('འཛིན་ཡིག་ {id}'),
  'paper.receipt.title': draft('ཞུ་ཡིག་ཐོབ་པའི་འཛིན་ཡིག'),
  'paper.receipt.id': draft('ཞུ་ཡིག་ཨང་'),
  'paper.receipt.service': draft('ཞབས་ཏོག'),
  'paper.receipt.received': draft('ཐོབ་པའི་ཚེས་གྲངས།'),
  'paper.receipt.receivedAt': draft('{date}, {time} (འབྲུག་གི་ཆུ་ཚོད)'),
  'paper.receipt.expected': draft('གྲོས་ཐག་རེ་བའི་ཚེས་གྲངས།'),
  'paper.receipt.filedBy': draft('ཞུ་མི།'),
  'paper.receipt.person': draft('{name} (ངོ་སྤྲོད་ལག་ཁྱེར་ཨང་ {cid})'),
  'paper.receipt.countsWorkingDays': draft(
    'རེ་བའི་ཚེས་གྲངས་འདི་ ལཱ་གི་ཉིན་གྲངས་ཁོ་ར་ཨིན། (གཟའ་ཟླ་མིག་དམར་དང་ ལྷག་པའི་ངལ་གསོ་ཉིན་མ་ཚུད།) ཁེ་ལས་ཀྱིས་ ཞུ་ཡིག་ནང་ བསྒྱུར་བཅོས་ཞུ་བའི་སྐབས་ ཁྱོད་ར་ལུ་ སྒུག་པའི་ཉིན་གྲངས་ཚུ་ མི་བརྩི། ཞུ་ཡིག་འདི་ དྲ་ཚིགས་ནང་ བལྟ་ ཡང་ན་ གོང་གི་ རིན་མེད་ཁ་པར་ལུ་ འབྲེལ་བ་འཐབ།',
  ),
}
