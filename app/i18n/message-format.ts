/**
 * Interface text with placeholders and plural forms, in a small subset of ICU MessageFormat:
 *
 * - `{name}` is replaced by the value of `name`.
 * - `{count, plural, one {# article} other {# articles}}` picks the form for the number by the
 *   language's rules (`Intl.PluralRules`: zero, one, two, few, many, other; `=0` for an exact
 *   number), and `#` inside it stands for the number. Every plural has an `other` form.
 */

const pluralRules = new Map<string, Intl.PluralRules>()

function rulesOf(language: string) {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(text: string, open: number) {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

/** The forms of a plural's body: `one {…} other {…}` → { one: '…', other: '…' }. */
function pluralForms(body: string) {
  const forms: Record<string, string> = {}
  let rest = body.trim()
  while (rest) {
    const match = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest)
    if (!match) break
    const open = match[0].length - 1
    const close = closingBrace(rest, open)
    if (close < 0) break
    forms[match[1]!] = rest.slice(open + 1, close)
    rest = rest.slice(close + 1).trim()
  }
  return forms
}

/** Fills a message's placeholders and plural forms for `language`. */
export function formatMessage(language: string, template: string, values?: Record<string, string | number>): string {
  if (!values || !template.includes('{')) return template
  let out = ''
  let i = 0
  while (i < template.length) {
    const open = template.indexOf('{', i)
    if (open < 0) break
    const close = closingBrace(template, open)
    if (close < 0) break
    out += template.slice(i, open)
    const inner = template.slice(open + 1, close)
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner)
    if (plural && plural[1]! in values) {
      const raw = values[plural[1]!]!
      const count = typeof raw === 'number' ? raw : Number(raw)
      const forms = pluralForms(plural[2]!)
      const form = forms[`=${count}`] ?? forms[rulesOf(language).select(count)] ?? forms.other ?? ''
      out += formatMessage(language, form, values).replace(/#/g, String(raw))
    } else if (/^\w+$/.test(inner) && inner in values) {
      out += String(values[inner])
    } else {
      out += template.slice(open, close + 1)
    }
    i = close + 1
  }
  return out + template.slice(i)
}

/** The names a message fills in (plain placeholders and plural variables), sorted. */
export function placeholdersOf(template: string) {
  const names = new Set<string>()
  // `{name}` or `{name, plural, …}`, but not a plural form's text (`one {lesson}`).
  for (const match of template.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*(?:,\s*plural\s*,|\})/g)) names.add(match[1]!)
  return [...names].sort()
}
