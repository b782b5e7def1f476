/** Number and money formats of the operations pages (English, per decision 11). */
import { formatDay as formatDayIn } from '../../../lib/dates'

export const formatCount = (value: number) => value.toLocaleString('en-US')

export const formatMoney = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

export const formatPercent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/** "Jun 3" for a YYYY-MM-DD day (UTC). */
export const formatDay = (day: string) => formatDayIn(day, 'en-US')
