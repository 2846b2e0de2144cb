import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STAFF_PASSWORD_MIN_LENGTH } from '@portal/domain/staff/credentials'
import { NewStaffForm } from '@/features/staff/components/new-staff-form'
import { renderPage } from './render-page'

describe('a new staff account', () => {
  it('asks for a password as long as the rule', () => {
    renderPage('/staff/admin', <NewStaffForm divisions={[]} withCode={false} />)
    const described = screen.getByLabelText('Password').getAttribute('aria-describedby')!.split(' ')
    const description = described.map((id) => document.getElementById(id)?.textContent).join(' ')
    expect(description).toContain(`At least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  })
})
