import type { TLabelledValue } from '@portal/domain/applications/field-labels'
import { ACCOUNT_TEXTS as A, FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import type { TCustomer } from '@portal/domain/customer'
import { LANGUAGE_NAMES } from '@portal/domain/i18n/languages'
import { SummaryList } from '@/components/summary-list'
import { useT } from '@/lib/i18n'
import { placeName, useDzongkhags, useGewogs } from '@/lib/lookups'

/** The profile as a summary (label: value), not as greyed-out inputs. */
export function ProfileSummary({ customer }: { customer: TCustomer }) {
  const { t, translate, language } = useT()
  const dzongkhags = useDzongkhags()
  const gewogs = useGewogs(customer.permanent_address.dzongkhag)
  const dzongkhagName = (id: number) => {
    const dzongkhag = dzongkhags.data?.find((d) => d.id === id)
    return dzongkhag ? placeName(dzongkhag, language) : '…'
  }
  const gewogName = gewogs.data?.find((g) => g.id === customer.permanent_address.gewog)?.name ?? '…'
  const notGiven = translate(KIT.notGiven)

  const rows: TLabelledValue[] = [
    [translate(A.cid), customer.cid],
    [translate(A.fullName), customer.name, 'as typed'],
    [translate(A.mobile), customer.mobile],
    customer.email ? [t('profile.email'), customer.email, 'as typed'] : [t('profile.email'), notGiven],
    [translate(A.language), LANGUAGE_NAMES[customer.language]],
    customer.fixed_line
      ? [t('profile.fixedLine'), customer.fixed_line, 'as typed']
      : [t('profile.fixedLine'), notGiven],
    [
      translate(A.permanentAddress),
      t('profile.permanentAddress', {
        village: customer.permanent_address.village,
        gewog: gewogName,
        dzongkhag: dzongkhagName(customer.permanent_address.dzongkhag),
      }),
      'as typed',
    ],
    [
      translate(A.presentAddress),
      // Dzongkha writes no Latin comma between the parts of an address: a space, as its words are.
      `${customer.current_address.address}${language === 'en' ? ',' : ''} ${dzongkhagName(customer.current_address.dzongkhag)}`,
      'as typed',
    ],
  ]
  return <SummaryList rows={rows} />
}
