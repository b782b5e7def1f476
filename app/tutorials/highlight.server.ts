import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import python from 'highlight.js/lib/languages/python'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import yaml from 'highlight.js/lib/languages/yaml'
import { escapeHtml } from '../lib/escape'

// Only the languages tutorials use are registered: a small, fully offline highlighter.
hljs.registerLanguage('python', python)
hljs.registerLanguage('bash', bash)
hljs.registerLanguage('javascript', javascript)
hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('json', json)
hljs.registerLanguage('sql', sql)
hljs.registerLanguage('yaml', yaml)

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text of an HTML fragment: tags dropped, character references decoded. */
export function htmlToText(html: string) {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? match
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
  })
}

/** The registered name for a code block's language ("py" → "python"), or null. */
export function knownLanguage(language: string | null | undefined) {
  if (!language) return null
  const found = hljs.getLanguage(language)
  if (!found) return null
  return ['python', 'bash', 'javascript', 'typescript', 'json', 'sql', 'yaml'].find((name) => hljs.getLanguage(name) === found) ?? null
}

/**
 * Highlighted HTML for plain code text. The highlighter escapes every piece of the text and
 * adds only `<span class="hljs-…">` wrappers; unknown languages come back escaped, unhighlighted.
 */
export function highlightCode(text: string, language: string | null) {
  const name = knownLanguage(language)
  if (!name) return escapeHtml(text)
  return hljs.highlight(text, { language: name, ignoreIllegals: true }).value
}
