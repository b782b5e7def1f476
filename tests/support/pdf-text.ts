import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of every page of a PDF, pages separated by a blank line and each text run's line end
 * kept, as PDF.js extracts it (its legacy build, which runs in plain Node with its worker on the
 * main thread). For tests that check what a generated PDF says, not how it looks.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes over (detaches) the buffer it is given: a copy leaves the caller's bytes usable.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 })
  const pdf = await task.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
    }
    return pages.join('\n\n')
  } finally {
    await task.destroy()
  }
}
