import { useT } from '@/lib/i18n'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import { placeName, useDzongkhags, useGewogs } from '@/lib/lookups'

/** Permanent address (dzongkhag → its gewogs → village) and present address. */
export function AddressFields() {
  const { setValue } = useFormContext()
  const { translate, language } = useT()
  const dzongkhags = useDzongkhags()
  const permanentDzongkhag = Number(useWatch({ name: 'permanent_address.dzongkhag' }))
  const gewogs = useGewogs(permanentDzongkhag)
  const dzongkhagOptions = (dzongkhags.data ?? []).map((d) => ({
    value: d.id,
    label: placeName(d, language),
  }))

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">{translate(A.permanentAddress)}</legend>
        <SelectField
          name="permanent_address.dzongkhag"
          label={A.dzongkhag}
          options={dzongkhagOptions}
          loading={dzongkhags.isPending}
          onChange={() => setValue('permanent_address.gewog', 0)}
        />
        <SelectField
          name="permanent_address.gewog"
          label={A.gewog}
          hint={permanentDzongkhag > 0 ? undefined : A.dzongkhagFirst}
          options={(gewogs.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          loading={permanentDzongkhag > 0 && gewogs.isPending}
        />
        <TextField name="permanent_address.village" label={A.village} autoComplete="off" maxLength={100} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{translate(A.presentAddress)}</legend>
        <TextField
          name="current_address.address"
          label={A.presentAddress}
          hint={A.presentAddressHint}
          autoComplete="street-address"
          maxLength={200}
        />
        <SelectField
          name="current_address.dzongkhag"
          label={A.presentDzongkhag}
          options={dzongkhagOptions}
          loading={dzongkhags.isPending}
        />
      </fieldset>
    </>
  )
}
