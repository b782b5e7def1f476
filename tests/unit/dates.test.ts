import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../app/i18n/en'
import { de } from '../../app/i18n/de'
import { ru } from '../../app/i18n/ru'
import { formatMessage } from '../../app/i18n/message-format'
import { dateTimeFormat, formatDate, formatDay, formatNewsDate, relativeTime, timeAgo, videoAge } from '../../app/lib/dates'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Newer ICU versions put a narrow no-break space before AM/PM; the tests read the words, not
// which space ICU picked.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('date formats', () => {
  const at = new Date('2026-03-04T10:05:09Z')
  // Every formatter of these tests is built in a zone 14 hours ahead of UTC, where 10:05 UTC on
  // March 4 is already 00:05 on March 5: a format that lost its UTC would print the wrong day.
  const originalTz = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati'
  })
  afterAll(() => {
    process.env.TZ = originalTz
  })

  it('reuses one formatter per locale and options, whatever order the options are written in', () => {
    const a = dateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    expect(dateTimeFormat('en', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })).toBe(a)
    expect(dateTimeFormat('de', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })).not.toBe(a)
    expect(dateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).not.toBe(a)
  })

  it('writes each named format as the site shows it', () => {
    expect(formatDate(at, 'en')).toBe('Mar 4, 2026')
    expect(formatDate(at, 'en', 'date')).toBe('Mar 4, 2026')
    expect(formatDate(at, 'en-US', 'longDate')).toBe('March 4, 2026')
    expect(formatDate(at, 'en-GB', 'longDate')).toBe('4 March 2026')
    expect(formatDate(at, 'en-US', 'dayMonth')).toBe('Mar 4')
    expect(formatDate(at, 'en', 'mediumDate')).toBe('Mar 4, 2026')
    expect(formatDate(at, 'en', 'fullDate')).toBe('March 4, 2026')
    expect(spaces(formatDate(at, 'en', 'dateTime'))).toBe('Mar 4, 2026, 10:05 AM')
    expect(spaces(formatDate(at, 'en', 'dateTimeSeconds'))).toBe('Mar 4, 2026, 10:05:09 AM')
  })

  it("writes dates in the reader's language", () => {
    expect(formatDate(at, 'de')).toBe('4. März 2026')
    expect(formatDate(at, 'de', 'mediumDate')).toBe('04.03.2026')
    expect(formatDate(at, 'ja')).toBe('2026年3月4日')
    expect(formatDate(at, 'es', 'longDate')).toBe('4 de marzo de 2026')
    expect(formatDate(at, 'fr', 'dayMonth')).toBe('4 mars')
  })

  it('accepts a Date, an ISO string or a timestamp', () => {
    expect(formatDate(at.toISOString(), 'en')).toBe('Mar 4, 2026')
    expect(formatDate(at.getTime(), 'en')).toBe('Mar 4, 2026')
  })

  it('prints the UTC day wherever the server or browser is', () => {
    const lateEvening = new Date('2026-03-04T23:30:00Z')
    expect(formatDate(lateEvening, 'en')).toBe('Mar 4, 2026')
    expect(spaces(formatDate(lateEvening, 'en', 'dateTime'))).toBe('Mar 4, 2026, 11:30 PM')
    expect(formatDay('2026-03-04', 'en-US')).toBe('Mar 4')
  })

  it('writes a YYYY-MM-DD day as that day', () => {
    expect(formatDay('2026-06-03', 'en-US')).toBe('Jun 3')
    expect(formatDay('2026-06-03', 'en-US', 'longDate')).toBe('June 3, 2026')
    expect(formatDay('2026-01-01', 'de')).toBe('1. Jan.')
  })

  it('gives a clock time in the local time zone of whoever formats it', () => {
    expect(spaces(formatDate(at, 'en', 'clock'))).toBe('12:05 AM')
    expect(formatDate(at, 'de', 'clock')).toBe('00:05')
  })
})

describe('timeAgo, the one relative-time computation', () => {
  const now = Date.parse('2026-06-30T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms)

  it('uses the largest unit that fits at least once, rounded down', () => {
    const units = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const
    expect(timeAgo(ago(59_999), now, units)).toEqual({ unit: 'now', count: 0 })
    expect(timeAgo(ago(MINUTE), now, units)).toEqual({ unit: 'minute', count: 1 })
    expect(timeAgo(ago(HOUR - 1), now, units)).toEqual({ unit: 'minute', count: 59 })
    expect(timeAgo(ago(HOUR), now, units)).toEqual({ unit: 'hour', count: 1 })
    expect(timeAgo(ago(DAY - 1), now, units)).toEqual({ unit: 'hour', count: 23 })
    expect(timeAgo(ago(6 * DAY), now, units)).toEqual({ unit: 'day', count: 6 })
    expect(timeAgo(ago(29 * DAY), now, units)).toEqual({ unit: 'week', count: 4 })
    expect(timeAgo(ago(364 * DAY), now, units)).toEqual({ unit: 'month', count: 12 })
    expect(timeAgo(ago(800 * DAY), now, units)).toEqual({ unit: 'year', count: 2 })
  })

  it('counts in the largest unit it is given, in any order', () => {
    expect(timeAgo(ago(50 * DAY), now, ['hour', 'minute', 'day'])).toEqual({ unit: 'day', count: 50 })
    expect(timeAgo(ago(50 * DAY), now, ['hour'])).toEqual({ unit: 'hour', count: 1200 })
    expect(timeAgo(ago(30 * MINUTE), now, ['hour', 'day'])).toEqual({ unit: 'now', count: 0 })
  })

  it('reads a date in the future as now', () => {
    expect(timeAgo(new Date(now + DAY), now, ['minute', 'day'])).toEqual({ unit: 'now', count: 0 })
  })

  it('accepts a Date or a timestamp for now, and a string for the date', () => {
    expect(timeAgo(ago(2 * HOUR).toISOString(), new Date(now), ['hour'])).toEqual({ unit: 'hour', count: 2 })
  })
})

describe('relative times in the dictionaries’ words', () => {
  const now = Date.parse('2026-06-30T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms)
  const say = (messages: Record<string, string>, language: string, key: string, values: Record<string, number> = {}) =>
    formatMessage(language, messages[key]!, values)
  const notification = (messages: Record<string, string>, language: string, date: Date) => {
    const { key, value } = relativeTime(date, now)
    return say(messages, language, key, { count: value })
  }
  const news = (messages: Record<string, string>, language: string, date: Date) => {
    const found = formatNewsDate(date, language, new Date(now))
    if (found.kind === 'date') return found.text
    if (found.kind === 'hoursAgo') return say(messages, language, 'date.hoursAgo', { hours: found.hours })
    return say(messages, language, found.kind === 'justNow' ? 'date.justNow' : 'date.yesterday')
  }

  it('notification, comment and session times: Just now, Xm ago, Xh ago, Xd ago', () => {
    const texts = [59_999, MINUTE, 5 * MINUTE, HOUR - 1, HOUR, 23 * HOUR, DAY, 50 * HOUR, -HOUR].map((ms) => notification(en, 'en', ago(ms)))
    expect(texts).toEqual(['Just now', '1m ago', '5m ago', '59m ago', '1h ago', '23h ago', '1d ago', '2d ago', 'Just now'])
    expect(relativeTime(ago(5 * MINUTE).toISOString(), now)).toEqual({ key: 'time.minutesAgo', value: 5 })
  })

  it('news dates: Just now under an hour, Xh ago under a day, Yesterday under two, then the date', () => {
    const texts = [HOUR - 1, HOUR, DAY - 1, DAY, 2 * DAY - 1, 2 * DAY].map((ms) => news(en, 'en', ago(ms)))
    expect(texts).toEqual(['Just now', '1h ago', '23h ago', 'Yesterday', 'Yesterday', 'Jun 28, 2026'])
    expect(news(de, 'de', ago(2 * DAY))).toBe('28. Juni 2026')
  })

  it('video ages: Today, Yesterday, days, weeks, months, years', () => {
    const texts = [0, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 60 * DAY, 365 * DAY, 800 * DAY].map((ms) => {
      const { key, count } = videoAge(ago(ms), now)
      return say(en, 'en', key, { count })
    })
    expect(texts).toEqual(['Today', 'Yesterday', '2 days ago', '1 week ago', '2 weeks ago', '1 month ago', '2 months ago', '1 year ago', '2 years ago'])
  })

  it('other languages keep their own words and plurals', () => {
    expect([MINUTE * 5, HOUR * 2, DAY].map((ms) => notification(de, 'de', ago(ms)))).toEqual(['vor 5 Min.', 'vor 2 Std.', 'vor 1 Tag'])
    expect([MINUTE, MINUTE * 3, MINUTE * 5, MINUTE * 21].map((ms) => notification(ru, 'ru', ago(ms)))).toEqual([
      '1 минуту назад',
      '3 минуты назад',
      '5 минут назад',
      '21 минуту назад',
    ])
    expect(news(ru, 'ru', ago(30 * HOUR))).toBe('Вчера')
  })
})
