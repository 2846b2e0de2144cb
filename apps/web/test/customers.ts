import type { TCustomer } from '@portal/domain/customer'

/** A registered customer as the profile API answers, in Thimphu; tests give the language they need. */
export const PEMA: TCustomer = {
  cid: '11512345601',
  mobile: '17123456',
  name: 'Pema Wangmo',
  email: '',
  fixed_line: '',
  current_address: { address: 'Norzin Lam', dzongkhag: 1 },
  permanent_address: { village: 'Changzamtog', gewog: 10, dzongkhag: 1 },
  language: 'en',
}
