import { formatPercent, formatWhole } from '../../../lib/format'

/** How the console writes advertising figures: grouped whole numbers, percentages with one or two decimals, dollars. */
export const count = (n: number) => formatWhole(n, 'en-US')
export const percent = (fraction: number, digits = 1) => formatPercent(fraction, 'en-US', digits)
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`
