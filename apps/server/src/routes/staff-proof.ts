import type { FastifyInstance, FastifyRequest } from 'fastify'
import { STAFF_MESSAGES, type TStaffProof } from '@portal/domain/staff/credentials'
import { fieldErrors } from '../errors'

/**
 * 400 beside the field unless the signed-in member proves who they are (the current password
 * and, with an authenticator app, a code not taken before), guessed no more easily than at
 * sign-in: asked before their own credentials change, and before an admin changes another
 * account (issue 32).
 */
export function staffProofCheck(app: FastifyInstance) {
  return async function assertProof(request: FastifyRequest, proof: TStaffProof) {
    const { username } = request.staff
    let refusal: Record<string, string[]> | undefined
    const proved = await app.services.signIn.withinSignInLimits(
      { client: await request.client(), account: `staff:${username}`, pastAllowance: 'refuse' },
      async () => {
        refusal = await app.services.staffAccounts.refusedProof(username, proof)
        return refusal ? undefined : true
      },
    )
    if (!proved) throw fieldErrors(refusal ?? { current_password: [STAFF_MESSAGES.currentPasswordWrong] })
  }
}
