import { describe, expect, it } from 'vitest'
import { coverSvg, isCoverKind, motifFamilyFor, paletteFor, type CoverKind } from '../../app/images/cover-svg'

const kinds: CoverKind[] = ['article', 'course', 'tutorial', 'video', 'podcast', 'playlist', 'series']

const labels = [
  'Machine Learning',
  'Natural Language Processing',
  'Computer Vision',
  'Robotics',
  'Generative AI',
  'AI Ethics',
  'AI Marketing',
  'Business & Industry',
  'AI Research',
  'Deep Learning',
  'Data Science',
  'Industry News',
  'News & Updates',
  'Technical Deep Dives',
  'Playlist',
  'Podcast series',
  'Something unheard of',
]

const seeds = ['gpt-release-notes', 'robot-arms-in-the-warehouse', '0c9a6f5e-1b2d-4e8f-9a7b-3c4d5e6f7a8b', 'x']

describe('generated covers', () => {
  it('are pictures only: no words, titles, descriptions or labels, for every kind and category', () => {
    for (const kind of kinds) {
      for (const label of labels) {
        for (const seed of seeds) {
          const svg = coverSvg({ seed, label, kind })
          expect(svg).not.toMatch(/<text|<tspan|<title|<desc|aria-label|font-family|role="img"/)
          expect(svg).toContain('aria-hidden="true"')
        }
      }
    }
  })

  it('are 1200×630 SVG documents, compact and well formed', () => {
    for (const label of labels) {
      const svg = coverSvg({ seed: 'how-transformers-read', label, kind: 'article' })
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
      expect(svg).toContain('viewBox="0 0 1200 630"')
      expect(svg).toContain('width="1200" height="630"')
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      expect(svg.length).toBeLessThan(16_000)
      // Every element is closed: as many closing tags and self-closed elements as openings.
      const opened = svg.match(/<[a-zA-Z]/g)!.length
      const closed = (svg.match(/<\/[a-zA-Z]/g) ?? []).length + (svg.match(/\/>/g) ?? []).length
      expect(closed).toBe(opened)
    }
  })

  it('are the same bytes for the same item, and differ between items of one category', () => {
    for (const label of labels) {
      const one = coverSvg({ seed: 'vector-search-explained', label, kind: 'tutorial' })
      expect(coverSvg({ seed: 'vector-search-explained', label, kind: 'tutorial' })).toBe(one)
      expect(coverSvg({ seed: 'vector-search-in-practice', label, kind: 'tutorial' })).not.toBe(one)
    }
  })

  it('draw each category in its own family, with at least six families over the known categories', () => {
    const families = new Set(labels.slice(0, -1).map((label) => motifFamilyFor(label, 'article')))
    expect(families.size).toBeGreaterThanOrEqual(6)
    expect(motifFamilyFor('Machine Learning', 'video')).not.toBe(motifFamilyFor('Computer Vision', 'video'))
    expect(motifFamilyFor('Industry News', 'video')).toBe(motifFamilyFor('News & Updates', 'podcast'))
    expect(motifFamilyFor('Podcast series', 'series')).toBe(motifFamilyFor('Something unheard of', 'podcast'))
    expect(coverSvg({ seed: 's', label: 'Robotics', kind: 'course' })).not.toBe(coverSvg({ seed: 's', label: 'AI Ethics', kind: 'course' }))
  })

  it('fall back on the kind for a category they do not know', () => {
    expect(motifFamilyFor('Python', 'video')).toBe('frames')
    expect(motifFamilyFor('Python', 'series')).toBe(motifFamilyFor('Podcast series', 'series'))
    expect(motifFamilyFor('Python', 'podcast')).toBe('broadcast')
    expect(motifFamilyFor('Python', 'article')).toBe(motifFamilyFor('Industry News', 'article'))
  })

  it('know their kinds', () => {
    for (const kind of kinds) expect(isCoverKind(kind)).toBe(true)
    expect(isCoverKind('avatar')).toBe(false)
    expect(isCoverKind('')).toBe(false)
  })

  it('leave the brand palette of the artwork and social images as it was', () => {
    expect(paletteFor('a')).toEqual(paletteFor('a'))
    expect(paletteFor('a')).toHaveLength(3)
    expect(paletteFor('a').every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true)
  })
})
