export { formatBytes } from '@portal/domain/attachments'
// Bhutan's time, not the device's: an officer on a laptop set to another zone, or a citizen
// abroad, reads the same time as the letter and the SMS.
export { bhutanDate as formatDate, bhutanDateTime as formatDateTime } from '@portal/domain/dates'
