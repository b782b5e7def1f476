import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  addBusinessMinutes,
  businessMinutesBetween,
  isOpenAt,
  nextOpening,
  supportCalendar,
  type SupportCalendar,
} from '../../app/support/business-time'

const HOUR = 60
const at = (iso: string) => new Date(iso)
const iso = (date: Date) => date.toISOString()

describe('addBusinessMinutes on the support calendar (Pacific time)', () => {
  it('Friday 2026-11-20 16:30 PST + 4 h is due Saturday 2026-11-21 12:30 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-11-21T00:30:00Z'), 4 * HOUR))).toBe('2026-11-21T20:30:00.000Z')
  })

  it('Saturday 2026-11-21 15:00 PST + 4 h is due Monday 2026-11-23 12:00 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-11-21T23:00:00Z'), 4 * HOUR))).toBe('2026-11-23T20:00:00.000Z')
  })

  it('Sunday 2026-11-22 11:00 PST starts counting at Monday 09:00 PST: + 1 h is Monday 10:00 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-11-22T19:00:00Z'), 1 * HOUR))).toBe('2026-11-23T18:00:00.000Z')
    expect(iso(addBusinessMinutes(at('2026-11-22T19:00:00Z'), 0))).toBe('2026-11-23T17:00:00.000Z')
  })

  it('0 minutes inside hours (Monday 2026-11-23 11:15 PST) returns the start itself', () => {
    expect(iso(addBusinessMinutes(at('2026-11-23T19:15:00Z'), 0))).toBe('2026-11-23T19:15:00.000Z')
  })

  it('a target that uses up the day ends at closing: Monday 2026-11-23 17:00 PST + 1 h is 18:00 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-11-24T01:00:00Z'), 1 * HOUR))).toBe('2026-11-24T02:00:00.000Z')
  })

  it('across the DST start: Saturday 2026-03-07 15:00 PST + 4 h is Monday 2026-03-09 12:00 PDT', () => {
    expect(iso(addBusinessMinutes(at('2026-03-07T23:00:00Z'), 4 * HOUR))).toBe('2026-03-09T19:00:00.000Z')
  })

  it('across the DST end: Saturday 2026-10-31 15:00 PDT + 4 h is Monday 2026-11-02 12:00 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-10-31T22:00:00Z'), 4 * HOUR))).toBe('2026-11-02T20:00:00.000Z')
  })

  it('skips Thanksgiving: Wednesday 2026-11-25 17:00 PST + 2 h is Friday 2026-11-27 10:00 PST', () => {
    expect(iso(addBusinessMinutes(at('2026-11-26T01:00:00Z'), 2 * HOUR))).toBe('2026-11-27T18:00:00.000Z')
  })

  it('skips an observed holiday: Thursday 2026-07-02 17:00 PDT + 2 h is Monday 2026-07-06 10:00 PDT', () => {
    // Friday 3 July (observed) and Saturday 4 July are both closed.
    expect(iso(addBusinessMinutes(at('2026-07-03T00:00:00Z'), 2 * HOUR))).toBe('2026-07-06T17:00:00.000Z')
  })

  it('rejects negative or non-finite minutes', () => {
    expect(() => addBusinessMinutes(at('2026-11-23T19:00:00Z'), -1)).toThrow(RangeError)
    expect(() => addBusinessMinutes(at('2026-11-23T19:00:00Z'), Number.NaN)).toThrow(RangeError)
    expect(() => addBusinessMinutes(at('2026-11-23T19:00:00Z'), Infinity)).toThrow(RangeError)
    expect(() => addBusinessMinutes(new Date(Number.NaN), 1)).toThrow(RangeError)
  })

  it('throws a RangeError instead of walking forever on a calendar that never opens', () => {
    const never: SupportCalendar = { ...supportCalendar, hours: [null, null, null, null, null, null, null] }
    expect(() => addBusinessMinutes(at('2026-11-23T19:00:00Z'), 1, never)).toThrow(RangeError)
    expect(() => nextOpening(at('2026-11-23T19:00:00Z'), never)).toThrow(RangeError)
    expect(() => addBusinessDays(at('2026-11-23T19:00:00Z'), 1, never)).toThrow(RangeError)
    expect(businessMinutesBetween(at('2026-11-23T19:00:00Z'), at('2027-11-23T19:00:00Z'), never)).toBe(0)
  })
})

describe('businessMinutesBetween', () => {
  const spans: [string, string, number][] = [
    // Friday 2026-11-20 16:30 PST → Monday 2026-11-23 12:00 PST: 1.5 h + 6 h (Saturday) + 3 h.
    ['2026-11-21T00:30:00Z', '2026-11-23T20:00:00Z', 630],
    // Wednesday 2026-11-25 17:00 PST → Friday 2026-11-27 10:00 PST, across Thanksgiving.
    ['2026-11-26T01:00:00Z', '2026-11-27T18:00:00Z', 120],
    // Saturday 2026-03-07 15:00 PST → Monday 2026-03-09 12:00 PDT, across the DST start.
    ['2026-03-07T23:00:00Z', '2026-03-09T19:00:00Z', 240],
    // Saturday 2026-10-31 15:00 PDT → Monday 2026-11-02 12:00 PST, across the DST end.
    ['2026-10-31T22:00:00Z', '2026-11-02T20:00:00Z', 240],
    // Sunday 2026-11-22 (closed) → Monday 2026-11-23 09:30 PST.
    ['2026-11-22T12:00:00Z', '2026-11-23T17:30:00Z', 30],
  ]

  it.each(spans)('from %s to %s is %d minutes and round-trips through addBusinessMinutes', (from, to, minutes) => {
    expect(businessMinutesBetween(at(from), at(to))).toBe(minutes)
    expect(iso(addBusinessMinutes(at(from), minutes))).toBe(iso(at(to)))
  })

  it('round-trips longer targets from Friday 2026-11-20 16:30 PST', () => {
    const start = at('2026-11-21T00:30:00Z')
    for (const minutes of [1, 90, 91, 450, 451, 24 * HOUR, 5 * 24 * HOUR]) {
      expect(businessMinutesBetween(start, addBusinessMinutes(start, minutes))).toBe(minutes)
    }
  })

  it('counts fractions of a minute: Monday 2026-11-23 09:00:00 → 09:00:30 PST is half a minute', () => {
    expect(businessMinutesBetween(at('2026-11-23T17:00:00Z'), at('2026-11-23T17:00:30Z'))).toBe(0.5)
  })

  it('is 0 for reversed and empty spans, and for spans inside closed time', () => {
    expect(businessMinutesBetween(at('2026-11-23T20:00:00Z'), at('2026-11-21T00:30:00Z'))).toBe(0)
    expect(businessMinutesBetween(at('2026-11-23T20:00:00Z'), at('2026-11-23T20:00:00Z'))).toBe(0)
    // Thanksgiving, Thursday 2026-11-26 09:00 → 18:00 PST.
    expect(businessMinutesBetween(at('2026-11-26T17:00:00Z'), at('2026-11-27T02:00:00Z'))).toBe(0)
  })
})

describe('isOpenAt and nextOpening', () => {
  it('Monday 2026-11-23 opens at 09:00 PST and is closed from 18:00 PST', () => {
    expect(isOpenAt(at('2026-11-23T16:59:59.999Z'))).toBe(false)
    expect(isOpenAt(at('2026-11-23T17:00:00Z'))).toBe(true)
    expect(isOpenAt(at('2026-11-24T01:59:59.999Z'))).toBe(true)
    expect(isOpenAt(at('2026-11-24T02:00:00Z'))).toBe(false)
  })

  it('Saturday 2026-11-21 is open 10:00–16:00 PST, Sunday and Thanksgiving are closed', () => {
    expect(isOpenAt(at('2026-11-21T18:00:00Z'))).toBe(true)
    expect(isOpenAt(at('2026-11-22T00:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2026-11-22T20:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2026-11-26T20:00:00Z'))).toBe(false)
  })

  it('nextOpening at Monday 2026-11-23 09:00 PST is that instant; at 08:00 PST it is 09:00 PST', () => {
    expect(iso(nextOpening(at('2026-11-23T17:00:00Z')))).toBe('2026-11-23T17:00:00.000Z')
    expect(iso(nextOpening(at('2026-11-23T16:00:00Z')))).toBe('2026-11-23T17:00:00.000Z')
  })

  it('nextOpening at Monday 2026-11-23 18:00 PST is Tuesday 09:00 PST', () => {
    expect(iso(nextOpening(at('2026-11-24T02:00:00Z')))).toBe('2026-11-24T17:00:00.000Z')
  })

  it('nextOpening at Friday 2026-11-20 18:00 PST is Saturday 10:00 PST; at Saturday 16:00 PST it is Monday 09:00 PST', () => {
    expect(iso(nextOpening(at('2026-11-21T02:00:00Z')))).toBe('2026-11-21T18:00:00.000Z')
    expect(iso(nextOpening(at('2026-11-22T00:00:00Z')))).toBe('2026-11-23T17:00:00.000Z')
  })

  it('nextOpening at Wednesday 2026-11-25 18:00 PST skips Thanksgiving to Friday 09:00 PST', () => {
    expect(iso(nextOpening(at('2026-11-26T02:00:00Z')))).toBe('2026-11-27T17:00:00.000Z')
  })
})

describe('addBusinessDays (same local time N open days later, clamped into that day\'s hours)', () => {
  it('1 day from Friday 2026-11-20 16:30 PST is Saturday 16:00 PST (clamped to Saturday\'s closing)', () => {
    expect(iso(addBusinessDays(at('2026-11-21T00:30:00Z'), 1))).toBe('2026-11-22T00:00:00.000Z')
  })

  it('2 days from Friday 2026-11-20 16:30 PST is Monday 2026-11-23 16:30 PST', () => {
    expect(iso(addBusinessDays(at('2026-11-21T00:30:00Z'), 2))).toBe('2026-11-24T00:30:00.000Z')
  })

  it('1 day from Saturday 2026-11-21 15:00 PST is Monday 15:00 PST', () => {
    expect(iso(addBusinessDays(at('2026-11-21T23:00:00Z'), 1))).toBe('2026-11-23T23:00:00.000Z')
  })

  it('4 days from Monday 2026-11-23 09:30 PST skip Thanksgiving and land on Saturday 28th, clamped to 10:00 PST', () => {
    // Tuesday, Wednesday, (Thanksgiving closed), Friday, Saturday.
    expect(iso(addBusinessDays(at('2026-11-23T17:30:00Z'), 4))).toBe('2026-11-28T18:00:00.000Z')
    // One more open day skips Sunday: Monday 2026-11-30 09:30 PST.
    expect(iso(addBusinessDays(at('2026-11-23T17:30:00Z'), 5))).toBe('2026-11-30T17:30:00.000Z')
  })

  it('from outside hours counts from the next opening: Sunday 2026-11-22 11:00 PST + 1 day is Tuesday 09:00 PST', () => {
    expect(iso(addBusinessDays(at('2026-11-22T19:00:00Z'), 1))).toBe('2026-11-24T17:00:00.000Z')
    expect(iso(addBusinessDays(at('2026-11-22T19:00:00Z'), 0))).toBe('2026-11-23T17:00:00.000Z')
  })

  it('keeps the local time across the DST start: Friday 2026-03-06 10:00 PST + 2 days is Monday 2026-03-09 10:00 PDT', () => {
    expect(iso(addBusinessDays(at('2026-03-06T18:00:00Z'), 2))).toBe('2026-03-09T17:00:00.000Z')
  })

  it('keeps the local time across the DST end: Friday 2026-10-30 10:00 PDT + 2 days is Monday 2026-11-02 10:00 PST', () => {
    expect(iso(addBusinessDays(at('2026-10-30T17:00:00Z'), 2))).toBe('2026-11-02T18:00:00.000Z')
  })

  it('rejects negative or fractional days', () => {
    expect(() => addBusinessDays(at('2026-11-23T19:00:00Z'), -1)).toThrow(RangeError)
    expect(() => addBusinessDays(at('2026-11-23T19:00:00Z'), 1.5)).toThrow(RangeError)
  })
})

describe('the support calendar and other calendars', () => {
  it('closes on the observed weekday of weekend holidays', () => {
    // Independence Day 2026 is a Saturday, Christmas 2027 a Saturday, Independence Day 2027 a Sunday.
    expect(isOpenAt(at('2026-07-03T18:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2026-07-04T18:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2027-12-24T18:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2027-12-25T19:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2027-07-05T18:00:00Z'))).toBe(false)
    expect(isOpenAt(at('2027-07-06T18:00:00Z'))).toBe(true)
  })

  it('works in another zone: Berlin Friday 2026-03-27 17:00 CET + 2 h is Monday 2026-03-30 10:00 CEST', () => {
    const weekday = [9 * 60, 18 * 60] as const
    const berlin: SupportCalendar = {
      timeZone: 'Europe/Berlin',
      hours: [null, weekday, weekday, weekday, weekday, weekday, null],
      holidays: [],
    }
    expect(iso(addBusinessMinutes(at('2026-03-27T16:00:00Z'), 2 * HOUR, berlin))).toBe('2026-03-30T08:00:00.000Z')
  })

  it('moves opening hours in the skipped hour forward, and counts the repeated hour once per occurrence', () => {
    const allWeek = (hours: readonly [number, number]): SupportCalendar => ({
      timeZone: 'America/Los_Angeles',
      hours: [hours, hours, hours, hours, hours, hours, hours],
      holidays: [],
    })
    // Sunday 2026-03-08 02:30–04:00: 02:30 does not exist and reads as 03:30 PDT, so only 30 minutes are open.
    const spring = allWeek([150, 240])
    expect(iso(nextOpening(at('2026-03-08T08:00:00Z'), spring))).toBe('2026-03-08T10:30:00.000Z')
    expect(businessMinutesBetween(at('2026-03-08T08:00:00Z'), at('2026-03-08T20:00:00Z'), spring)).toBe(30)
    // Sunday 2026-11-01 01:00–02:30: 01:00 PDT opens, the clocks go back, 02:30 PST closes: 2.5 hours.
    const autumn = allWeek([60, 150])
    expect(iso(nextOpening(at('2026-11-01T07:00:00Z'), autumn))).toBe('2026-11-01T08:00:00.000Z')
    expect(businessMinutesBetween(at('2026-11-01T07:00:00Z'), at('2026-11-01T20:00:00Z'), autumn)).toBe(150)
  })
})
