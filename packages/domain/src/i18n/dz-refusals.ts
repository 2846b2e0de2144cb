import { EN_REFUSALS, type TRefusalKey } from './refusals'
import { draft, withReviews, type TTranslation } from './translation'

const ALREADY_WITHDRAWN = 'ཞུ་ཡིག་ཨང་ {id} ཧེ་མ་ལས་ ཕྱིར་འཐེན་འབད་ཡོདཔ་ཨིན།'
const NO_WITHDRAWAL = ' ད་ལས་ཕར་ ཕྱིར་འཐེན་འབད་མི་ཚུགས།'

/** Dzongkha for the server's refusals that name an application: every key of refusals.ts, no other. */
export const DZ_REFUSALS: Record<TRefusalKey, TTranslation> = withReviews(
  {
    'refusal.clearancePending': draft(
      'དགོངསམ་མ་ཁྲེལ། གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ཨང་ {id} ད་ཚུན་ གནང་བ་མ་ཐོབ། ཤུལ་ལས་ ལོག་འབད་བལྟ།',
    ),
    'refusal.clearanceRejected': draft('དགོངསམ་མ་ཁྲེལ། གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ཨང་ {id} ཁས་མ་བླངས།'),
    'refusal.clearanceInvalid': draft('དགོངསམ་མ་ཁྲེལ། གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ཨང་ {id} ནུས་མེད་ཨིན།'),
    'refusal.clearanceExpired': draft(
      'དགོངསམ་མ་ཁྲེལ། གློག་མེའི་ཆོག་ཐམ་གྱི་ ཞུ་ཡིག་ཨང་ {id} དུས་ཡོལ་ཡི། གློག་མེའི་ཆོག་ཐམ་ གསརཔ་ཅིག་ ཞུ།',
    ),
    'refusal.applicationNotFound': draft('དགོངསམ་མ་ཁྲེལ། ཞུ་ཡིག་ཨང་ {id} མེད།'),
    'refusal.alreadyApproved': draft('ཞུ་ཡིག་ཨང་ {id} ཧེ་མ་ལས་ གནང་བ་ཐོབ་ཡོདཔ་ཨིན།'),
    'refusal.alreadyRejected': draft('ཞུ་ཡིག་ཨང་ {id} ཧེ་མ་ལས་ ཁས་མ་བླངས།'),
    'refusal.alreadyWithdrawn': draft(ALREADY_WITHDRAWN),
    'refusal.approvedNotWithdrawn': draft(`ཞུ་ཡིག་ཨང་ {id} ཧེ་མ་ལས་ གནང་བ་ཐོབ་ཡོདཔ་ཨིན།${NO_WITHDRAWAL}`),
    'refusal.rejectedNotWithdrawn': draft(`ཞུ་ཡིག་ཨང་ {id} ཧེ་མ་ལས་ ཁས་མ་བླངས།${NO_WITHDRAWAL}`),
    'refusal.withdrawnAlready': draft(ALREADY_WITHDRAWN),
    'refusal.notWaitingForChanges': draft('ཞུ་ཡིག་ཨང་ {id} ཁྱོད་ཀྱི་ བསྒྱུར་བཅོས་ལུ་ བསྒུག་སྟེ་མེད།'),
  },
  (key) => EN_REFUSALS[key],
)
