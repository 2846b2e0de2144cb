import type { TMessageKey } from './en'

/**
 * A Dzongkha entry: its text, and whether a translator has reviewed it. Unreviewed entries
 * are shown (better than English to most readers) and listed for the translator at
 * /staff/translations until someone marks them reviewed here.
 */
export interface TTranslation {
  text: string
  reviewed: boolean
}

const draft = (text: string): TTranslation => ({ text, reviewed: false })

/** Dzongkha: every key of the English catalogue, no other (the type holds it; so does a test). */
export const DZ: Record<TMessageKey, TTranslation> = {
  'topBar.portal': draft('ཞབས་ཏོག་ལེན་མི་གི་ རང་ལག་ལེན་ དྲ་ཚིགས།'),
  'topBar.menu': draft('དཀར་ཆག'),
  'topBar.viewApplication': draft('ཞུ་ཡིག་ལུ་བལྟ།'),
  'topBar.signIn': draft('ནང་བསྐྱོད།'),
  'topBar.messages': draft('འཕྲིན་ཡིག'),
  'topBar.unread': draft('{count, plural, other {མ་ལྷག་པ་ #}}'),
  'topBar.myAccount': draft('ངེ་གི་རྩིས་ཐོ།'),
  'language.switchTo': { text: 'English', reviewed: true },
  'language.switchToName': { text: 'English', reviewed: true },
  'footer.enquiry': draft('རིན་མེད་འདྲི་དཔྱད་ཁ་པར།'),
  'footer.copyright': draft('© {year} འབྲུག་གློག་མེ་ལས་འཛིན་ལི་མི་ཊེཊ། དབང་ཆ་ཆ་མཉམ་ཉར་ཚགས་འབད་ཡོདཔ།'),
  'skip.toMain': draft('གཙོ་བོའི་ནང་དོན་ལུ་ མཆོང་།'),
  'landing.title': draft('གློག་མེའི་ཞབས་ཏོག་ ཡོངས་འབྲེལ་ཐོག་ལས།'),
  'landing.lead': draft(
    'ལས་ཁུངས་ལུ་མ་འོང་པར་ ཞབས་ཏོག་གི་ཞུ་ཡིག་བཙུགས་ ཞུ་ཡིག་གི་གནས་སྟངས་ལུ་ རྗེས་འདེད་འབད་ དེ་ལས་ གནང་བ་ཕབ་ལེན་འབད།',
  ),
  'landing.choose': draft('ཞབས་ཏོག་ཅིག་ གདམ་ཁ་རྐྱབས།'),
  'landing.notSure': draft('ཞབས་ཏོག་ག་ཅི་དགོཔ་ཨིན་ན་ མ་ཤེས་པ་ཅིན་ རིན་མེད་ཁ་པར་ {phone} ལུ་ འབྲེལ་བ་འཐབ།'),
  'service./power-clearance.title': draft('གློག་མེའི་ཆོག་ཐམ།'),
  'service./power-clearance.summary': draft('གློག་མེའི་ལྕི་ཚད་འཆར་གཞི་དང་བཅས་ བཟོ་བསྐྲུན་གྱི་ཆོག་ཐམ།'),
  'service./construction-clearance.title': draft('བཟོ་བསྐྲུན་གྱི་ཆོག་ཐམ།'),
  'service./construction-clearance.summary': draft('གློག་ཐག་གི་སྦོ་ལོགས་ལུ་ བཟོ་བསྐྲུན་འབད་ནིའི་ཆོག་ཐམ།'),
  'service./sanction-power.title': draft('གློག་མེའི་གནང་བ།'),
  'service./sanction-power.summary': draft('ཐེ་ཚད་བར་མ་ ཡང་ན་ མཐོ་བའི་ གློག་མེའི་ལྕི་ཚད་ཀྱི་གནང་བ།'),
  'service./shifting-electricity-infra.title': draft('གློག་མེའི་གཞི་རྟེན་ལག་ཆས་ སྤོ་བཤུད།'),
  'service./shifting-electricity-infra.summary': draft('གློག་ཀ་ གློག་ཐག་ ཡང་ན་ འགྱུར་ཆས་ སྤོ་བཤུད།'),
  'service./release-temporary-power-supply.title': draft('གནས་སྐབས་ཀྱི་གློག་མེ།'),
  'service./release-temporary-power-supply.summary': draft('བཟོ་བསྐྲུན་ ཡང་ན་ ལས་རིམ་གྱི་དོན་ལུ་ གློག་མེ།'),
  'service./release-permanent-power-supply.title': draft('རྟག་བརྟན་གྱི་གློག་མེ།'),
  'service./release-permanent-power-supply.summary': draft('རྟག་བརྟན་གློག་མཐུད་ གསརཔ།'),
  'service./energy-meter-upgradation.title': draft('གློག་ཚད་འཇལ་ཆས་ ཡར་དྲག'),
  'service./energy-meter-upgradation.summary': draft('ལྕི་ཚད་མཐོ་བའི་ ཚད་འཇལ་ཆས།'),
  'service./energy-meter-relocation.title': draft('གློག་ཚད་འཇལ་ཆས་ སྤོ་བཤུད།'),
  'service./energy-meter-relocation.summary': draft('ཚད་འཇལ་ཆས་ ས་གནས་གཞན་ཁར་ སྤོ་ནི།'),
  'service./additional-energy-meter-installation.title': draft('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་།'),
  'service./additional-energy-meter-installation.summary': draft('ས་ཁོངས་གཅིག་ནང་ ཚད་འཇལ་ཆས་ ཁ་སྐོང་།'),
  'service./testing-replacement-meter.title': draft('གློག་ཚད་འཇལ་ཆས་ བརྟག་ཞིབ་དང་ ཚབ་བཙུགས།'),
  'service./testing-replacement-meter.summary': draft('སྐྱོན་ཅན་བཟུམ་ཅིག་གི་ ཚད་འཇལ་ཆས།'),
  'service./interim-billing.title': draft('བར་མཚམས་ཀྱི་གླ་འཐུས་ཡིག་ཆ།'),
  'service./interim-billing.summary': draft('ཚད་འཇལ་ཀློག་ཐེངས་ཤུལ་མ་གི་ཧེ་མ་ གླ་འཐུས་ཡིག་ཆ།'),
  'service./change-customer-information.title': draft('གླ་འཐུས་ཀྱི་བརྡ་དོན་ བསྒྱུར་བཅོས།'),
  'service./change-customer-information.summary': draft('རྩིས་ཐོ་གི་ ཇོ་བདག་ མིང་ ཡང་ན་ འབྲེལ་བ་འཐབ་སའི་ཁ་བྱང་།'),
  'service./account-closure-security-refund.title': draft('ཚད་འཇལ་ཆས་ ལོག་སྤྲོད་དང་ རྩིས་ཐོ་ཁ་བསྡམ།'),
  'service./account-closure-security-refund.summary': draft('རྩིས་ཐོ་ཁ་བསྡམས་ཏེ་ ཉེན་སྲུང་འཇོག་དངུལ་ ལོག་ལེན།'),
  'service./temporary-disconnection-of-supply.title': draft('གནས་སྐབས་གློག་མེ་ བཏོག་ནི།'),
  'service./temporary-disconnection-of-supply.summary': draft('དུས་ཡུན་ཅིག་གི་རིང་ གློག་མེ་ བཀག་ནི།'),
  'service./reconnection-power-supply.title': draft('གློག་མེ་ ལོག་མཐུད།'),
  'service./reconnection-power-supply.summary': draft('བཏོག་ཡོད་པའི་ གློག་མེ་ ལོག་མཐུད་ནི།'),
}
