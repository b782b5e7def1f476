import PDFDocument from 'pdfkit'
import { dejaVuFiles, findCjkFont, findDejaVu } from '../images/fonts.server'
import { formatDate } from '../lib/dates'

export interface CertificatePdfInput {
  /** The public id, e.g. LUM-7K3Q-9XD2. */
  certificateId: string
  /** The learner's name as they gave it: any script. */
  recipientName: string
  /** The course's or learning path's title. */
  title: string
  kind: 'course' | 'path'
  issuedAt: Date
  /** 0–100; printed rounded. */
  gradePercent: number
  siteName: string
  /** Absolute URL of the public verification page. */
  verifyUrl: string
  /** Only for the date's format (the rest of the certificate is English); default en-US. */
  locale?: string
}

/** The fonts the certificate uses: paths to DejaVu TTFs, or the names of PDFKit's built-in (Latin-1 only) fonts when those are missing. */
interface CertificateFonts {
  sans: string
  sansBold: string
  serifBold: string
  /** For Chinese, Japanese and Korean text, when installed: a face of a font collection. */
  cjk?: { file: string; face: string }
}

/** A font to draw with: a file or built-in name, or a face of a collection. */
type CertificateFont = string | { file: string; face: string }

const builtInFonts: CertificateFonts = { sans: 'Helvetica', sansBold: 'Helvetica-Bold', serifBold: 'Times-Bold' }

let fonts: CertificateFonts | undefined

/** DejaVu from the system font folders (the same ones the rendered images use), looked up once. */
function certificateFonts(): CertificateFonts {
  if (fonts) return fonts
  const sans = findDejaVu(dejaVuFiles.sans)
  const sansBold = findDejaVu(dejaVuFiles.sansBold)
  const serifBold = findDejaVu(dejaVuFiles.serifBold)
  if (sans && sansBold && serifBold) {
    fonts = { sans, sansBold, serifBold, cjk: findCjkFont() }
  } else {
    console.warn('Certificate PDFs: DejaVu fonts not found, using the built-in PDF fonts; names outside Latin-1 will not render.')
    fonts = builtInFonts
  }
  return fonts
}

// A4 landscape, in points.
const pageWidth = 841.89
const pageHeight = 595.28

const colors = {
  brand: '#4f46e5',
  brandDark: '#312e81',
  brandLight: '#c7d2fe',
  markFrom: '#818cf8',
  markTo: '#c026d3',
  ink: '#0f172a',
  muted: '#64748b',
  rule: '#cbd5e1',
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * The largest size (down to minSize) at which the text fits on one line of maxWidth; below that
 * the text is cut at a grapheme and ends with an ellipsis, so the layout never breaks.
 */
function fitLine(doc: PDFKit.PDFDocument, text: string, maxWidth: number, maxSize: number, minSize: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.fontSize(maxSize)
  const width = doc.widthOfString(text, options)
  if (width <= maxWidth) return { text, size: maxSize }
  const size = Math.max(minSize, Math.floor((maxSize * maxWidth) / width))
  doc.fontSize(size)
  if (doc.widthOfString(text, options) <= maxWidth) return { text, size }
  const parts = Array.from(graphemes.segment(text), (part) => part.segment)
  while (parts.length > 1 && doc.widthOfString(`${parts.join('').trimEnd()}…`, options) > maxWidth) parts.pop()
  return { text: `${parts.join('').trimEnd()}…`, size }
}

const setFont = (doc: PDFKit.PDFDocument, font: CertificateFont) => (typeof font === 'string' ? doc.font(font) : doc.font(font.file, font.face))

/**
 * How many characters of the text the current font has no glyph for. PDFKit keeps the fontkit
 * font it parsed as `_font.font`; the built-in fonts have none and count as having them all.
 */
function missingInCurrentFont(doc: PDFKit.PDFDocument, text: string) {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } })._font?.font
  const hasGlyph = font?.hasGlyphForCodePoint?.bind(font)
  if (!hasGlyph) return 0
  return Array.from(text.replace(/\s/gu, '')).filter((char) => !hasGlyph(char.codePointAt(0)!)).length
}

/**
 * Sets the first of the fonts that has every letter of the text (DejaVu Serif has no Arabic or
 * Hebrew, DejaVu none of Chinese, Japanese or Korean); when none has them all, the one that
 * misses fewest.
 */
function pickFontFor(doc: PDFKit.PDFDocument, text: string, candidates: (CertificateFont | undefined)[]) {
  let best: { font: CertificateFont; missing: number } | undefined
  for (const font of candidates) {
    if (!font) continue
    const missing = missingInCurrentFont(setFont(doc, font), text)
    if (missing === 0) return
    if (!best || missing < best.missing) best = { font, missing }
  }
  if (best) setFont(doc, best.font)
}

const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const ltrLetter = /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])\p{L}/u

/**
 * Text options for a right-to-left text. PDFKit lays out each word on its own and puts the words
 * left to right, so an Arabic or Hebrew name would read in the wrong word order; with explicit
 * features it hands fontkit the whole line, which orders (and shapes) a right-to-left line
 * correctly. Only for text with no left-to-right letters: a mixed line would be reversed whole.
 */
function directionOptions(text: string): PDFKit.Mixins.TextOptions {
  return rtlLetter.test(text) && !ltrLetter.test(text) ? { features: [] } : {}
}

/** One line of centred text whose top is at y. */
function centred(doc: PDFKit.PDFDocument, text: string, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  const width = doc.widthOfString(text, options)
  doc.text(text, (pageWidth - width) / 2, y, { ...options, lineBreak: false })
}

/** The site's mark (as on the social cards): a rounded square in the brand gradient with a white "L" and dot, size points wide. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const scale = size / 32
  doc.save().translate(x, y).scale(scale)
  const gradient = doc.linearGradient(0, 0, 32, 32).stop(0, colors.markFrom).stop(1, colors.markTo)
  doc.roundedRect(0, 0, 32, 32, 8).fill(gradient)
  doc.moveTo(10, 8).lineTo(10, 24).lineTo(22, 24).lineWidth(3.2).lineCap('round').lineJoin('round').stroke('#ffffff')
  doc.circle(21, 11, 2.6).fill('#ffffff')
  doc.restore()
}

function issuedOn(date: Date, locale: string) {
  try {
    return formatDate(date, locale, 'fullDate')
  } catch {
    // An unknown or malformed locale tag: the default format rather than no certificate.
    return formatDate(date, 'en-US', 'fullDate')
  }
}

/** The grade as printed: a whole percentage between 0 and 100. */
function formatGrade(gradePercent: number) {
  const grade = Number.isFinite(gradePercent) ? Math.min(100, Math.max(0, Math.round(gradePercent))) : 0
  return `${grade}%`
}

/** Draws the whole certificate on the document's one page. */
function drawCertificate(doc: PDFKit.PDFDocument, input: CertificatePdfInput, fontSet: CertificateFonts) {
  const centreX = pageWidth / 2

  // The frame: a brand-coloured rule and a fine light one inside it.
  doc.lineWidth(1.6).rect(22, 22, pageWidth - 44, pageHeight - 44).stroke(colors.brand)
  doc.lineWidth(0.6).rect(30, 30, pageWidth - 60, pageHeight - 60).stroke(colors.brandLight)

  // The site's mark and name.
  const site = input.siteName.trim()
  pickFontFor(doc, site, [fontSet.sansBold, fontSet.cjk])
  const siteLine = fitLine(doc, site, 400, 14, 9, { characterSpacing: 1, ...directionOptions(site) })
  doc.fontSize(siteLine.size)
  const markSize = 22
  const siteWidth = doc.widthOfString(siteLine.text, { characterSpacing: 1 })
  const siteX = (pageWidth - (markSize + 10 + siteWidth)) / 2
  drawMark(doc, siteX, 62, markSize)
  doc.fillColor(colors.brand).text(siteLine.text, siteX + markSize + 10, 62 + (markSize - doc.currentLineHeight()) / 2 + 1, { characterSpacing: 1, lineBreak: false, ...directionOptions(site) })

  // The heading and a short brand rule under it.
  doc.font(fontSet.serifBold).fontSize(34).fillColor(colors.ink)
  centred(doc, 'Certificate of completion', 118)
  doc.rect(centreX - 30, 170, 60, 2.5).fill(colors.brand)

  doc.font(fontSet.sans).fontSize(13).fillColor(colors.muted)
  centred(doc, 'This certifies that', 194)

  // The name, large in the serif; in the sans or the CJK font when the serif lacks some of its letters.
  const name = input.recipientName.trim()
  const nameOptions = directionOptions(name)
  pickFontFor(doc, name, [fontSet.serifBold, fontSet.sansBold, fontSet.cjk])
  const nameLine = fitLine(doc, name, 640, 40, 20, nameOptions)
  doc.fontSize(nameLine.size).fillColor(colors.brandDark)
  centred(doc, nameLine.text, 250 - doc.currentLineHeight() / 2, nameOptions)
  doc.lineWidth(0.75).moveTo(centreX - 200, 284).lineTo(centreX + 200, 284).stroke(colors.rule)

  doc.font(fontSet.sans).fontSize(13).fillColor(colors.muted)
  centred(doc, input.kind === 'path' ? 'has completed the learning path' : 'has completed the course', 300)

  // The title: up to two lines, smaller when it is long, cut with an ellipsis past that.
  const title = input.title.trim()
  const titleWidth = 620
  const titleOptions = { width: titleWidth, align: 'center', ...directionOptions(title) } as const
  pickFontFor(doc, title, [fontSet.sansBold, fontSet.cjk])
  let titleSize = 22
  for (; titleSize > 15; titleSize--) {
    doc.fontSize(titleSize)
    if (doc.heightOfString(title, titleOptions) <= doc.currentLineHeight(true) * 2.05) break
  }
  doc.fontSize(titleSize).fillColor(colors.ink)
  const titleHeight = Math.min(doc.heightOfString(title, titleOptions), doc.currentLineHeight(true) * 2.05)
  doc.text(title, centreX - titleWidth / 2, 352 - titleHeight / 2, { ...titleOptions, height: titleHeight, ellipsis: true })

  // Date, grade and id in three columns with fine separators.
  const columns: [string, string][] = [
    ['Date', issuedOn(input.issuedAt, input.locale ?? 'en-US')],
    ['Grade', formatGrade(input.gradePercent)],
    ['Certificate ID', input.certificateId],
  ]
  const columnWidth = 190
  const rowTop = 418
  columns.forEach(([label, value], index) => {
    const x = centreX + (index - 1) * columnWidth
    doc.font(fontSet.sans).fillColor(colors.muted)
    const labelLine = fitLine(doc, label, columnWidth - 20, 10, 10)
    doc.fontSize(labelLine.size).text(labelLine.text, x - (columnWidth - 20) / 2, rowTop, { width: columnWidth - 20, align: 'center', characterSpacing: 0.6, lineBreak: false })
    // A date in Chinese, Japanese or Korean has CJK letters (2026年3月14日).
    pickFontFor(doc, value, [fontSet.sansBold, fontSet.cjk])
    doc.fillColor(colors.ink)
    const valueLine = fitLine(doc, value, columnWidth - 20, 14, 9)
    doc.fontSize(valueLine.size).text(valueLine.text, x - (columnWidth - 20) / 2, rowTop + 18, { width: columnWidth - 20, align: 'center', lineBreak: false })
    if (index > 0) {
      const lineX = x - columnWidth / 2
      doc.lineWidth(0.6).moveTo(lineX, rowTop - 2).lineTo(lineX, rowTop + 40).stroke(colors.rule)
    }
  })

  // Where anyone can check the certificate; the URL is also a link.
  doc.font(fontSet.sans).fontSize(10)
  const prefix = 'Verify at '
  const verifyLine = fitLine(doc, input.verifyUrl, 640 - doc.widthOfString(prefix), 10, 7)
  doc.fontSize(verifyLine.size)
  const prefixWidth = doc.widthOfString(prefix)
  const verifyX = (pageWidth - prefixWidth - doc.widthOfString(verifyLine.text)) / 2
  doc.fillColor(colors.muted).text(prefix, verifyX, 522, { lineBreak: false })
  doc.fillColor(colors.brand).text(verifyLine.text, verifyX + prefixWidth, 522, { lineBreak: false, link: input.verifyUrl })
}

/**
 * The certificate as a one-page A4 landscape PDF with subsets of DejaVu embedded, so a name in
 * any script DejaVu covers renders (Latin, Greek, Cyrillic, Arabic, Hebrew…), and of WenQuanYi
 * Micro Hei for Chinese, Japanese and Korean when it is installed (a script no font has shows
 * empty boxes but does not throw). Nothing in it comes from the clock or
 * chance: CreationDate is issuedAt, and PDFKit derives the file ID from the info dictionary.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  if (Number.isNaN(input.issuedAt.getTime())) throw new RangeError(`Certificate ${input.certificateId}: issuedAt is not a valid date.`)
  const fontSet = certificateFonts()
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // The constructor loads its default font at once: DejaVu Sans instead of the built-in Helvetica.
    font: fontSet.sans,
    // PDFKit's default PDF 1.3, which has everything used here: above it PDFKit adds an XMP copy
    // of the info dictionary with the strings unescaped, which a title with & or < would break.
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Certificate ${input.certificateId}`,
      Author: input.siteName,
      Subject: `Certificate of completion: ${input.title}`,
      Creator: input.siteName,
      CreationDate: input.issuedAt,
    },
  })
  const chunks: Uint8Array[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  try {
    drawCertificate(doc, input, fontSet)
  } catch (error) {
    doc.destroy()
    throw error
  }
  doc.end()
  return done
}
