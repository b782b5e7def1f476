// A spreadsheet runs a text cell that starts like a formula; a leading apostrophe keeps it text.
const formulaStart = /^[=+\-@\t\r]/

export type CsvValue = string | number | boolean | Date | null | undefined

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; text is
 * never a formula. Times are ISO 8601 in UTC; numbers stay numbers.
 */
export function csvCell(value: CsvValue) {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV record, ended with CRLF. */
export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`
