import { describe, expect, it } from 'vitest'
import { markSponsoredLinks } from '../../app/ads/sponsored-content.server'

describe('links in sponsored content', () => {
  it('marks every link that leaves the site as sponsored, keeping a rel it had', () => {
    const html = [
      '<a href="https://ledgerline.example/retail?a=1&amp;b=2">Ledgerline</a>',
      '<a href="https://other.example/" rel="noopener">other</a>',
      '<a rel="nofollow sponsored" href="https://third.example/">third</a>',
      '<a href="/news/elsewhere">our article</a>',
      '<a href="http://localhost:3000/education">our course</a>',
      '<a href="mailto:press@example.com">mail</a>',
    ].join('')
    expect(markSponsoredLinks(html, 'http://localhost:3000')).toBe(
      [
        '<a href="https://ledgerline.example/retail?a=1&amp;b=2" rel="sponsored">Ledgerline</a>',
        '<a href="https://other.example/" rel="noopener sponsored">other</a>',
        '<a rel="nofollow sponsored" href="https://third.example/">third</a>',
        '<a href="/news/elsewhere">our article</a>',
        '<a href="http://localhost:3000/education">our course</a>',
        '<a href="mailto:press@example.com">mail</a>',
      ].join(''),
    )
  })
})
