import { LRUCache } from 'lru-cache'
import { sanitizeHtml } from '../lib/sanitize-html.server'
import { highlightCode, htmlToText, knownLanguage } from './highlight.server'

interface TutorialStepLink {
  number: number
  title: string
  /** The anchor of the step's heading. */
  id: string
}

/** Rendered content in order: HTML between code blocks, and the code blocks themselves. */
type TutorialSegment =
  | { kind: 'html'; html: string }
  | { kind: 'code'; language: string | null; className: string; html: string }

export interface RenderedTutorial {
  steps: TutorialStepLink[]
  segments: TutorialSegment[]
}

const stepPattern = /^Step\s+(\d+)\s*[:.\-–—]\s*(.+)$/is
const tagPattern = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi
const voidTags = new Set(['br', 'hr', 'img'])

/** Gives each "Step N: …" heading an anchor (stored HTML carries no ids) and lists the steps. */
function anchorSteps(html: string) {
  const steps: TutorialStepLink[] = []
  const used = new Set<string>()
  const anchored = html.replace(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi, (whole, inner: string) => {
    const match = stepPattern.exec(htmlToText(inner).trim().replace(/\s+/g, ' '))
    if (!match) return whole
    let id = `step-${match[1]}`
    for (let n = 2; used.has(id); n++) id = `step-${match[1]}-${n}`
    used.add(id)
    steps.push({ number: Number(match[1]), title: match[2]!.trim(), id })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html: anchored, steps }
}

/** A `<pre>` block as highlighted code: only its text is kept, and the highlighter escapes it. */
function codeBlock(preHtml: string) {
  const language = /<code\b[^>]*\bclass="[^"]*\blanguage-([a-z0-9+#-]+)/i.exec(preHtml)?.[1]?.toLowerCase() ?? null
  const inner = preHtml.replace(/^<pre\b[^>]*>/i, '').replace(/<\/pre>$/i, '')
  const text = htmlToText(inner).replace(/\n+$/, '')
  const name = knownLanguage(language)
  return {
    language,
    className: name ? `hljs language-${name}` : 'hljs',
    html: highlightCode(text, language),
  }
}

const inlineCode = (html: string) =>
  html.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/gi, (pre) => {
    const block = codeBlock(pre)
    return `<pre tabindex="0"><code class="${block.className}">${block.html}</code></pre>`
  })

/** Splits sanitized HTML at its top-level `<pre>` blocks; nested ones are highlighted in place. */
function splitAtCode(html: string): TutorialSegment[] {
  const segments: TutorialSegment[] = []
  const pushHtml = (part: string) => {
    if (part.trim()) segments.push({ kind: 'html', html: inlineCode(part) })
  }
  let depth = 0
  let start = 0
  const tags = new RegExp(tagPattern.source, 'gi')
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, rawName] = match
    const name = rawName!.toLowerCase()
    if (voidTags.has(name) || whole.endsWith('/>')) continue
    if (!closing && name === 'pre' && depth === 0) {
      const close = html.toLowerCase().indexOf('</pre>', tags.lastIndex)
      const end = close === -1 ? html.length : close + '</pre>'.length
      pushHtml(html.slice(start, match.index))
      segments.push({ kind: 'code', ...codeBlock(html.slice(match.index, end)) })
      start = end
      tags.lastIndex = end
      continue
    }
    depth = Math.max(0, depth + (closing ? -1 : 1))
  }
  pushHtml(html.slice(start))
  return segments
}

/** Tutorial content ready to render: sanitized again, step anchors, server-side highlighting. */
export function renderTutorialContent(content: string): RenderedTutorial {
  const { html, steps } = anchorSteps(sanitizeHtml(content))
  return { steps, segments: splitAtCode(html) }
}

/** The last 100 tutorial versions rendered, the least recently read dropped first. */
const cache = new LRUCache<string, RenderedTutorial>({ max: 100 })

/** renderTutorialContent, remembered per tutorial version (id and last update). */
export function renderTutorialCached(key: string, content: string): RenderedTutorial {
  const hit = cache.get(key)
  if (hit) return hit
  const rendered = renderTutorialContent(content)
  cache.set(key, rendered)
  return rendered
}

/** A rendered step with its part of the HTML: from after its heading to the next `<h2>`. */
export interface TutorialStepSection extends TutorialStepLink {
  html: string
}

/**
 * Rendered content as one HTML document (each code block a highlighted `<pre><code>`, as the
 * page shows it) and each step with its part of that document: the Enterprise API's tutorial.
 */
export function renderedTutorialHtml({ steps, segments }: RenderedTutorial): { html: string; steps: TutorialStepSection[] } {
  const html = segments
    .map((segment) => (segment.kind === 'html' ? segment.html : `<pre><code class="${segment.className}">${segment.html}</code></pre>`))
    .join('\n')
  return {
    html,
    steps: steps.map((step) => {
      const heading = html.indexOf(`<h2 id="${step.id}">`)
      const start = heading === -1 ? -1 : html.indexOf('</h2>', heading)
      if (start === -1) return { ...step, html: '' }
      const rest = html.slice(start + '</h2>'.length)
      const next = rest.search(/<h2\b/i)
      return { ...step, html: (next === -1 ? rest : rest.slice(0, next)).trim() }
    }),
  }
}
