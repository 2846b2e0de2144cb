import { describe, expect, it } from 'vitest'
import { APPLICATION_FORMS } from '../src/applications/form-catalogue'
import { REQUEST_PAGES } from '../src/catalogue'
import { SERVICE_GUIDES, serviceDocument } from '../src/service-guides'

describe('the services’ "before you start" guides', () => {
  it('cover each of the fifteen pages, with what it is for and who may apply', () => {
    expect(Object.keys(SERVICE_GUIDES).sort()).toEqual(REQUEST_PAGES.map((p) => p.path).sort())
    for (const guide of Object.values(SERVICE_GUIDES)) {
      expect(guide.purpose.length).toBeGreaterThan(20)
      expect(guide.whoMayApply.length).toBeGreaterThan(10)
    }
  })

  it('list exactly the documents each form files', () => {
    for (const form of APPLICATION_FORMS) {
      const guide = SERVICE_GUIDES[form.path as keyof typeof SERVICE_GUIDES]
      expect(guide.documents.map((d) => d.field).sort(), form.path).toEqual([...form.files].sort())
    }
  })

  it('give a form its document’s label, and refuse a document the guide does not list', () => {
    expect(serviceDocument('/power-clearance', 'cid_copy').label).toBe('Copy of your citizenship ID card')
    expect(() => serviceDocument('/interim-billing', 'cid_copy')).toThrow(
      '/interim-billing lists no document cid_copy',
    )
  })
})
