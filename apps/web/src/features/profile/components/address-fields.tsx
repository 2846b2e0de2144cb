import { useFormContext, useWatch } from 'react-hook-form'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import { useDzongkhags, useGewogs } from '@/lib/lookups'

/** Permanent address (dzongkhag → its gewogs → village) and present address. */
export function AddressFields() {
  const { setValue } = useFormContext()
  const dzongkhags = useDzongkhags()
  const permanentDzongkhag = Number(useWatch({ name: 'permanent_address.dzongkhag' }))
  const gewogs = useGewogs(permanentDzongkhag)
  const dzongkhagOptions = (dzongkhags.data ?? []).map((d) => ({ value: d.id, label: d.name }))

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">Permanent address</legend>
        <SelectField
          name="permanent_address.dzongkhag"
          label="Dzongkhag"
          options={dzongkhagOptions}
          loading={dzongkhags.isPending}
          onChange={() => setValue('permanent_address.gewog', 0)}
        />
        <SelectField
          name="permanent_address.gewog"
          label="Gewog"
          hint={permanentDzongkhag > 0 ? undefined : 'Choose the dzongkhag first.'}
          options={(gewogs.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          loading={permanentDzongkhag > 0 && gewogs.isPending}
        />
        <TextField name="permanent_address.village" label="Village" autoComplete="off" maxLength={100} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Present address</legend>
        <TextField
          name="current_address.address"
          label="Present address"
          hint="House, street or area where you live now."
          autoComplete="street-address"
          maxLength={200}
        />
        <SelectField
          name="current_address.dzongkhag"
          label="Present dzongkhag"
          options={dzongkhagOptions}
          loading={dzongkhags.isPending}
        />
      </fieldset>
    </>
  )
}
