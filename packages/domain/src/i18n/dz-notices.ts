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
  'notice.sms.mobileChanged': draft(
    'BPC: ཁྱོད་ཀྱི་ དྲ་ཚིགས་རྩིས་ཐོ་གི་ ལག་ཐོགས་ཁ་པར་ཨང་ {mobile} ལུ་ བསྒྱུར་ཡི། ཁྱོད་ཀྱིས་ མ་འབད་བ་ཅིན་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
  ),
  'notice.subject.mobileChanged': draft('ཁྱོད་ཀྱི་ ལག་ཐོགས་ཁ་པར་ཨང་ བསྒྱུར་ཡི།'),
}
