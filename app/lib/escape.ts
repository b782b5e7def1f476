import escapeHtmlText from 'escape-html'

/**
 * The site's one place for escaping text into markup (decision 28). Every function here is safe
 * both for element content and for a quoted attribute value, so callers never have to think
 * about which of the two they are writing.
 */

/** Text for HTML (pages, e-mails, stored bodies): `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`. */
export function escapeHtml(text: string): string {
  return escapeHtmlText(text)
}

const namedReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The text an attribute value or element content written with `escapeHtml` (or numeric references) stands for. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)))
    return namedReferences[lower] ?? whole
  })
}

// Characters XML 1.0 cannot hold at all, not even written as references: a feed or SVG with one
// of them is rejected whole by strict readers, so they are dropped rather than escaped.
const invalidXmlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

/** Text with the characters XML 1.0 forbids removed (for CDATA, which cannot escape them). */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(invalidXmlChars, '')
}

/**
 * Text for XML (RSS and podcast feeds, sitemaps, SVG): the HTML escaping, with `'` written as
 * `&apos;`, the entity every XML reader knows, and the characters XML forbids removed.
 */
export function escapeXml(text: string): string {
  // The only `&#39;` escapeHtml can produce stands for a quote: a literal "&#39;" in the
  // input has already become "&amp;#39;", which this does not match.
  return escapeHtml(stripInvalidXmlChars(text)).replaceAll('&#39;', '&apos;')
}

/**
 * Text for a WebVTT cue. Only `&`, `<` and `>` are escaped (which also rules out `-->`): quotes
 * are plain text in a cue, and older players decode no references beyond `&amp; &lt; &gt;`.
 */
export function escapeWebVtt(text: string): string {
  return text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
}
