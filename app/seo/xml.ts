import { escapeXml, stripInvalidXmlChars } from '../lib/escape'

/** Wraps markup in CDATA; a `]]>` inside is split across two sections so it cannot end it early. */
export function cdata(text: string) {
  const clean = stripInvalidXmlChars(text)
  return `<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** `<name>escaped text</name>`, or nothing for an empty value. */
export function element(name: string, value: string | null | undefined, attributes = '') {
  if (value === null || value === undefined || value === '') return ''
  return `<${name}${attributes ? ` ${attributes}` : ''}>${escapeXml(value)}</${name}>`
}

/** Joins a site URL and a path with exactly one slash between them. */
export function absoluteUrl(siteUrl: string, path: string) {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
