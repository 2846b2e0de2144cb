import { TERMS_OF_SUPPLY } from '../applications/terms-of-supply'
import { draft, type TTranslation } from './translation'

/**
 * Dzongkha for the forms' words, by their English text (form-texts.ts). Every entry is a
 * draft until a translator reviews it (/staff/translations).
 */
export const DZ_FORM_TEXTS: Record<string, TTranslation> = {
  // Headings
  'Power clearance': draft('གློག་མེའི་ཆོག་ཐམ།'),
  'Construction clearance': draft('བཟོ་བསྐྲུན་གྱི་ཆོག་ཐམ།'),
  'Sanction of power': draft('གློག་མེའི་གནང་བ།'),
  'Shifting of electrical infrastructure': draft('གློག་མེའི་གཞི་རྟེན་ལག་ཆས་ སྤོ་བཤུད།'),
  'Temporary power supply': draft('གནས་སྐབས་ཀྱི་གློག་མེ།'),
  'Permanent power supply': draft('རྟག་བརྟན་གྱི་གློག་མེ།'),
  'Upgradation of energy meter': draft('གློག་ཚད་འཇལ་ཆས་ ཡར་དྲག'),
  'Relocation/Shifting of energy meter': draft('གློག་ཚད་འཇལ་ཆས་ སྤོ་བཤུད།'),
  'Additional energy meters': draft('གློག་ཚད་འཇལ་ཆས་ ཁ་སྐོང་།'),
  'Testing and replacement of energy meter': draft('གློག་ཚད་འཇལ་ཆས་ བརྟག་ཞིབ་དང་ ཚབ་བཙུགས།'),
  'Interim billing': draft('བར་མཚམས་ཀྱི་གླ་འཐུས་ཡིག་ཆ།'),
  'Change of billing information': draft('གླ་འཐུས་ཀྱི་བརྡ་དོན་ བསྒྱུར་བཅོས།'),
  'Energy meter surrender and closure of account': draft('ཚད་འཇལ་ཆས་ ལོག་སྤྲོད་དང་ རྩིས་ཐོ་ཁ་བསྡམ།'),
  'Temporary disconnection of supply': draft('གནས་སྐབས་གློག་མེ་ བཏོག་ནི།'),
  'Reconnection of power supply': draft('གློག་མེ་ ལོག་མཐུད།'),

  // Labels and hints
  'Location of the construction': draft('བཟོ་བསྐྲུན་གྱི་ས་གནས།'),
  'Purpose of the building': draft('ཁྱིམ་གྱི་དགོས་དོན།'),
  'Thram (plot) number': draft('ཐམ་ (ས་ཆ་) ཨང་།'),
  'Power required': draft('དགོས་པའི་གློག་ཤུགས།'),
  'Power Required': draft('དགོས་པའི་གློག་ཤུགས།'),
  'Power of 1 MW (1000 kW) or more is processed by the hydro power department.': draft(
    'གློག་ཤུགས་ 1 MW (1000 kW) དང་ དེ་ལས་ལྷག་མི་འདི་ ཆུ་གློག་ལས་སྡེ་གིས་ བཀོད་སྒྲིག་འབདཝ་ཨིན།',
  ),
  'Type of construction': draft('བཟོ་བསྐྲུན་གྱི་དབྱེ་བ།'),
  'Copy of your citizenship ID card': draft('ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྡུད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
  'Clearance letter from the Dzongkhag, Dungkhag or Gewog': draft('རྫོང་ཁག་ དྲུང་ཁག་ ཡང་ན་ རྒེད་འོག་ལས་ ཆོག་ཐམ་ཡི་གུ།'),
  'I confirm the information given is true and accept the terms and conditions of supply.': draft(
    'བྱིན་ཡོད་པའི་བརྡ་དོན་ བདེན་པ་ཨིན་ཟེར་ ངོས་ལེན་འབད་ཞིནམ་ལས་ གློག་མེ་བྱིན་ནིའི་ སྒྲིག་གཞི་དང་ཆ་རྐྱེན་ཚུ་ ཁས་ལེན་འབདཝ་ཨིན།',
  ),
  'Read the terms and conditions of supply': draft('གློག་མེ་བྱིན་ནིའི་ སྒྲིག་གཞི་དང་ཆ་རྐྱེན་ཚུ་ ལྷག'),
  'Purpose of the construction': draft('བཟོ་བསྐྲུན་གྱི་དགོས་དོན།'),
  'Validity required': draft('དགོས་པའི་ ནུས་ཚད་དུས་ཡུན།'),
  'From 1 to 365 days.': draft('ཉིན་གྲངས་ 1 ལས་ 365 གི་བར།'),
  'Contractor licence number': draft('ལས་འབག་པའི་ ཆོག་ཐམ་ཨང་།'),
  'Work order number': draft('ལཱ་གི་བཀོད་རྒྱའི་ཨང་།'),
  'Copy of the licence': draft('ཆོག་ཐམ་གྱི་འདྲ་བཤུས།'),
  'Copy of the work order': draft('ལཱ་གི་བཀོད་རྒྱའི་འདྲ་བཤུས།'),
  Location: draft('ས་གནས།'),
  Purpose: draft('དགོས་དོན།'),
  'Trade or industry licence number': draft('ཚོང་ ཡང་ན་ བཟོ་གྲྭའི་ ཆོག་ཐམ་ཨང་།'),
  'Load details': draft('ལྕི་ཚད་ཀྱི་ རྒྱས་བཤད།'),
  'Equipment specifications': draft('ལག་ཆས་ཀྱི་ ཁྱད་ཚད།'),
  'What should be shifted': draft('སྤོ་དགོཔ་ ག་ཅི་ཨིན་ན།'),
  'For example: one LV pole and its line.': draft('དཔེར་ན་ ཐེ་ཚད་དམའ་བའི་ གློག་ཀ་གཅིག་དང་ དེའི་གློག་ཐག'),
  'Licence number': draft('ཆོག་ཐམ་ཨང་།'),
  'Approval number': draft('གནང་བའི་ཨང་།'),
  'Is the shifting within your own premises?': draft('སྤོ་བཤུད་འདི་ ཁྱོད་རའི་ ས་ཁོངས་ནང་ཨིན་ན།'),
  'Right of way clearance document': draft('ལམ་གྱི་དབང་ཆའི་ ཆོག་ཐམ་ཡིག་ཆ།'),
  'Copy of the owner’s citizenship ID card': draft('ཇོ་བདག་གི་ མི་ཁུངས་ངོ་སྡུད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
  'Copy of the building approval': draft('ཁྱིམ་གྱི་གནང་བའི་འདྲ་བཤུས།'),
  'The site is ready for the connection.': draft('ས་གནས་འདི་ གློག་མཐུད་ནི་ལུ་ གྲ་སྒྲིག་ཡོདཔ་ཨིན།'),
  'I agree to pay the applicable charges and to follow the utility’s safety rules.': draft(
    'འཐུས་ཚུ་ སྤྲོད་ནི་དང་ ལས་འཛིན་གྱི་ ཉེན་སྲུང་སྒྲིག་གཞི་ཚུ་ བསྟར་སྤྱོད་འབད་ནི་ལུ་ ཁས་ལེན་འབདཝ་ཨིན།',
  ),
  'Electrician’s licence number': draft('གློག་བཟོ་པའི་ ཆོག་ཐམ་ཨང་།'),
  'Electrician’s certificate of the wiring': draft('གློག་ཐག་བཙུགས་ཐངས་ཀྱི་ གློག་བཟོ་པའི་ལག་ཁྱེར།'),
  'The internal wiring is complete.': draft('ནང་འཁོད་ཀྱི་ གློག་ཐག་བཙུགས་ནི་ མཇུག་བསྡུ་ཡོདཔ་ཨིན།'),
  'The earthing is complete.': draft('ས་མཐུད་ མཇུག་བསྡུ་ཡོདཔ་ཨིན།'),
  'Location of the meter': draft('ཚད་འཇལ་ཆས་ཀྱི་ས་གནས།'),
  Reason: draft('རྒྱུ་མཚན།'),
  'Capacity required': draft('དགོས་པའི་ ལྕི་ཚད།'),
  'The site is ready for the work.': draft('ས་གནས་འདི་ ལཱ་ལུ་ གྲ་སྒྲིག་ཡོདཔ་ཨིན།'),
  'Number of additional meters': draft('ཁ་སྐོང་ཚད་འཇལ་ཆས་ཀྱི་ གྱངས་ཁ།'),
  'You are the': draft('ཁྱོད་ ག་ཨིན་ན།'),
  'What should change': draft('བསྒྱུར་དགོཔ་ ག་ཅི་ཨིན་ན།'),
  'Email for the account': draft('རྩིས་ཐོ་གི་ གློག་འཕྲིན་ཁ་བྱང་།'),
  'Flat or house number': draft('ཁང་མིག་ ཡང་ན་ ཁྱིམ་ཨང་།'),
  'New owner’s full name': draft('ཇོ་བདག་གསརཔ་གི་ མིང་ཆ་ཚང་།'),
  'New owner’s CID number': draft('ཇོ་བདག་གསརཔ་གི་ མི་ཁུངས་ངོ་སྡུད་ཨང་།'),
  'New owner’s mobile number': draft('ཇོ་བདག་གསརཔ་གི་ ལག་ཐོགས་ཁ་པར་ཨང་།'),
  'Reason for the change of owner': draft('ཇོ་བདག་བསྒྱུར་བའི་ རྒྱུ་མཚན།'),
  'Copy of the new owner’s citizenship ID card': draft('ཇོ་བདག་གསརཔ་གི་ མི་ཁུངས་ངོ་སྡུད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
  'Proof of the change of ownership': draft('ཇོ་བདག་བསྒྱུར་བའི་ བདེན་ཁུངས།'),
  'Security deposit receipt': draft('ཉེན་སྲུང་འཇོག་དངུལ་གྱི་ འཛིན་ཤོག'),
  'Location of the supply': draft('གློག་མེ་བྱིན་སའི་ ས་གནས།'),
  'Type of connection': draft('གློག་མཐུད་ཀྱི་ དབྱེ་བ།'),
  'Copy of the old power clearance': draft('གློག་མེའི་ཆོག་ཐམ་ རྙིངམ་གྱི་འདྲ་བཤུས།'),

  // Choices (the value sent stays English; only its label is translated)
  Permanent: draft('རྟག་བརྟན།'),
  Temporary: draft('གནས་སྐབས།'),
  Residential: draft('སྡོད་ཁྱིམ།'),
  Commercial: draft('ཚོང་ལས།'),
  Industry: draft('བཟོ་གྲྭ།'),
  Others: draft('གཞན།'),
  Other: draft('གཞན།'),
  Owner: draft('ཇོ་བདག'),
  Tenant: draft('ཁང་གླ་པ།'),
  Rural: draft('གྲོང་གསེབ།'),
  Urban: draft('ཁྲོམ།'),
  'LV Rural': draft('LV གྲོང་གསེབ།'),
  'LV Urban': draft('LV ཁྲོམ།'),
  'LV Other': draft('LV གཞན།'),
  MV: { text: 'MV', reviewed: true },
  HV: { text: 'HV', reviewed: true },
  'LV within 1km': draft('LV ཀི་ལོ་མི་ཊར་ 1 ནང་།'),
  'MV within 3km': draft('MV ཀི་ལོ་མི་ཊར་ 3 ནང་།'),
  'Urban if the premises are inside a thromde or town area; Rural if they are outside one.': draft(
    'ས་ཁོངས་འདི་ ཁྲོམ་སྡེ་ ཡང་ན་ ཁྲོམ་གྱི་ས་ཁོངས་ནང་ཨིན་པ་ཅིན་ ཁྲོམ། དེའི་ཕྱི་ཁར་ཨིན་པ་ཅིན་ གྲོང་གསེབ།',
  ),
  'LV (low voltage, 230/415 V) is for homes, shops and small businesses: Rural or Urban by where the premises are, Other for institutions and the rest. MV (6.6 to 33 kV) and HV (66 kV and above) are for large loads with a transformer of their own.':
    draft(
      'LV (ཐེ་ཚད་དམའ་བ་ 230/415 V) འདི་ ཁྱིམ་ ཚོང་ཁང་དང་ ཚོང་ལས་ཆུང་ཀུ་ཚུ་གི་དོན་ལུ་ཨིན། ས་ཁོངས་ག་ཏེ་ཨིན་ན་ལྟར་ གྲོང་གསེབ་ ཡང་ན་ ཁྲོམ། ལས་སྡེ་དང་ གཞན་ཚུ་གི་དོན་ལུ་ གཞན། MV (6.6 ལས་ 33 kV) དང་ HV (66 kV དང་ དེ་ལས་ལྷག) འདི་ རང་སོའི་ འགྱུར་ཆས་ཡོད་པའི་ ལྕི་ཚད་ཆེ་བ་ཚུ་གི་དོན་ལུ་ཨིན།',
    ),
  'MV is a supply at 6.6 to 33 kV; HV at 66 kV and above. Choose the voltage the load needs.': draft(
    'MV འདི་ 6.6 ལས་ 33 kV གི་ གློག་མེ་ཨིན། HV འདི་ 66 kV དང་ དེ་ལས་ལྷག ལྕི་ཚད་ལུ་ དགོས་པའི་ ཐེ་ཚད་ གདམ་ཁ་རྐྱབས།',
  ),
  'LV within 1km: the site is within 1 km of a low-voltage line. MV within 3km: within 3 km of a medium-voltage line.':
    draft(
      'LV ཀི་ལོ་མི་ཊར་ 1 ནང་། ས་གནས་འདི་ ཐེ་ཚད་དམའ་བའི་ གློག་ཐག་ལས་ ཀི་ལོ་མི་ཊར་ 1 ནང་ཡོདཔ། MV ཀི་ལོ་མི་ཊར་ 3 ནང་། ཐེ་ཚད་བར་མའི་ གློག་ཐག་ལས་ ཀི་ལོ་མི་ཊར་ 3 ནང་ཡོདཔ།',
    ),

  // The field kit
  'Area/Category': draft('ས་ཁོངས་/དབྱེ་བ།'),
  'Choose one': draft('གཅིག་ གདམ་ཁ་རྐྱབས།'),
  Division: draft('ལས་ཁུངས།'),
  'The electricity services division (ESD) of the place where the work is needed.': draft(
    'ལཱ་དགོ་སའི་ ས་གནས་ཀྱི་ གློག་མེའི་ཞབས་ཏོག་ལས་ཁུངས་ (ESD)།',
  ),
  'Which division covers my dzongkhag?': draft('ངེ་གི་རྫོང་ཁག་ ལས་ཁུངས་ག་གིས་ བལྟ་རྟོག་འབདཝ་སྨོ།'),
  'Not given': draft('མ་བྱིན།'),
  'Contract account number': draft('གན་རྒྱའི་ རྩིས་ཐོ་ཨང་།'),
  'The 8 or 9 digit consumer number on your electricity bill.': draft(
    'ཁྱོད་ཀྱི་ གློག་མེའི་གླ་འཐུས་ཡིག་ཆ་གུ་ཡོད་པའི་ ཨང་ 8 ཡང་ན་ 9 ཅན་གྱི་ ལག་ལེན་པའི་ཨང་།',
  ),
  Yes: draft('ཨིན།'),
  No: draft('མེན།'),
  'Do you have a power clearance approved through this portal?': draft(
    'དྲ་ཚིགས་འདི་བརྒྱུད་དེ་ གནང་བ་ཐོབ་ཡོད་པའི་ གློག་མེའི་ཆོག་ཐམ་ ཡོདཔ་ཨིན་ན།',
  ),
  'Application ID of the power clearance': draft('གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ཨང་།'),
  'The number you received when your power clearance was approved.': draft(
    'ཁྱོད་ཀྱི་ གློག་མེའི་ཆོག་ཐམ་ གནང་བ་ཐོབ་པའི་སྐབས་ ཐོབ་མི་ཨང་།',
  ),
  '(optional)': draft('(གདམ་ཁ)'),
  'Error:': draft('འཛོལ་བ།'),
  'Choose another file': draft('ཡིག་སྣོད་གཞན་ཅིག་ གདམ།'),
  for: draft('དོན་ལུ་'),
  Remove: draft('བཏོན།'),
  'Loading…': draft('མངོན་གསལ་འབད་དོ…'),
  Back: draft('ལོག'),
  Submit: draft('བཙུགས།'),
  'Send the changes': draft('བསྒྱུར་བཅོས་ཚུ་ གཏང་།'),
  'Maximum Attachment size Allowed is 0.5MB. A PDF, a JPEG or PNG photo, or a Word document (.docx), of at most 500 KB.':
    draft(
      'མཉམ་སྦྲགས་ཀྱི་ ཚད་མཐོ་ཤོས་ 0.5MB ཨིན། PDF ཅིག་ JPEG ཡང་ན་ PNG པར་ཅིག་ ཡང་ན་ Word ཡིག་ཆ་ (.docx) ཅིག་ KB 500 ལས་ མ་བཞུགསཔ།',
    ),

  // The specification's messages beside the fields
  'This field is required': draft('ས་སྒོ་འདི་ བཀང་དགོ།'),
  'Enter a number in digits, for example 25.': draft('ཨང་གྲངས་ཐོག་ལས་ བཙུགས། དཔེར་ན་ 25།'),
  'Enter a whole number, for example 30.': draft('ཨང་ཆ་ཚང་ཅིག་ བཙུགས། དཔེར་ན་ 30།'),
  'This field is required(Please enter only digits)': draft('ས་སྒོ་འདི་ བཀང་དགོ། (ཨང་གྲངས་རྐྱངམ་ཅིག་ བཙུགས།)'),
  'Contract account number should be greater than 8 digits': draft('གན་རྒྱའི་ རྩིས་ཐོ་ཨང་ ཨང་ 8 ལས་ ལྷག་དགོ།'),
  'Contract account number should not be greater than 9 digits': draft(
    'གན་རྒྱའི་ རྩིས་ཐོ་ཨང་ ཨང་ 9 ལས་ ལྷག་ནི་མི་འོང་།',
  ),
  'Please select one': draft('གཅིག་ གདམ་ཁ་རྐྱབས།'),
  'Terms must be accepted': draft('སྒྲིག་གཞི་ཚུ་ ཁས་ལེན་འབད་དགོ།'),
  'This Terms must be accepted': draft('སྒྲིག་གཞི་འདི་ ཁས་ལེན་འབད་དགོ།'),
  'This checkbox must be ticked': draft('སྒྲོམ་འདི་ རྟགས་བཀལ་དགོ།'),
  'Division  is required': draft('ལས་ཁུངས་ གདམ་དགོ།'),
  'Invalid email format': draft('གློག་འཕྲིན་ཁ་བྱང་ ནོར་འདུག'),
  'Citizenship ID Card is required': draft('མི་ཁུངས་ངོ་སྡུད་ལག་ཁྱེར་ དགོཔ་ཨིན།'),
  'Copy of Clearance Letter from Dzongkhag/Dungkhag/Geog is required': draft(
    'རྫོང་ཁག་/དྲུང་ཁག་/རྒེད་འོག་ལས་ ཆོག་ཐམ་ཡི་གུའི་འདྲ་བཤུས་ དགོཔ་ཨིན།',
  ),
  'Old power clearance copy is required': draft('གློག་མེའི་ཆོག་ཐམ་ རྙིངམ་གྱི་འདྲ་བཤུས་ དགོཔ་ཨིན།'),
  'License copy is required': draft('ཆོག་ཐམ་གྱི་འདྲ་བཤུས་ དགོཔ་ཨིན།'),
  'Electrician Certificate is required': draft('གློག་བཟོ་པའི་ལག་ཁྱེར་ དགོཔ་ཨིན།'),
  'Right of way clearance document is required': draft('ལམ་གྱི་དབང་ཆའི་ ཆོག་ཐམ་ཡིག་ཆ་ དགོཔ་ཨིན།'),
  'Validity cannot be less than 1 day': draft('ནུས་ཚད་དུས་ཡུན་ ཉིནམ་ 1 ལས་ ཉུང་ནི་མི་འོང་།'),
  'Validity cannot be more than 365 days': draft('ནུས་ཚད་དུས་ཡུན་ ཉིནམ་ 365 ལས་ ལྷག་ནི་མི་འོང་།'),
  'Power required should be at least 1 kW': draft('དགོས་པའི་གློག་ཤུགས་ ཉུང་མཐའ་ 1 kW དགོ།'),
  'Your File is greater than 0.5MB.': draft('ཁྱོད་ཀྱི་ཡིག་སྣོད་ 0.5MB ལས་ ལྷག་འདུག'),
  'Your File type is not supported. Only pdf, jpeg, png is allowed.': draft(
    'ཁྱོད་ཀྱི་ཡིག་སྣོད་ཀྱི་དབྱེ་བ་ ལག་ལེན་འཐབ་མི་ཚུགས། pdf, jpeg, png རྐྱངམ་ཅིག་ ཆོགཔ་ཨིན།',
  ),

  // The terms of supply stay in English until the utility's translator gives their legal wording.
  ...Object.fromEntries(
    TERMS_OF_SUPPLY.map((paragraph) => [paragraph, { text: paragraph, reviewed: false }]),
  ),
}
