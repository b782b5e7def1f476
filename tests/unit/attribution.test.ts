import { describe, expect, it } from 'vitest'
import { classifySource, readAttribution } from '../../app/attribution/attribution.server'
import { contentOf, nextVisit, visitIdleMs } from '../../app/attribution/visit'

const site = 'https://lumen.example'
const form = (visit: unknown) => {
  const data = new FormData()
  data.set('attribution', typeof visit === 'string' ? visit : JSON.stringify(visit))
  return data
}
const post = (headers: Record<string, string> = {}) => new Request(`${site}/register`, { method: 'POST', headers })

describe('where a conversion came from', () => {
  it('reads utm_* tags, the newsletter ref and the referring site, in that order', () => {
    const none = { utmSource: null, utmMedium: null, utmCampaign: null, ref: null, referrerHost: null }
    expect(classifySource({ ...none, utmSource: 'partner-blog', utmCampaign: 'spring', referrerHost: 'www.google.com' })).toBe('campaign')
    expect(classifySource({ ...none, utmMedium: 'email', utmSource: 'lumen' })).toBe('newsletter')
    expect(classifySource({ ...none, ref: 'newsletter' })).toBe('newsletter')
    expect(classifySource({ ...none, referrerHost: 'www.google.co.uk' })).toBe('search')
    expect(classifySource({ ...none, referrerHost: 'duckduckgo.com' })).toBe('search')
    expect(classifySource({ ...none, referrerHost: 't.co' })).toBe('social')
    expect(classifySource({ ...none, referrerHost: 'www.linkedin.com' })).toBe('social')
    expect(classifySource({ ...none, referrerHost: 'mail.google.com' })).toBe('newsletter')
    expect(classifySource({ ...none, referrerHost: 'blog.example.org' })).toBe('other_site')
    expect(classifySource(none)).toBe('direct')
  })

  it('takes the landing page, its tags, the referrer and the last content item from the visit the form carries', () => {
    const visit = { landing: '/news/agents-in-the-newsroom?utm_source=partner&utm_medium=cpc&utm_campaign=launch', referrer: 'https://www.bing.com/search?q=agents', content: '/education/course/prompt-evaluation/lesson/2' }
    expect(readAttribution(post(), form(visit))).toEqual({
      source: 'campaign', referrerHost: 'www.bing.com', utmSource: 'partner', utmMedium: 'cpc', utmCampaign: 'launch',
      landingPath: '/news/agents-in-the-newsroom', contentKind: 'course', contentPath: '/education/course/prompt-evaluation',
    })
    expect(readAttribution(post(), form({ landing: '/?ref=newsletter', referrer: null, content: '/podcasts/the-week-in-ai-48' }))).toMatchObject({ source: 'newsletter', contentKind: 'podcast', contentPath: '/podcasts/the-week-in-ai-48', referrerHost: null })
  })

  it('falls back to the request without a visit: another site in Referer is the source, a page of this site or ?redirect= the content item', () => {
    expect(readAttribution(post({ Referer: 'https://news.ycombinator.com/item?id=1' }), null)).toMatchObject({ source: 'social', referrerHost: 'news.ycombinator.com', contentPath: null })
    expect(readAttribution(post({ Referer: `${site}/videos/rag-in-twelve-minutes` }), new FormData())).toMatchObject({ source: 'direct', contentKind: 'video', contentPath: '/videos/rag-in-twelve-minutes' })
    expect(readAttribution(post(), null, '/tutorials/first-eval-harness')).toMatchObject({ source: 'direct', contentKind: 'tutorial', contentPath: '/tutorials/first-eval-harness' })
  })

  it('ignores a damaged or foreign visit rather than refusing the conversion', () => {
    expect(readAttribution(post(), form('{not json'))).toMatchObject({ source: 'direct', landingPath: null, contentPath: null })
    expect(readAttribution(post(), form({ landing: 'https://elsewhere.example/?utm_source=x', referrer: 12, content: '/admin/users' }))).toMatchObject({ source: 'direct', landingPath: null, utmSource: null, contentPath: null })
    expect(readAttribution(post(), form('x'.repeat(5000)))).toMatchObject({ source: 'direct' })
  })
})

describe('the visit the browser keeps', () => {
  const at = 1_800_000_000_000
  it('starts on the first page with an outside referrer, follows content items, and starts again after quiet or a new outside referrer', () => {
    let visit = nextVisit(null, { path: '/?utm_source=partner', referrer: 'https://www.google.com/', origin: site, now: at })
    expect(visit).toEqual({ landing: '/?utm_source=partner', referrer: 'https://www.google.com/', content: null, at })
    visit = nextVisit(visit, { path: '/news/agents-in-the-newsroom', referrer: `${site}/`, origin: site, now: at + 1000 })
    visit = nextVisit(visit, { path: '/subscription', referrer: `${site}/news/agents-in-the-newsroom`, origin: site, now: at + 2000 })
    expect(visit).toMatchObject({ landing: '/?utm_source=partner', referrer: 'https://www.google.com/', content: '/news/agents-in-the-newsroom' })
    expect(nextVisit(visit, { path: '/news', referrer: '', origin: site, now: at + 2000 + visitIdleMs + 1 })).toMatchObject({ landing: '/news', referrer: null, content: null })
    expect(nextVisit(visit, { path: '/videos/x', referrer: 'https://t.co/abc', origin: site, now: at + 3000 })).toMatchObject({ landing: '/videos/x', referrer: 'https://t.co/abc', content: '/videos/x' })
  })

  it('knows content items by their address', () => {
    expect(contentOf('/news/category/machine-learning')).toBeNull()
    expect(contentOf('/news/rss.xml')).toBeNull()
    expect(contentOf('/news')).toBeNull()
    expect(contentOf('/education/path/ai-for-marketers')).toEqual({ kind: 'path', path: '/education/path/ai-for-marketers' })
    expect(contentOf('/education/course/prompt-evaluation/lesson/3')).toEqual({ kind: 'course', path: '/education/course/prompt-evaluation' })
  })
})
