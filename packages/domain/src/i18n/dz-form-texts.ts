import { TERMS_OF_SUPPLY } from '../applications/terms-of-supply'
import { draft, withReviews, type TTranslation } from './translation'

/**
 * Dzongkha for the forms' words, by their English text (form-texts.ts). Every entry is a
 * draft until a translator reviews it (/staff/translations).
 */
export const DZ_FORM_TEXTS: Record<string, TTranslation> = withReviews(
  {
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
    'Thram (plot) number': draft('ས་ཁྲམ་ཨང་།'),
    kW: { text: 'kW', reviewed: true },
    days: draft('ཉིན་གྲངས།'),
    'Power required': draft('དགོས་པའི་གློག་ཤུགས།'),
    'Power Required': draft('དགོས་པའི་གློག་ཤུགས།'),
    'Power of 1 MW (1000 kW) or more is processed by the hydro power department.': draft(
      'གློག་ཤུགས་ 1 MW (1000 kW) དང་ དེ་ལས་ལྷག་མི་འདི་ ཆུ་གློག་ལས་ཁུངས་ཀྱིས་ བཀོད་སྒྲིག་འབདཝ་ཨིན།',
    ),
    'Type of construction': draft('བཟོ་བསྐྲུན་གྱི་དབྱེ་བ།'),
    'Copy of your citizenship ID card': draft('ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
    'Clearance letter from the Dzongkhag, Dungkhag or Gewog': draft(
      'རྫོང་ཁག་ དྲུང་ཁག་ ཡང་ན་ རྒེད་འོག་ལས་ ཆོག་ཐམ་ཡི་གུ།',
    ),
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
    'Copy of the owner’s citizenship ID card': draft('ཇོ་བདག་གི་ མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
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
    'Email for the account': draft('རྩིས་ཐོའི་ གློག་འཕྲིན་ཁ་བྱང་།'),
    'Flat or house number': draft('ཁང་མིག་ ཡང་ན་ ཁྱིམ་ཨང་།'),
    'New owner’s full name': draft('ཇོ་བདག་གསརཔ་གི་ མིང་ཆ་ཚང་།'),
    'New owner’s CID number': draft('ཇོ་བདག་གསརཔ་གི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་།'),
    'New owner’s mobile number': draft('ཇོ་བདག་གསརཔ་གི་ ལག་ཐོགས་ཁ་པར་ཨང་།'),
    'Reason for the change of owner': draft('ཇོ་བདག་བསྒྱུར་བའི་ རྒྱུ་མཚན།'),
    'Copy of the new owner’s citizenship ID card': draft('ཇོ་བདག་གསརཔ་གི་ མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།'),
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
        'LV (ཐེ་ཚད་དམའ་བ་ 230/415 V) འདི་ ཁྱིམ་ ཚོང་ཁང་དང་ ཚོང་ལས་ཆུང་ཀུ་ཚུའི་དོན་ལུ་ཨིན། ས་ཁོངས་ག་ཏེ་ཨིན་ན་ལྟར་ གྲོང་གསེབ་ ཡང་ན་ ཁྲོམ། སློབ་གྲྭ་ ལས་ཁུངས་ལྟ་བུའི་ སྡེ་ཚན་དང་ གཞན་ཚུའི་དོན་ལུ་ གཞན། MV (6.6 ལས་ 33 kV) དང་ HV (66 kV དང་ དེ་ལས་ལྷག) འདི་ རང་སོའི་ འགྱུར་ཆས་ཡོད་པའི་ ལྕི་ཚད་ཆེ་བ་ཚུའི་དོན་ལུ་ཨིན།',
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
    Division: draft('ལས་སྡེ།'),
    'The electricity services division (ESD) of the place where the work is needed.': draft(
      'ལཱ་དགོ་སའི་ ས་གནས་ཀྱི་ གློག་མེའི་ཞབས་ཏོག་ལས་སྡེ་ (ESD)།',
    ),
    'Which division covers my dzongkhag?': draft('ངེ་གི་རྫོང་ཁག་ ལས་སྡེ་ག་གིས་ བལྟ་རྟོག་འབདཝ་སྨོ།'),
    'Not given': draft('མ་བྱིན།'),
    // Which division covers where (lookups.ts COVERAGE_NOTES): Phuentsholing is ཕུན་ཚོགས་གླིང.
    'except Phuentsholing area': draft('ཕུན་ཚོགས་གླིང་ ས་ཁོངས་ མ་གཏོགས།'),
    'Phuentsholing thromde and dungkhag': draft('ཕུན་ཚོགས་གླིང་ ཁྲོམ་སྡེ་དང་ དྲུང་ཁག'),
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
    'Please enter the Application ID in digits': draft('ཞུ་ཡིག་ཨང་འདི་ ཨང་གྲངས་ཐོག་ལས་ བཙུགས།'),
    '(optional)': draft('(ངེས་པར་མི་དགོ)'),
    'Error:': draft('འཛོལ་བ།'),
    'Choose another file': draft('ཡིག་སྣོད་གཞན་ཅིག་ གདམ།'),
    for: draft('དོན་ལུ་'),
    Remove: draft('བཏོན།'),
    'Loading…': draft('མངོན་གསལ་འབད་དོ…'),
    Back: draft('ལོག'),
    Continue: draft('འཕྲོ་མཐུད་འབད།'),
    Submit: draft('བཙུགས།'),
    'Send the changes': draft('བསྒྱུར་བཅོས་ཚུ་ གཏང་།'),
    'Maximum Attachment size Allowed is 0.5MB. A PDF, a JPEG or PNG photo, or a Word document (.docx).':
      draft(
        'མཉམ་སྦྲགས་ཀྱི་ ཚད་མཐོ་ཤོས་ 0.5MB ཨིན། PDF ཅིག་ JPEG ཡང་ན་ PNG པར་ཅིག་ ཡང་ན་ Word ཡིག་ཆ་ (.docx) ཅིག་ ཨིན་དགོ།',
      ),

    // The specification's messages beside the fields
    'This field is required': draft('ས་སྒོ་འདི་ བཀང་དགོ།'),
    'Enter a number in digits, for example 25.': draft('ཨང་གྲངས་ཐོག་ལས་ བཙུགས། དཔེར་ན་ 25།'),
    'Enter a whole number, for example 30.': draft('ཨང་ཆ་ཚང་ཅིག་ བཙུགས། དཔེར་ན་ 30།'),
    'This field is required(Please enter only digits)': draft('ས་སྒོ་འདི་ བཀང་དགོ། (ཨང་གྲངས་རྐྱངམ་ཅིག་ བཙུགས)'),
    'Contract account number should be greater than 8 digits': draft(
      'གན་རྒྱའི་ རྩིས་ཐོ་ཨང་ལུ་ ཨང་གྲངས་ 8 ལས་ ལྷག་དགོ།',
    ),
    'Contract account number should not be greater than 9 digits': draft(
      'གན་རྒྱའི་ རྩིས་ཐོ་ཨང་ལུ་ ཨང་གྲངས་ 9 ལས་ ལྷག་ནི་མི་འོང་།',
    ),
    'Please select one': draft('གཅིག་ གདམ་ཁ་རྐྱབས།'),
    'Terms must be accepted': draft('སྒྲིག་གཞི་ཚུ་ ཁས་ལེན་འབད་དགོ།'),
    'This Terms must be accepted': draft('སྒྲིག་གཞི་འདི་ ཁས་ལེན་འབད་དགོ།'),
    'This checkbox must be ticked': draft('སྒྲོམ་འདི་ རྟགས་བཀལ་དགོ།'),
    'Division  is required': draft('ལས་སྡེ་ གདམ་དགོ།'),
    'Invalid email format': draft('གློག་འཕྲིན་ཁ་བྱང་ ནོར་འདུག'),
    'Citizenship ID Card is required': draft('མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་ དགོཔ་ཨིན།'),
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
    'Your File is greater than 0.5MB. To make it smaller, scan it again at a lower resolution (150 dpi is enough) or in black and white, or attach only the pages asked for, then choose it again.':
      draft(
        'ཁྱོད་ཀྱི་ཡིག་སྣོད་ 0.5MB ལས་ ལྷག་འདུག ཆུང་ཀུ་བཟོ་ནིའི་དོན་ལུ་ གསལ་ཚད་ དམའ་བ་ (150 dpi ལངམ་ཨིན) ཡང་ན་ ནག་དཀར་གྱི་ཐོག་ལས་ ལོག་སྟེ་ ཞིབ་བཤེར་འབད་ ཡང་ན་ དགོས་མི་ ཤོག་ལེབ་ཚུ་རྐྱངམ་ཅིག་ མཉམ་སྦྲགས་འབད་ཞིནམ་ལས་ ལོག་སྟེ་ གདམ་ཁ་རྐྱབ།',
      ),
    'Your File is greater than 0.5MB. This photo could not be made small enough on this device: take it again at a lower resolution, or scan the paper as a PDF.':
      draft(
        'ཁྱོད་ཀྱི་ཡིག་སྣོད་ 0.5MB ལས་ ལྷག་འདུག པར་འདི་ གློག་རིག་འདི་གུ་ ཆུང་ཀུ་བཟོ་མ་ཚུགས། གསལ་ཚད་ དམའ་བའི་ཐོག་ལས་ ལོག་སྟེ་ པར་བཏབ་ ཡང་ན་ ཤོག་ལེབ་འདི་ PDF སྦེ་ ཞིབ་བཤེར་འབད།',
      ),
    'Your File type is not supported. Only pdf, jpeg, png is allowed.': draft(
      'ཁྱོད་ཀྱི་ཡིག་སྣོད་ཀྱི་དབྱེ་བ་ ལག་ལེན་འཐབ་མི་ཚུགས། pdf, jpeg, png རྐྱངམ་ཅིག་ ཆོགཔ་ཨིན།',
    ),

    // The "before you start" guides
    'Clearance from the utility before you build, for the electricity load the building will need. You refer to an approved power clearance later, when you ask for supply.':
      draft(
        'ཁྱིམ་ མ་བརྩིགས་པའི་ཧེ་མ་ ཁྱིམ་ལུ་ དགོས་པའི་ གློག་མེའི་ལྕི་ཚད་ཀྱི་དོན་ལུ་ ལས་འཛིན་ལས་ ཆོག་ཐམ། ཤུལ་ལས་ གློག་མེ་ཞུ་བའི་སྐབས་ གནང་བ་ཐོབ་ཡོད་པའི་ ཆོག་ཐམ་འདི་ གསལ་བཀོད་འབད་དགོ།',
      ),
    'Clearance to build near the utility’s lines, so that the building keeps a safe distance from them.':
      draft(
        'ལས་འཛིན་གྱི་ གློག་ཐག་གི་སྦོ་ལོགས་ལུ་ བཟོ་བསྐྲུན་འབད་ནིའི་ ཆོག་ཐམ། ཁྱིམ་འདི་ གློག་ཐག་ལས་ ཉེན་སྲུང་ཅན་གྱི་ བར་ཐག་ཐོག་ལུ་ སྡོད་ནིའི་དོན་ལུ།',
      ),
    'Sanction of a medium or high voltage load, for an industry or a large building.': draft(
      'བཟོ་གྲྭ་ ཡང་ན་ ཁྱིམ་ཆེ་བའི་དོན་ལུ་ ཐེ་ཚད་བར་མ་ ཡང་ན་ མཐོ་བའི་ ལྕི་ཚད་ཀྱི་ གནང་བ།',
    ),
    'Moving the utility’s poles, lines or transformers, for example to make room for a building.': draft(
      'ལས་འཛིན་གྱི་ གློག་ཀ་ གློག་ཐག་ ཡང་ན་ འགྱུར་ཆས་ སྤོ་བཤུད། དཔེར་ན་ ཁྱིམ་ཅིག་གི་དོན་ལུ་ ས་སྟོང་བཟོ་ནི།',
    ),
    'Electricity for a while: for construction work or an event.': draft(
      'དུས་ཡུན་ཐུང་ཀུ་ཅིག་གི་དོན་ལུ་ གློག་མེ། བཟོ་བསྐྲུན་གྱི་ལཱ་ ཡང་ན་ ལས་རིམ་ཅིག་གི་དོན་ལུ།',
    ),
    'A new permanent connection, once the building’s wiring and earthing are complete.': draft(
      'ཁྱིམ་གྱི་ གློག་ཐག་དང་ ས་མཐུད་ མཇུག་བསྡུ་ཞིནམ་ལས་ རྟག་བརྟན་གྱི་ གློག་མཐུད་ གསརཔ།',
    ),
    'A meter of higher capacity, when you need more power than your meter allows.': draft(
      'ཁྱོད་ཀྱི་ ཚད་འཇལ་ཆས་ཀྱིས་ བྱིན་ཚུགས་མི་ལས་ གློག་ཤུགས་ ལྷག་སྟེ་དགོ་པ་ཅིན་ ལྕི་ཚད་མཐོ་བའི་ ཚད་འཇལ་ཆས།',
    ),
    'Moving your meter to another place on the same premises.': draft(
      'ཁྱོད་ཀྱི་ ཚད་འཇལ་ཆས་ ས་ཁོངས་གཅིག་གི་ནང་ ས་གནས་གཞན་ཁར་ སྤོ་ནི།',
    ),
    'More meters on the same premises, for example one for each flat.': draft(
      'ས་ཁོངས་གཅིག་ནང་ ཚད་འཇལ་ཆས་ ཁ་སྐོང་། དཔེར་ན་ ཁང་མིག་རེ་ལུ་ རེ་རེ།',
    ),
    'For a meter that seems faulty: the utility tests it, and replaces it if it is.': draft(
      'སྐྱོན་ཡོདཔ་འོང་མནོ་མི་ ཚད་འཇལ་ཆས། ལས་འཛིན་གྱིས་ བརྟག་ཞིབ་འབད་དེ་ སྐྱོན་ཡོད་པ་ཅིན་ ཚབ་བཙུགསཔ་ཨིན།',
    ),
    'A bill before the next meter reading, for example when you move out.': draft(
      'ཚད་འཇལ་ཆས་ཀློག་ཐེངས་ཤུལ་མའི་ཧེ་མ་ གླ་འཐུས་ཡིག་ཆ། དཔེར་ན་ ཁྱིམ་ལས་ སོང་པའི་སྐབས།',
    ),
    'A new owner, or new contact details, on an electricity account.': draft(
      'གློག་མེའི་རྩིས་ཐོ་ཅིག་ལུ་ ཇོ་བདག་གསརཔ་ ཡང་ན་ འབྲེལ་བ་འཐབ་སའི་ བརྡ་དོན་གསརཔ།',
    ),
    'Surrender the meter, close the account and claim back the security deposit.': draft(
      'ཚད་འཇལ་ཆས་ ལོག་སྤྲོད་དེ་ རྩིས་ཐོ་ཁ་བསྡམས་ཏེ་ ཉེན་སྲུང་འཇོག་དངུལ་ ལོག་ལེན་ནི།',
    ),
    'Switch off supply for a while, for example while a house stands empty.': draft(
      'དུས་ཡུན་ཅིག་གི་རིང་ གློག་མེ་ བཏོག་ནི། དཔེར་ན་ ཁྱིམ་ སྟོངམ་སྦེ་ཡོད་པའི་སྐབས།',
    ),
    'Restore a supply that was disconnected.': draft('བཏོག་ཡོད་པའི་ གློག་མེ་ ལོག་མཐུད་ནི།'),
    'The owner of the plot, or someone the owner has authorised.': draft(
      'ས་ཆའི་ཇོ་བདག་ ཡང་ན་ ཇོ་བདག་གིས་ དབང་ཚད་བྱིན་ཡོད་པའི་ མི།',
    ),
    'The owner of the plot, or their contractor.': draft('ས་ཆའི་ཇོ་བདག་ ཡང་ན་ དེའི་ ལས་འབག་པ།'),
    'The owner of the business or building, with a trade or industry licence and a power clearance.': draft(
      'ཚོང་ལས་ ཡང་ན་ ཁྱིམ་གྱི་ཇོ་བདག ཚོང་ ཡང་ན་ བཟོ་གྲྭའི་ ཆོག་ཐམ་དང་ གློག་མེའི་ཆོག་ཐམ་ ཡོད་མི།',
    ),
    'The owner of the land or building concerned.': draft('འབྲེལ་ཡོད་ ས་ཆ་ ཡང་ན་ ཁྱིམ་གྱི་ ཇོ་བདག'),
    'The owner of the site, with a power clearance for it.': draft('ས་གནས་དེའི་ གློག་མེའི་ཆོག་ཐམ་ ཡོད་པའི་ ཇོ་བདག'),
    'The owner of the building, with a power clearance for it.': draft('ཁྱིམ་དེའི་ གློག་མེའི་ཆོག་ཐམ་ ཡོད་པའི་ ཇོ་བདག'),
    'The holder of the electricity account, or someone acting for them. Have the contract account number ready: it is on the electricity bill.':
      draft(
        'གློག་མེའི་རྩིས་ཐོའི་ ཇོ་བདག་ ཡང་ན་ དེའི་ཚབ་ལུ་ ལཱ་འབད་མི། གན་རྒྱའི་ རྩིས་ཐོ་ཨང་ གྲ་སྒྲིག་འབད། དེ་ གློག་མེའི་གླ་འཐུས་ཡིག་ཆ་གུ་ ཡོདཔ་ཨིན།',
      ),
    'only if your power clearance was not approved through this portal (otherwise you give its Application ID)':
      draft('ཁྱོད་ཀྱི་ གློག་མེའི་ཆོག་ཐམ་ དྲ་ཚིགས་འདི་བརྒྱུད་དེ་ གནང་བ་མ་ཐོབ་པ་ཅིན་རྐྱངམ་ཅིག (དེ་མེན་པ་ཅིན་ དེའི་ ཞུ་ཡིག་ཨང་ བྱིན)'),
    'only if the shifting is outside your own premises': draft(
      'སྤོ་བཤུད་འདི་ ཁྱོད་རའི་ ས་ཁོངས་ཀྱི་ཕྱི་ཁར་ཨིན་པ་ཅིན་རྐྱངམ་ཅིག',
    ),
    'only if the account passes to a new owner': draft('རྩིས་ཐོ་འདི་ ཇོ་བདག་གསརཔ་ལུ་ སོང་པ་ཅིན་རྐྱངམ་ཅིག'),
    'Connection charges and a security deposit, by the utility’s schedule of charges. The amount is told to you with the decision; nothing is paid through this portal.':
      draft(
        'ལས་འཛིན་གྱི་ འཐུས་ཀྱི་ཐོ་ལྟར་ གློག་མཐུད་འཐུས་དང་ ཉེན་སྲུང་འཇོག་དངུལ། དངུལ་གྱི་ཚད་ གྲོས་ཐག་དང་གཅིག་ཁར་ སླབ་འོང་། དྲ་ཚིགས་འདི་བརྒྱུད་དེ་ ག་ནི་ཡང་ སྤྲོད་མི་དགོ།',
      ),
    'No fee is known for this service. If one applies, the utility tells you before any work is done; nothing is paid through this portal.':
      draft(
        'ཞབས་ཏོག་འདིའི་ འཐུས་ གསལ་བཀོད་མེད། འཐུས་ཡོད་པ་ཅིན་ ལཱ་མ་འབད་བའི་ཧེ་མ་ ལས་འཛིན་གྱིས་ སླབ་འོང་། དྲ་ཚིགས་འདི་བརྒྱུད་དེ་ ག་ནི་ཡང་ སྤྲོད་མི་དགོ།',
      ),
    'A PDF, a JPEG or PNG photo, or a Word document (.docx), of at most 0.5MB.': draft(
      'PDF ཅིག་ JPEG ཡང་ན་ PNG པར་ཅིག་ ཡང་ན་ Word ཡིག་ཆ་ (.docx) ཅིག་ 0.5MB ལས་ མ་ལྷག་པ།',
    ),

    // Signing in, registering and the profile
    'Sign in': draft('ནང་བསྐྱོད།'),
    'Sign in with CID and mobile number': draft('མི་ཁུངས་ངོ་སྤྲོད་ཨང་དང་ ལག་ཐོགས་ཁ་པར་ཨང་གིས་ ནང་བསྐྱོད།'),
    'CID number': draft('མི་ཁུངས་ངོ་སྤྲོད་ཨང་།'),
    'Your 11-digit citizenship ID.': draft('ཁྱོད་ཀྱི་ ཨང་ 11 ཅན་གྱི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་།'),
    'Mobile number': draft('ལག་ཐོགས་ཁ་པར་ཨང་།'),
    'The 8-digit number you registered with.': draft('ཁྱོད་ཀྱིས་ ཐོ་བཀོད་འབད་མི་ ཨང་ 8 ཅན་གྱི་ ཁ་པར་ཨང་།'),
    'Sign in with your CID and mobile number.': draft(
      'ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་དང་ ལག་ཐོགས་ཁ་པར་ཨང་གིས་ ནང་བསྐྱོད་འབད།',
    ),
    'New to the portal?': draft('དྲ་ཚིགས་འདི་ལུ་ གསརཔ་ཨིན་ན།'),
    'Register here': draft('ནཱ་ལུ་ ཐོ་བཀོད་འབད།'),
    'With your CID and mobile number': draft('མི་ཁུངས་ངོ་སྤྲོད་ཨང་དང་ ལག་ཐོགས་ཁ་པར་ཨང་གིས།'),
    'With the national digital identity wallet': draft('རྒྱལ་ཡོངས་ཨང་རྟགས་ངོ་སྤྲོད་ཀྱི་ ཝ་ལེཊ་ཀྱིས།'),
    'Share your ID from the Bhutan NDI app on your phone.': draft(
      'ཁྱོད་ཀྱི་ ཁ་པར་གུ་ཡོད་པའི་ Bhutan NDI ཨེཔ་ལས་ ཁྱོད་ཀྱི་ ངོ་སྤྲོད་ བགོ་བཤའ་རྐྱབ།',
    ),
    'Login with Bhutan NDI': draft('Bhutan NDI གིས་ ནང་བསྐྱོད།'),
    'Permanent address': draft('རྟག་བརྟན་གྱི་ ཁ་བྱང་།'),
    Dzongkhag: draft('རྫོང་ཁག'),
    Gewog: draft('རྒེད་འོག'),
    'Choose the dzongkhag first.': draft('ཧེ་མ་ རྫོང་ཁག་ གདམ་ཁ་རྐྱབས།'),
    Village: draft('གཡུས།'),
    'Present address': draft('ད་ལྟོའི་ ཁ་བྱང་།'),
    'House, street or area where you live now.': draft('ད་ལྟོ་ ཁྱོད་སྡོད་སའི་ ཁྱིམ་ ལམ་ ཡང་ན་ ས་ཁོངས།'),
    'Present dzongkhag': draft('ད་ལྟོའི་ རྫོང་ཁག'),
    'Full name': draft('མིང་ཆ་ཚང་།'),
    '8 digits. You sign in with it.': draft('ཨང་ 8། དེ་གིས་ ནང་བསྐྱོད་འབདཝ་ཨིན།'),
    'Email (optional)': draft('གློག་འཕྲིན་ཁ་བྱང་ (ངེས་པར་མི་དགོ)'),
    'We send news of your applications here too.': draft('ཁྱོད་ཀྱི་ ཞུ་ཡིག་གི་ གནས་ཚུལ་ ནཱ་ལུ་ཡང་ གཏངམ་ཨིན།'),
    'Fixed line (optional)': draft('སྒྲིག་བཀོད་ཁ་པར་ (ངེས་པར་མི་དགོ)'),
    'Language of SMS, emails and letters': draft('SMS དང་ གློག་འཕྲིན་ ཡི་གུ་ཚུའི་ སྐད་ཡིག'),
    'What the utility sends you about your applications is written in it.': draft(
      'ལས་འཛིན་གྱིས་ ཁྱོད་ཀྱི་ ཞུ་ཡིག་གི་སྐོར་ལས་ གཏང་མི་ཚུ་ སྐད་ཡིག་འདི་ནང་ འབྲི་འོང་།',
    ),
    'Letters and receipts come in English until their Dzongkha is reviewed.': draft(
      'ཡི་གུ་དང་ འཛིན་ཤོག་ཚུ་ སྐད་བསྒྱུར་ བསྐྱར་ཞིབ་མ་ཚར་ཚུན་ཚོད་ ཨིང་ལིཤ་ནང་ ཐོནམ་ཨིན།',
    ),
    Register: draft('ཐོ་བཀོད།'),
    'Your profile': draft('ཁྱོད་ཀྱི་ གནས་ཚུལ།'),
    'Enter the code we sent you': draft('ང་བཅས་ཀྱིས་ གཏང་མི་ ཨང་ཡིག་ བཙུགས།'),
    'Code from the SMS': draft('SMS ནང་ལས་ ཨང་ཡིག'),
    Verify: draft('བདེན་དཔྱད།'),
    'Send a new code': draft('ཨང་ཡིག་གསརཔ་ གཏང་།'),
    'Citizenship Identification Number is a required field': draft('མི་ཁུངས་ངོ་སྤྲོད་ཨང་ བཙུགས་དགོ།'),
    'Minimum number is 10000000': draft('ཨང་ཉུང་ཤོས་ 10000000 ཨིན།'),
    'Maximum number 7999999': draft('ཨང་མང་ཤོས་ 7999999'),
    'CID number should be equal to 11 digits': draft('མི་ཁུངས་ངོ་སྤྲོད་ཨང་ལུ་ ཨང་གྲངས་ 11 དགོ།'),
    "Account doesn't exists - Please ensure your CID/Mobile is correct": draft(
      'རྩིས་ཐོ་ མེད། ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་/ལག་ཐོགས་ཁ་པར་ཨང་ ངེས་བདེན་ཨིན་ན་ བལྟ།',
    ),
    "Customer not found or your CID/mobile doesn't exists!": draft(
      'ཞབས་ཏོག་ལེན་མི་ མ་རྙེད། ཡང་ན་ ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་/ལག་ཐོགས་ཁ་པར་ཨང་ མེད།',
    ),
    'You need to first sign-in or register before you can submit your service request': draft(
      'ཞབས་ཏོག་གི་ཞུ་ཡིག་ མ་བཙུགས་པའི་ཧེ་མ་ ནང་བསྐྱོད་ ཡང་ན་ ཐོ་བཀོད་འབད་དགོ།',
    ),
    'You need to first sign-in or register before you can view your Application status/details': draft(
      'ཞུ་ཡིག་གི་ གནས་སྟངས་/རྒྱས་བཤད་ མ་བལྟ་བའི་ཧེ་མ་ ནང་བསྐྱོད་ ཡང་ན་ ཐོ་བཀོད་འབད་དགོ།',
    ),
    'Succesfully Registered': draft('ཐོ་བཀོད་ལེགས་ཤོམ་སྦེ་ འབད་ཡི།'),
    'Oops something went wrong. Either you are disconnected from internet or the service is down. Please try again later':
      draft('འཛོལ་བ་ཅིག་ བྱུང་ཡི། ཡོངས་འབྲེལ་ མཐུད་མེདཔ་ ཡང་ན་ ཞབས་ཏོག་ བཀག་སྟེ་འདུག ཤུལ་ལས་ ལོག་འབད་བལྟ།'),
    'This CID is already registered. Please sign in instead. If it is yours and you did not register it, sign in with the Bhutan NDI wallet to take it back, or call 1250.':
      draft(
        'མི་ཁུངས་ངོ་སྤྲོད་ཨང་འདི་ ཧེ་མ་ལས་ ཐོ་བཀོད་འབད་ཡོདཔ་ཨིན། ནང་བསྐྱོད་འབད། ཁྱོད་རའི་ཨིན་རུང་ ཁྱོད་ཀྱིས་ ཐོ་བཀོད་མ་འབད་བ་ཅིན་ Bhutan NDI ཝ་ལེཊ་ཀྱིས་ ནང་བསྐྱོད་འབད་དེ་ ལོག་ལེན། ཡང་ན་ 1250 ལུ་ འབྲེལ་བ་འཐབ།',
      ),
    'gewog does not belong to the chosen dzongkhag': draft('རྒེད་འོག་འདི་ གདམ་ཁ་བརྐྱབ་མི་ རྫོང་ཁག་ནང་ མེད།'),
    'Too many failed sign-in attempts.': draft('ནང་བསྐྱོད་ཀྱི་ འབད་རྩོལ་ མ་འགྲུབ་མི་ མང་དྲགས་ཡི།'),
    'You have filed many applications in a short while.': draft('དུས་ཡུན་ཐུང་ཀུ་ནང་ ཞུ་ཡིག་ མང་དྲགས་ བཙུགས་ཡི།'),
    'This filing was already sent with other details. Please start a new application.': draft(
      'ཞུ་ཡིག་འདི་ རྒྱས་བཤད་ གཞན་ཅིག་དང་གཅིག་ཁར་ ཧེ་མ་ལས་ བཙུགས་ཡོདཔ་ཨིན། ཞུ་ཡིག་ གསརཔ་ཅིག་ འགོ་བཙུགས།',
    ),
    'You have done this many times in a short while.': draft('དུས་ཡུན་ཐུང་ཀུ་ནང་ འདི་ ཐེངས་མང་དྲགས་ འབད་ཡི།'),
    'Many attempts came from your network. Your browser will confirm that you are a person, then try again.':
      draft('ཁྱོད་ཀྱི་ཡོངས་འབྲེལ་ལས་ འབད་རྩོལ་ མང་དྲགས་ཡི། བརའུ་ཟར་གྱིས་ ཁྱོད་ མི་ཨིན་ན་ བདེན་དཔྱད་འབད་ཞིནམ་ལས་ ལོག་འབདཝ་ཨིན།'),
    'The check that you are a person did not work. Please try again.': draft(
      'ཁྱོད་ མི་ཨིན་ན་ བདེན་དཔྱད་ མ་འགྲུབ། ལོག་འབད་བལྟ།',
    ),
    'Please enter the 6-digit code we sent you.': draft('ང་བཅས་ཀྱིས་ བཏང་མི་ ཨང་ཡིག་ ཨང་གྲངས་ 6 བཙུགས།'),
    'The code is the 6 digits in the SMS we sent you.': draft(
      'ཨང་ཡིག་འདི་ ང་བཅས་ཀྱིས་ བཏང་མི་ SMS ནང་གི་ ཨང་ 6 འདི་ཨིན།',
    ),
    'That code is not right. Please check the SMS and try again.': draft(
      'ཨང་ཡིག་འདི་ མ་བདེན། SMS ལུ་ བལྟ་སྟེ་ ལོག་འབད་བལྟ།',
    ),
    'This code has expired or was tried too often. Please ask for a new code.': draft(
      'ཨང་ཡིག་འདི་ དུས་ཡོལ་ཡི་ ཡང་ན་ ཐེངས་མང་དྲགས་ འབད་ཡི། ཨང་ཡིག་གསརཔ་ ཞུ།',
    ),
    'Code from the SMS to your new number': draft('ཨང་གསརཔ་ལུ་ འོང་མི་ SMS ནང་གི་ ཨང་ཡིག'),
    'Code from the SMS to your current number': draft('ད་ལྟོའི་ཨང་ལུ་ འོང་མི་ SMS ནང་གི་ ཨང་ཡིག'),
    'Please also enter the 6-digit code we sent to your current mobile number.': draft(
      'ང་བཅས་ཀྱིས་ ད་ལྟོའི་ ལག་ཐོགས་ཁ་པར་ཨང་ལུ་ བཏང་མི་ ཨང་ཡིག་ ཨང་གྲངས་ 6 ཡང་ བཙུགས།',
    ),
    'Too many codes were sent to this number.': draft('ཨང་འདི་ལུ་ ཨང་ཡིག་ མང་དྲགས་ བཏང་ཡི།'),
    'You can also use the Bhutan NDI wallet.': draft('Bhutan NDI ཝ་ལེཊ་ཡང་ ལག་ལེན་འཐབ་ཚུགས།'),
    'This division no longer takes new applications. Please choose the division that now serves your area, or call 1250.':
      draft(
        'ལས་སྡེ་འདི་གིས་ ད་ལས་ཕར་ ཞུ་ཡིག་གསརཔ་ ལེན་ནི་མེད། ཁྱོད་ཀྱི་ས་ཁོངས་ལུ་ ད་ལྟོ་ཞབས་ཏོག་འབད་མི་ ལས་སྡེ་ གདམ་ཁ་རྐྱབ། ཡང་ན་ 1250 ལུ་ འབྲེལ་བ་འཐབ།',
      ),
    'You were signed out. Sign in again; your answers are kept on this phone.': draft(
      'ཁྱོད་ ནང་བསྐྱོད་ལས་ ཕྱིར་ཐོན་ཡི། ལོག་ ནང་བསྐྱོད་འབད། ཁྱོད་ཀྱི་ལན་ཚུ་ ཁ་པར་འདི་ནང་ བཞག་ཡོད།',
    ),
    'You were signed out. Please sign in again.': draft('ཁྱོད་ ནང་བསྐྱོད་ལས་ ཕྱིར་ཐོན་ཡི། ལོག་ ནང་བསྐྱོད་འབད་གནང་།'),
    'We cannot send codes right now.': draft('ད་ལྟོ་ ཨང་ཡིག་ གཏང་མ་ཚུགས།'),
    'You can also use the Bhutan NDI wallet, or call 1250.': draft(
      'Bhutan NDI ཝ་ལེཊ་ཡང་ ལག་ལེན་འཐབ་ཚུགས། ཡང་ན་ 1250 ལུ་ འབྲེལ་བ་འཐབ།',
    ),
    'Please correct the highlighted fields.': draft('གསལ་སྟོན་འབད་མི་ ས་སྒོ་ཚུ་ ནོར་བཅོས་འབད།'),
    // The server's refusals of a customer (decision 055).
    "Account doesn't exist - Please check your CID/Mobile.": draft(
      'རྩིས་ཐོ་ མེད། ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་/ལག་ཐོགས་ཁ་པར་ཨང་ ངེས་བདེན་ཨིན་ན་ བལྟ།',
    ),
    'Your wallet sign-in has expired. Please scan the QR code again.': draft(
      'ཝ་ལེཊ་ཀྱི་ ནང་བསྐྱོད་ དུས་ཡོལ་ཡི། QR ཨང་རྟགས་ ལོག་ ཞིབ་བཤེར་འབད།',
    ),
    'This wallet sign-in was for another CID. Please scan the QR code again.': draft(
      'ཝ་ལེཊ་ཀྱི་ ནང་བསྐྱོད་འདི་ མི་ཁུངས་ངོ་སྤྲོད་ཨང་ གཞན་ཅིག་གི་དོན་ལུ་ཨིན། QR ཨང་རྟགས་ ལོག་ ཞིབ་བཤེར་འབད།',
    ),
    'Please give a reason for withdrawing.': draft('ཕྱིར་འཐེན་འབད་ནིའི་ རྒྱུ་མཚན་ བྲིས།'),
    'The division cannot change on a correction. Withdraw this application and file a new one instead.':
      draft('བསྒྱུར་བཅོས་འབད་བའི་སྐབས་ ལས་སྡེ་ བསྒྱུར་མི་ཚུགས། ཞུ་ཡིག་འདི་ ཕྱིར་འཐེན་འབད་ཞིནམ་ལས་ ཞུ་ཡིག་གསརཔ་ཅིག་ བཙུགས།'),
    'The type of request cannot change on a correction. Withdraw this application and file a new one instead.':
      draft('བསྒྱུར་བཅོས་འབད་བའི་སྐབས་ ཞུ་བའི་དབྱེ་བ་ བསྒྱུར་མི་ཚུགས། ཞུ་ཡིག་འདི་ ཕྱིར་འཐེན་འབད་ཞིནམ་ལས་ ཞུ་ཡིག་གསརཔ་ཅིག་ བཙུགས།'),
    'Please write this in English, Dzongkha or Nepali letters.': draft(
      'འདི་ ཨིང་ལིཤ་ རྫོང་ཁ་ ཡང་ན་ ལྷོ་མཚམས་ཁའི་ ཡིག་གཟུགས་ཁོ་ར་ནང་ བྲིས།',
    ),

    // The terms of supply stay in English until the utility's translator gives their legal wording.
    ...Object.fromEntries(
      TERMS_OF_SUPPLY.map((paragraph) => [paragraph, { text: paragraph, reviewed: false }]),
    ),
  },
  (english) => english,
)
