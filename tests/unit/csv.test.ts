import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '../../app/lib/csv'
import { expectAnswers } from '../support/answer-table'

describe('CSV cells', () => {
  it('leave plain text as it is and write other values as text', () => {
    for (const text of ['plain@example.com', 'plain', 'a=b']) expect(csvCell(text), text).toBe(text)
    expectAnswers(csvCell, [
      [null, ''],
      [undefined, ''],
      [true, 'true'],
      [-2, '-2'],
      [new Date('2024-03-03T10:00:00Z'), '2024-03-03T10:00:00.000Z'],
    ])
  })

  it('quote cells with commas, quotes and line breaks', () => {
    expectAnswers(csvCell, [
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
      ['cr\rlf', '"cr\rlf"'],
    ])
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n')
  })

  it('turn cells that start like a formula into text, quoted when they need it', () => {
    for (const formula of ['=1+2', '=1+1', '+31 20 555', '+44 20 7946 0000', '-2', '@SUM(A1)', '\t=1']) expect(csvCell(formula), formula).toBe(`'${formula}`)
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
    expect(csvCell('=HYPERLINK("http://x.example","y"),z')).toBe(`"'=HYPERLINK(""http://x.example"",""y""),z"`)
  })
})
