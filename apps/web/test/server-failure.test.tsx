import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { useServerFailure } from '@/components/form/server-failure'
import { ApiError } from '@/lib/api-client'

function renderFailure() {
  return renderHook(() => {
    const form = useForm<Record<string, unknown>>()
    return { form, ...useServerFailure(form) }
  })
}

describe('a refused submit', () => {
  it('puts each server message beside its field, with the form’s suffix (the additional-meter form)', () => {
    const { result } = renderFailure()
    const refusal = new ApiError({
      status: 400,
      data: {
        detail: 'Invalid input.',
        errors: { energy_meter_capacity: ['Ensure this value is at least 1'], reason: ['Too long'] },
      },
    })
    act(() => result.current.report(refusal, { energy_meter_capacity: M.additionalMeterSuffix }))
    expect(result.current.form.getFieldState('energy_meter_capacity').error?.message).toBe(
      `Ensure this value is at least 1${M.additionalMeterSuffix}`,
    )
    expect(result.current.form.getFieldState('reason').error?.message).toBe('Too long')
    expect(result.current.failure).toMatchObject({ kind: 'response', status: 400 })
  })

  it('is the “Oops” message with no field touched when no answer came', () => {
    const { result } = renderFailure()
    act(() => result.current.report(new Error('Network Error')))
    expect(result.current.failure).toEqual({ kind: 'no-response', detail: expect.stringMatching(/^Oops/) })
    expect(result.current.form.formState.errors).toEqual({})
  })
})
