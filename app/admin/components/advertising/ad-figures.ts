/** How the console writes advertising figures: grouped whole numbers, percentages with one or two decimals, dollars. */
export const count = (n: number) => n.toLocaleString('en-US')
export const percent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`
