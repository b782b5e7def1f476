import type * as fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderCertificatePdf, type CertificatePdfInput } from '../../app/certificates/certificate-pdf.server'
import { pdfText } from '../support/pdf-text'

const input: CertificatePdfInput = {
  certificateId: 'LUM-7K3Q-9XD2',
  recipientName: 'Zoë Álvarez-Nakamura',
  title: 'Data journalism: from spreadsheets to stories',
  kind: 'course',
  issuedAt: new Date('2026-03-14T23:30:00Z'),
  gradePercent: 92,
  siteName: 'Lumen',
  verifyUrl: 'https://lumen.example/certificates/LUM-7K3Q-9XD2',
}

/** The PDF's bytes as text, for the dictionaries PDFKit writes uncompressed (pages, info, trailer). */
const raw = (pdf: Buffer) => pdf.toString('latin1')

describe('renderCertificatePdf', () => {
  it.each([
    ['a Latin name with accents', 'Zoë Álvarez-Nakamura'],
    ['a Cyrillic name', 'Мария Иванова'],
  ])('renders %s as a one-page PDF that says who, what, when and how to verify', async (_, recipientName) => {
    const pdf = await renderCertificatePdf({ ...input, recipientName })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(raw(pdf).match(/\/Type \/Page\b/g)).toHaveLength(1)
    // A4 landscape.
    expect(raw(pdf)).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/)
    expect(pdf.length).toBeLessThan(150 * 1024)

    const text = await pdfText(pdf)
    for (const expected of [
      'Lumen',
      'Certificate of completion',
      'This certifies that',
      recipientName,
      'has completed the course',
      input.title,
      'March 14, 2026',
      '92%',
      'LUM-7K3Q-9XD2',
      `Verify at ${input.verifyUrl}`,
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('embeds the DejaVu subsets and links the verification URL', async () => {
    const pdf = raw(await renderCertificatePdf(input))
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSerif-Bold/)
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/)
    expect(pdf).toContain(`/URI (${input.verifyUrl})`)
  })

  it('says learning path for a path, and formats the date in the given locale (in UTC)', async () => {
    const text = await pdfText(await renderCertificatePdf({ ...input, kind: 'path', recipientName: 'Мария Иванова', locale: 'ru-RU' }))
    expect(text).toContain('has completed the learning path')
    expect(text).toContain('14 марта 2026')
    expect(text).not.toContain('has completed the course')
  })

  it('sets the document information from the certificate and is byte-for-byte repeatable', async () => {
    const first = await renderCertificatePdf(input)
    // Another certificate in between must not change the next one (fonts, ids and caches are per document).
    await renderCertificatePdf({ ...input, recipientName: 'Мария Иванова', certificateId: 'LUM-AAAA-BBBB' })
    const again = await renderCertificatePdf(input)
    expect(again.equals(first)).toBe(true)

    const pdf = raw(first)
    expect(pdf).toContain('(Certificate LUM-7K3Q-9XD2)')
    expect(pdf).toContain('(Lumen)')
    expect(pdf).toContain('(Certificate of completion: Data journalism: from spreadsheets to stories)')
    expect(pdf).toContain('(D:20260314233000Z)')
    expect(pdf).toMatch(/\/ID \[<([0-9a-f]{32})> <\1>\]/)

    const other = raw(await renderCertificatePdf({ ...input, certificateId: 'LUM-AAAA-BBBB' }))
    expect(other.match(/\/ID \[<([0-9a-f]{32})>/)![1]).not.toBe(pdf.match(/\/ID \[<([0-9a-f]{32})>/)![1])
  })

  it('keeps text extraction right after a certificate in another script', async () => {
    // DejaVu builds Cyrillic М and а from the Latin glyphs: a parsed font shared between documents
    // would leave the Latin letters of the next one without their Unicode mapping.
    await renderCertificatePdf({ ...input, recipientName: 'Мария Иванова' })
    expect(await pdfText(await renderCertificatePdf({ ...input, recipientName: 'Maria Ivanova' }))).toContain('Maria Ivanova')
  })

  it('renders an Arabic name in reading order without throwing', async () => {
    const pdf = await renderCertificatePdf({ ...input, recipientName: 'محمد عبد الله' })
    expect(await pdfText(pdf)).toContain('محمد عبد الله')
  })

  it('fits a very long name and title on the page, cut with an ellipsis', async () => {
    const pdf = await renderCertificatePdf({
      ...input,
      recipientName: 'Maximiliana Ottilie Wilhelmina von Hohenzollern-Sigmaringen de la Cruz y Fernández',
      title: 'A very long learning path title about investigative reporting, verification, open-source intelligence, data protection and the ethics of publishing',
    })
    expect(raw(pdf).match(/\/Type \/Page\b/g)).toHaveLength(1)
    const text = await pdfText(pdf)
    expect(text).toContain('Maximiliana Ottilie')
    expect(text).toContain('…')
    expect(text).toContain(input.verifyUrl)
  })

  it('prints the grade as a whole percentage within 0–100', async () => {
    expect(await pdfText(await renderCertificatePdf({ ...input, gradePercent: 87.6 }))).toContain('88%')
    expect(await pdfText(await renderCertificatePdf({ ...input, gradePercent: 140 }))).toContain('100%')
  })

  it('falls back to the default date format for an unusable locale, and refuses an invalid date', async () => {
    expect(await pdfText(await renderCertificatePdf({ ...input, locale: 'not a locale!' }))).toContain('March 14, 2026')
    await expect(renderCertificatePdf({ ...input, issuedAt: new Date('nope') })).rejects.toThrow(RangeError)
  })

  it.each([
    ['a Japanese name and date', '田中 由紀', 'ja-JP', '2026年3月14日'],
    ['a Chinese name and date', '王 小明', 'zh-CN', '2026年3月14日'],
    ['a Korean name and date', '김민준', 'ko-KR', '2026년 3월 14일'],
    ['a name mixing Latin and Japanese letters', 'Yuki 田中', 'en-US', 'March 14, 2026'],
  ])('draws %s with the CJK font, not as empty boxes', async (_, recipientName, locale, date) => {
    const pdf = await renderCertificatePdf({ ...input, recipientName, locale, title: '数据新闻入门' })
    expect(raw(pdf)).toContain('WenQuanYiMicroHei')
    const text = await pdfText(pdf)
    for (const expected of [recipientName, date, '数据新闻入门', 'Certificate of completion']) expect(text).toContain(expected)
  })

  it('keeps DejaVu for a name it can draw, and embeds no CJK font then', async () => {
    const pdf = raw(await renderCertificatePdf(input))
    expect(pdf).toContain('DejaVuSerif-Bold')
    expect(pdf).not.toContain('WenQuanYiMicroHei')
  })
})

describe('renderCertificatePdf without the DejaVu fonts', () => {
  afterEach(() => {
    vi.doUnmock('node:fs')
    vi.resetModules()
    vi.restoreAllMocks()
  })

  it('uses the built-in fonts, warns once, and still renders names it cannot draw', async () => {
    vi.resetModules()
    vi.doMock('node:fs', async (importOriginal) => ({ ...(await importOriginal<typeof fs>()), existsSync: () => false }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { renderCertificatePdf: render } = await import('../../app/certificates/certificate-pdf.server')

    const latin = await render(input)
    expect(raw(latin)).toContain('/BaseFont /Times-Bold')
    expect(raw(latin)).not.toContain('DejaVu')
    const text = await pdfText(latin)
    expect(text).toContain('Zoë Álvarez-Nakamura')
    expect(text).toContain('92%')

    const cyrillic = await render({ ...input, recipientName: 'Мария Иванова' })
    const arabic = await render({ ...input, recipientName: 'محمد عبد الله' })
    for (const pdf of [cyrillic, arabic]) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
