import type { TWalletDataInput } from '@portal/domain/wallet'

/** Made-up citizens for trying the portal: no real person's CID or number. */
export const DEMO_CITIZENS: TWalletDataInput[] = [
  {
    cid_no: '11512345678',
    mobile_no: '17123456',
    full_name: 'Pema Wangmo',
    email_address: 'pema.wangmo@example.bt',
    village: 'Changzamtog',
    gewog: 'Chang',
    dzongkhag: 'Thimphu',
  },
  {
    cid_no: '10705001234',
    mobile_no: '77234567',
    full_name: 'Karma Dorji',
    email_address: '',
    village: 'Lamgong',
    gewog: 'Lamgong',
    dzongkhag: 'Paro',
  },
  {
    cid_no: '11410006789',
    mobile_no: '16345678',
    full_name: 'Sonam Choden',
    email_address: 'sonam.choden@example.bt',
    village: 'Ura',
    gewog: 'Ura',
    dzongkhag: 'Bumthang',
  },
]
