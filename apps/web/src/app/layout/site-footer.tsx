import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'

export function SiteFooter() {
  return (
    <footer className="site-footer mt-auto py-4">
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2">
        <p className="mb-0">
          Toll-free enquiry: <a href={`tel:${ENQUIRY_PHONE}`}>{ENQUIRY_PHONE}</a>
        </p>
        {/* The year the page is read, which may not be the year it was built. */}
        <p className="mb-0" suppressHydrationWarning>
          © {new Date().getFullYear()} {UTILITY_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
