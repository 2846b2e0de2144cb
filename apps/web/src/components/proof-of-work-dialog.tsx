import { useEffect, useRef, useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { useT } from '@/lib/i18n'
import { useProofOfWorkRequest } from '@/lib/proof-of-work'

/**
 * Loads the ALTCHA widget the first time a request needs it, never before: the build without
 * its inline styles and workers (the CSP allows neither), its PBKDF2 worker a file of our own.
 */
let widgetLoaded: Promise<void> | undefined
const loadWidget = () =>
  (widgetLoaded ??= (async () => {
    const [, , { default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/pbkdf2?worker'),
    ])
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
  })())

/**
 * Shown while a request waits for a proof of work (issue 31): the browser solves the
 * challenge the portal's 428 carried by itself, in a second or two (longer while the portal's
 * SMS are under pressure), and the request goes on; a person who
 * would rather not wait can cancel it.
 */
export function ProofOfWorkDialog() {
  const { waiting, challenge, solved, cancelled } = useProofOfWorkRequest()
  const { t, language } = useT()
  const widget = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)
  // A fresh widget for each proof: a solution admits one request.
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (waiting) void loadWidget().then(() => setReady(true))
  }, [waiting])

  useEffect(() => {
    const element = widget.current
    if (!element) return
    globalThis.$altcha.i18n.set(language, {
      ...globalThis.$altcha.i18n.get('en'),
      label: t('proof.label'),
      verifying: t('proof.verifying'),
      verified: t('proof.verified'),
      error: t('proof.error'),
      expired: t('proof.error'),
      waitAlert: t('proof.verifying'),
      loading: t('proof.verifying'),
    })
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload: string }>).detail.payload
      solved(payload)
      setRound((r) => r + 1)
    }
    element.addEventListener('verified', onVerified)
    return () => element.removeEventListener('verified', onVerified)
  }, [ready, round, challenge, language, t, solved])

  return (
    <Modal show={waiting} onHide={cancelled} centered aria-labelledby="proof-of-work-title" backdrop="static">
      <Modal.Header>
        <Modal.Title id="proof-of-work-title">{t('proof.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('proof.intro')}</p>
        {ready && (
          <altcha-widget
            key={`${round}-${language}`}
            ref={widget}
            challenge={JSON.stringify(challenge)}
            auto="onload"
            language={language}
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={cancelled}>
          {t('proof.cancel')}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
