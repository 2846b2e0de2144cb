import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import { FIELD_KIT_TEXTS as KIT } from '@portal/domain/i18n/kit-texts'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import type { FieldDefinition } from '@portal/domain/applications/form-definitions/form-definition'
import { CategoryField } from './category-field'
import { CheckboxField } from './checkbox-field'
import { ClearanceReferenceField } from './clearance-reference-field'
import { ContractAccountField } from './contract-account-field'
import { DivisionField } from './division-field'
import { FileField } from './file-field'
import { YesNoField } from './yes-no-field'
import { useT } from '@/lib/i18n'

/** The kit's component for one field definition; `locked` while the filing is sent (spec §3's category). */
export function FieldFor({ definition, locked = false }: { definition: FieldDefinition; locked?: boolean }) {
  const { translate } = useT()
  // A label with a suffix is put together in the page's language (the shell shows it as it is).
  const optional = (label: string) => `${translate(label)} ${translate(KIT.optional)}`
  switch (definition.kind) {
    case 'division':
      return <DivisionField />
    case 'category':
      return <CategoryField list={definition.list} locked={locked} />
    case 'contract-account':
      return <ContractAccountField />
    case 'text':
      return (
        <TextField
          name={definition.name}
          label={definition.optional ? optional(definition.label) : definition.label}
          hint={definition.hint}
          multiline={definition.multiline}
          maxLength={500}
        />
      )
    case 'number':
      return (
        <TextField
          name={definition.name}
          label={
            definition.unit
              ? // A Dzongkha label loses its closing shad before the unit: "དགོས་པའི་གློག་ཤུགས་ (kW)".
                `${withinSentence(translate(definition.label))} (${translate(definition.unit)})`
              : definition.label
          }
          hint={definition.hint}
          inputMode="numeric"
        />
      )
    case 'choice':
      return (
        <SelectField
          name={definition.name}
          label={definition.label}
          placeholderValue=""
          options={definition.options.map((option) => ({ value: option, label: option }))}
        />
      )
    case 'yes-no':
      return <YesNoField name={definition.name} label={definition.label} />
    case 'file':
      return (
        <FileField
          name={definition.name}
          label={definition.optional ? optional(definition.label) : definition.label}
        />
      )
    case 'checkbox':
      return <CheckboxField name={definition.name} label={definition.label} details={definition.details} />
    case 'clearance-reference':
      return <ClearanceReferenceField />
  }
}
