import { describe, expect, it } from 'vitest'
import { previewHtml } from '../../app/content/preview.server'

const paragraph = (n: number, words = 40) => `<p>Paragraph ${n}: ${'word '.repeat(words).trim()}.</p>`

describe('the preview of a premium body', () => {
  it('keeps at most three paragraphs and about a quarter of the text', () => {
    const long = Array.from({ length: 12 }, (_, i) => paragraph(i + 1)).join('\n')
    expect(previewHtml(long)).toBe([paragraph(1), paragraph(2), paragraph(3)].join(''))
    const eight = Array.from({ length: 8 }, (_, i) => paragraph(i + 1)).join('')
    expect(previewHtml(eight)).toBe([paragraph(1), paragraph(2)].join(''))
  })

  it('always keeps the first paragraph, with a heading before it, but never the whole body', () => {
    const body = `<h2>Why it matters</h2>${paragraph(1, 200)}${paragraph(2)}${paragraph(3)}`
    expect(previewHtml(body)).toBe(`<h2>Why it matters</h2>${paragraph(1, 200)}`)
    expect(previewHtml(paragraph(1))).toBe('')
    const headed = `${paragraph(1, 30)}<h2>The six stages</h2>${paragraph(2, 200)}${paragraph(3, 200)}`
    expect(previewHtml(headed)).toBe(paragraph(1, 30))
  })

  it('keeps the markup of what it shows and nothing of what follows', () => {
    const body = `<p>Open with <a href="https://example.com">a link</a> and <strong>bold</strong>.</p>${paragraph(2, 200)}<ul><li>Secret list</li></ul>${paragraph(3, 200)}`
    const preview = previewHtml(body)
    expect(preview).toContain('<a href="https://example.com">a link</a>')
    expect(preview).not.toContain('Secret list')
  })

  it('previews only the introduction before the first section when asked', () => {
    const tutorial = `${paragraph(1)}${paragraph(2)}<h2>Step 1: Install</h2><pre><code>pip install secret-package</code></pre>${paragraph(3)}`
    const preview = previewHtml(tutorial, { introOnly: true, share: 0.6 })
    expect(preview).toBe(paragraph(1))
    expect(preview).not.toContain('secret-package')
    expect(previewHtml(`<h2>Step 1</h2>${paragraph(1)}${paragraph(2)}`, { introOnly: true })).toBe('')
  })
})
