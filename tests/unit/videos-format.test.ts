import { describe, expect, it } from 'vitest'
import { parseRange } from '../../app/media-files/byte-range.server'
import { formatCount, formatDuration, resumePoint, videoAge } from '../../app/videos/video-format'
import { videosHref } from '../../app/videos/video-choices'

const DAY = 86_400_000

describe('video formats (spec §9)', () => {
  const durations = [[0, '0:00'], [26, '0:26'], [624, '10:24'], [3599, '59:59'], [3600, '1:00:00'], [3870, '1:04:30'], [36_005, '10:00:05']] as const
  it.each(durations)('durations read h:mm:ss from an hour up, else m:ss (%i s reads %s)', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  const counts = [[999, '999'], [1000, '1.0K'], [48_210, '48.2K'], [999_999, '1000.0K'], [1_000_000, '1.0M'], [2_450_900, '2.5M']] as const
  it.each(counts)('views and likes use K above 999 and M above 999,999 with one decimal (%i reads %s)', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  it('relative dates: Today, Yesterday, days under 7, weeks under 30 days, months under 365, years', () => {
    const now = Date.parse('2026-06-30T12:00:00Z')
    const ago = (days: number) => new Date(now - days * DAY - 60_000)
    expect(videoAge(new Date(now - 60_000), now)).toEqual({ key: 'videos.today', count: 0 })
    expect(videoAge(ago(1), now)).toEqual({ key: 'videos.yesterday', count: 1 })
    expect(videoAge(ago(6), now)).toEqual({ key: 'videos.daysAgo', count: 6 })
    expect(videoAge(ago(7), now)).toEqual({ key: 'videos.weekAgo', count: 1 })
    expect(videoAge(ago(29), now)).toEqual({ key: 'videos.weeksAgo', count: 4 })
    expect(videoAge(ago(30), now)).toEqual({ key: 'videos.monthAgo', count: 1 })
    expect(videoAge(ago(364), now)).toEqual({ key: 'videos.monthsAgo', count: 12 })
    expect(videoAge(ago(365), now)).toEqual({ key: 'videos.yearAgo', count: 1 })
    expect(videoAge(ago(800), now)).toEqual({ key: 'videos.yearsAgo', count: 2 })
    expect(videoAge(new Date(now + DAY), now)).toEqual({ key: 'videos.today', count: 0 })
  })

  it('resumes from a saved place, but not from the first or last seconds', () => {
    expect(resumePoint(null, 30)).toBe(0)
    expect(resumePoint(2, 30)).toBe(0)
    expect(resumePoint(12, 30)).toBe(12)
    expect(resumePoint(28, 30)).toBe(0)
  })

  it('list addresses leave defaults out', () => {
    const base = { sort: 'published_at', tab: 'videos' } as const
    expect(videosHref(base)).toBe('/videos')
    expect(videosHref({ ...base, search: 'robots', category: 'robotics' }, { page: 2 })).toBe('/videos?search=robots&category=robotics&page=2')
    expect(videosHref(base, { tab: 'playlists', sort: 'views', type: 'demo' })).toBe('/videos?type=demo&sort=views&tab=playlists')
  })
})

describe('byte ranges', () => {
  it('reads one range, an open end or a suffix, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('is unsatisfiable outside the file, and ignored when absent, malformed or multiple', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(parseRange(null, 1000)).toBeNull()
    expect(parseRange('items=0-5', 1000)).toBeNull()
    expect(parseRange('bytes=abc', 1000)).toBeNull()
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull()
  })
})
