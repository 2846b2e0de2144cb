export { formatBytes } from '@portal/domain/attachments'

const pad = (n: number) => String(n).padStart(2, '0')

/** dd/mm/yyyy, as the specification shows dates. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
}

/** dd/mm/yyyy hh:mm, on the 24-hour clock. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
