import { render } from 'dom-serializer'
import { parseDocument } from 'htmlparser2'
import { isTag, type ChildNode } from 'domhandler'
import { textContent } from 'domutils'

/** How much of a premium body a reader without access sees: at most this many paragraphs… */
export const PREVIEW_PARAGRAPHS = 3
/** …and at most about this share of its text. */
export const PREVIEW_SHARE = 0.25

const textLength = (node: ChildNode) => textContent(node).trim().length

/**
 * The opening of a stored (already sanitised) HTML body that a reader without access may see:
 * its first top-level blocks, up to three paragraphs or a quarter of the text, whichever comes
 * first, but at least the first paragraph (none when that would be the whole body). With
 * `introOnly`, the share is of the introduction before the first section heading. The rest
 * never leaves the server.
 */
export function previewHtml(html: string, { paragraphs = PREVIEW_PARAGRAPHS, share = PREVIEW_SHARE, introOnly = false } = {}) {
  const all = parseDocument(html).children.filter((node) => isTag(node) && textLength(node) > 0)
  // `introOnly`: only what comes before the first section heading (a tutorial's steps are what premium sells).
  const firstHeading = introOnly ? all.findIndex((node) => isTag(node) && /^h[2-6]$/.test(node.name)) : -1
  const blocks = firstHeading > 0 ? all.slice(0, firstHeading) : all
  const total = blocks.reduce((sum, node) => sum + textLength(node), 0)
  const kept: ChildNode[] = []
  let taken = 0
  let shown = 0
  for (const block of blocks) {
    const length = textLength(block)
    const isParagraph = isTag(block) && block.name === 'p'
    if (taken > 0 && (taken >= paragraphs || shown + length > total * share)) break
    kept.push(block)
    shown += length
    if (isParagraph) taken++
  }
  // A heading whose section is not shown would only tease: the preview ends on text.
  while (kept.length > 1) {
    const last = kept.at(-1)!
    if (!(isTag(last) && /^h[1-6]$/.test(last.name))) break
    kept.pop()
  }
  // A body so short that its opening is all of it shows nothing.
  return kept.length < all.length && (!introOnly || firstHeading > 0) ? render(kept) : ''
}
