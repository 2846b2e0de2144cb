import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The ALTCHA widget's element, as the proof-of-work dialog renders it. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit'
        language?: string
        configuration?: string
      }
    }
  }
}
