import { useMutation } from '@tanstack/react-query'
import type { TCustomer, TCustomerRegistration } from '@portal/domain/customer'
import type { TCodeChallenge } from '@portal/domain/sign-in-codes'
import { api } from '@/lib/api-client'

/** Registered at once (wallet, or codes off), or a challenge: the code went to the mobile. */
export const registerCustomer = async (body: TCustomerRegistration) =>
  (await api.post<TCustomer | TCodeChallenge>('/customers/', body)).data

export const useRegisterCustomer = () => useMutation({ mutationFn: registerCustomer })

/**
 * Completes a registration, a change of mobile or a change of email with the code from the
 * SMS; a change of mobile also with the one sent to the current number.
 */
export const verifyCustomerCode = async (challenge: string, code: string, currentCode?: string) =>
  (
    await api.post<TCustomer>('/customers/verify/', {
      challenge,
      code,
      ...(currentCode ? { current_code: currentCode } : {}),
    })
  ).data
