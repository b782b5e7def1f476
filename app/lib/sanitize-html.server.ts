import sanitize from 'sanitize-html'

/**
 * The one sanitizer for stored HTML (article bodies, lessons, tutorial steps, imported
 * news). Keeps editorial markup, drops scripts, event handlers, styles and foreign
 * embeds; links get a safe scheme and external ones open without an opener.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
    'mark', 'sub', 'sup', 'small', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'abbr', 'kbd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    span: ['class'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], span: [/^token(?: [a-z-]+)*$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: isExternal ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}
