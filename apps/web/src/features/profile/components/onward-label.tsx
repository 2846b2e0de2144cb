import type { TMessageKey } from '@portal/domain/i18n/en'
import { ACCOUNT_TEXTS as A } from '@portal/domain/i18n/kit-texts'
import { useT } from '@/lib/i18n'
import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import type { ReturnTarget } from '@/lib/return-target'

/**
 * The registered citizen's way on: to the service or application they were going to, by name;
 * with nowhere to go, "Continue" when registering signed them in, else the specification's "Sign in".
 */
export function OnwardLabel({ target, signedIn = false }: { target?: ReturnTarget; signedIn?: boolean }) {
  const { t, translate } = useT()
  if (target?.kind === 'service')
    return (
      <>
        {t('register.continueTo', {
          place: withinSentence(t(`service.${target.path}.title` as TMessageKey)),
        })}
      </>
    )
  if (target?.kind === 'application')
    return <>{t('register.continueTo', { place: t('tickets.applicationId', { id: target.id }) })}</>
  // Signed in already (the code step, the wallet): on to the home page, not "Sign in" again.
  if (target || signedIn) return <>{t('register.continue')}</>
  return <>{translate(A.signInTitle)}</>
}
