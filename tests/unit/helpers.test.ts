import { describe, expect, it } from 'vitest'
import { formatNewsDate } from '../../app/lib/dates'
import { formatCount } from '../../app/lib/format'
import { parseCookiePreferences, readCookie } from '../../app/lib/preferences'
import { safeRedirectPath } from '../../app/lib/safe-redirect'
import { readingTimeMinutes, slugify, wordCount } from '../../app/lib/text'
import { coverSvg } from '../../app/images/cover-svg'
import { expectAnswers } from '../support/answer-table'

describe('formatting', () => {
  it('abbreviates counts above 999 and 999,999 with one decimal', () => {
    expectAnswers(formatCount, [[999, '999'], [1000, '1.0K'], [15_430, '15.4K'], [1_000_000, '1.0M']])
  })

  it('dates news as Just now, hours ago, Yesterday, then a date', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const at = (hours: number) => new Date(now.getTime() - hours * 3600_000)
    expect(formatNewsDate(at(0.5), 'en', now)).toEqual({ kind: 'justNow' })
    expect(formatNewsDate(at(5), 'en', now)).toEqual({ kind: 'hoursAgo', hours: 5 })
    expect(formatNewsDate(at(30), 'en', now)).toEqual({ kind: 'yesterday' })
    expect(formatNewsDate(at(72), 'en', now)).toEqual({ kind: 'date', text: 'Mar 7, 2026' })
  })
})

describe('text helpers', () => {
  it('makes ASCII slugs', () => {
    expect(slugify('Señales & Ruido: AI in 2026!')).toBe('senales-and-ruido-ai-in-2026')
  })

  it('counts words of HTML and estimates reading time', () => {
    const html = `<p>${'word '.repeat(440)}</p>`
    expect(wordCount(html)).toBe(440)
    expect(readingTimeMinutes(html)).toBe(2)
    expect(readingTimeMinutes('<p>short</p>')).toBe(1)
  })
})

describe('redirects and cookies', () => {
  /** A refused target sends the reader to the home page instead. */
  const expectRefused = (targets: string[]) => {
    for (const target of targets) expect(safeRedirectPath(target), target).toBe('/')
  }

  it('follows only same-site relative paths', () => {
    expect(safeRedirectPath('/news?x=1')).toBe('/news?x=1')
    expectRefused(['https://evil.example', '//evil.example', '/\\evil.example'])
  })

  it('refuses targets that are not printable ASCII (they cannot stand in a Location header)', () => {
    expectRefused(['/\u3002x', '/news\u0000', '/caf\u00e9', '/a b'])
    expect(safeRedirectPath('/caf%C3%A9?q=%E3%80%82')).toBe('/caf%C3%A9?q=%E3%80%82')
  })

  it('reads cookies and consent values defensively', () => {
    expect(readCookie('a=1; theme-preference=light', 'theme-preference')).toBe('light')
    expect(readCookie(null, 'x')).toBeUndefined()
    expect(parseCookiePreferences('{"analytics":true}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    })
    expect(parseCookiePreferences('not json')).toBeNull()
  })
})

describe('cover images', () => {
  it('are deterministic SVG that differ by seed', () => {
    const svg = coverSvg({ seed: 'a', label: 'Robotics', kind: 'article' })
    expect(svg).toBe(coverSvg({ seed: 'a', label: 'Robotics', kind: 'article' }))
    expect(svg).not.toBe(coverSvg({ seed: 'b', label: 'Robotics', kind: 'article' }))
  })
})

describe('notification times and badge', () => {
  it('reads Just now, minutes, hours and days ago', async () => {
    const { relativeTime } = await import('../../app/lib/dates')
    const { badgeCount } = await import('../../app/lib/relative-time')
    const now = Date.parse('2026-05-01T12:00:00Z')
    const ago = (ms: number) => new Date(now - ms)
    expect(relativeTime(ago(30_000), now)).toEqual({ key: 'time.justNow', value: 0 })
    expect(relativeTime(ago(5 * 60_000), now)).toEqual({ key: 'time.minutesAgo', value: 5 })
    expect(relativeTime(ago(3 * 3600_000), now)).toEqual({ key: 'time.hoursAgo', value: 3 })
    expect(relativeTime(ago(50 * 3600_000), now)).toEqual({ key: 'time.daysAgo', value: 2 })
    expect(badgeCount(9)).toBe('9')
    expect(badgeCount(10)).toBe('9+')
  })
})
