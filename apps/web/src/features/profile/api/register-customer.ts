import { useMutation } from '@tanstack/react-query'
import type { TCustomer, TCustomerRegistration } from '@portal/domain/customer'
import { api } from '@/lib/api-client'

export const registerCustomer = async (body: TCustomerRegistration) =>
  (await api.post<TCustomer>('/customers/', body)).data

export const useRegisterCustomer = () => useMutation({ mutationFn: registerCustomer })
