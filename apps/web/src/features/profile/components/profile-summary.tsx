import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/form-texts'
import type { TCustomer } from '@portal/domain/customer'
import { LANGUAGE_NAMES } from '@portal/domain/i18n/languages'
import { SummaryList } from '@/components/summary-list'
import { useT } from '@/lib/i18n'
import { placeName, useDzongkhags, useGewogs } from '@/lib/lookups'

/** The profile as a summary (label: value), not as greyed-out inputs. */
export function ProfileSummary({ customer }: { customer: TCustomer }) {
  const { language } = useT()
  const dzongkhags = useDzongkhags()
  const gewogs = useGewogs(customer.permanent_address.dzongkhag)
  const dzongkhagName = (id: number) => {
    const dzongkhag = dzongkhags.data?.find((d) => d.id === id)
    return dzongkhag ? placeName(dzongkhag, language) : '…'
  }
  const gewogName = gewogs.data?.find((g) => g.id === customer.permanent_address.gewog)?.name ?? '…'

  const rows: [string, string][] = [
    ['CID number', customer.cid],
    ['Full name', customer.name],
    ['Mobile number', customer.mobile],
    ['Email', customer.email || 'Not given'],
    [A.language, LANGUAGE_NAMES[customer.language]],
    ['Fixed line', customer.fixed_line || 'Not given'],
    [
      'Permanent address',
      `${customer.permanent_address.village}, ${gewogName} gewog, ${dzongkhagName(customer.permanent_address.dzongkhag)}`,
    ],
    [
      'Present address',
      `${customer.current_address.address}, ${dzongkhagName(customer.current_address.dzongkhag)}`,
    ],
  ]
  return <SummaryList rows={rows} />
}
