import { describe, expect, it } from 'vitest'
import { parseUtcDateTime, toUtcInput } from '../../app/admin/content/form-fields'
import { acceptedExtensions, sniffFileType } from '../../app/media-files/file-types'
import { displayStatus } from '../../app/admin/content/content-types'
import { auditAction, resolvePublication } from '../../app/admin/content/publication.server'
import { excerptFrom } from '../../app/admin/content/rows.server'

const now = new Date('2026-05-01T12:00:00Z')
const future = new Date('2026-05-02T09:30:00Z')
const options = { canSchedule: true, now }

describe('publication rules', () => {
  it('save keeps the chosen status; Published without a time means now, with a future one it is scheduled', () => {
    expect(resolvePublication('save', { status: 'draft', publishedAt: null }, null, options)).toEqual({ status: 'draft', publishedAt: null })
    expect(resolvePublication('save', { status: 'review', publishedAt: null }, null, options)).toEqual({ status: 'review', publishedAt: null })
    expect(resolvePublication('save', { status: 'published', publishedAt: null }, null, options)).toEqual({ status: 'published', publishedAt: now })
    expect(resolvePublication('save', { status: 'published', publishedAt: future }, null, options)).toEqual({ status: 'published', publishedAt: future })
  })

  it('publish is now, schedule needs a future time, unpublish keeps the date', () => {
    expect(resolvePublication('publish', { status: 'draft', publishedAt: future }, null, options)).toEqual({ status: 'published', publishedAt: now })
    expect(resolvePublication('schedule', { status: 'draft', publishedAt: future }, null, options)).toEqual({ status: 'published', publishedAt: future })
    expect(() => resolvePublication('schedule', { status: 'draft', publishedAt: now }, null, options)).toThrow(/future/)
    expect(() => resolvePublication('schedule', { status: 'draft', publishedAt: null }, null, options)).toThrow(/future/)
    expect(() => resolvePublication('schedule', { status: 'draft', publishedAt: future }, null, { ...options, canSchedule: false })).toThrow(/cannot be scheduled/)
    expect(resolvePublication('unpublish', { status: 'published', publishedAt: null }, { status: 'published', publishedAt: now }, options)).toEqual({ status: 'unpublished', publishedAt: now })
  })

  it.each([
    { before: null, after: 'published', action: 'content.create' },
    { before: 'draft', after: 'published', action: 'content.publish' },
    { before: 'draft', after: 'scheduled', action: 'content.schedule' },
    { before: 'published', after: 'draft', action: 'content.unpublish' },
    { before: 'scheduled', after: 'review', action: 'content.unpublish' },
    { before: 'draft', after: 'review', action: 'content.update' },
    { before: 'published', after: 'published', action: 'content.update' },
  ] as const)('names the audit action from what readers could see before and after ($before to $after is $action)', ({ before, after, action }) => {
    expect(auditAction(before, after)).toBe(action)
  })

  it('shows a published item with a future time as scheduled, and collections without status as live', () => {
    expect(displayStatus('published', future, now)).toBe('scheduled')
    expect(displayStatus('published', now, now)).toBe('published')
    expect(displayStatus('review', null, now)).toBe('review')
    expect(displayStatus(null, null, now)).toBe('live')
  })
})

describe('form values', () => {
  it('reads datetime-local values as UTC and refuses impossible dates', () => {
    expect(parseUtcDateTime('2026-05-02T09:30')).toEqual(future)
    expect(parseUtcDateTime('2026-05-02T09:30:15')).toEqual(new Date('2026-05-02T09:30:15Z'))
    expect(parseUtcDateTime('')).toBeNull()
    expect(parseUtcDateTime('2026-02-30T10:00')).toBe('invalid')
    expect(parseUtcDateTime('tomorrow')).toBe('invalid')
    expect(toUtcInput(future)).toBe('2026-05-02T09:30')
    expect(toUtcInput(new Date('2026-05-02T09:30:15Z'))).toBe('2026-05-02T09:30:15')
  })

  it('makes an excerpt from the first words of a body', () => {
    expect(excerptFrom('<p>Short <b>one</b>.</p><p>Two.</p>')).toBe('Short one. Two.')
    const long = excerptFrom(`<p>${'word '.repeat(100)}</p>`, 50)
    expect(long.length).toBeLessThanOrEqual(51)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('file types by their first bytes', () => {
  const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)))
  it('knows the accepted image, video and audio formats', () => {
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe('image/png')
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg')
    expect(sniffFileType(bytes('GIF89a'))?.contentType).toBe('image/gif')
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp')
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypisom'))?.contentType).toBe('video/mp4')
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypM4A '))?.contentType).toBe('audio/mp4')
    expect(sniffFileType(bytes('ID3', [4, 0]))?.contentType).toBe('audio/mpeg')
    expect(sniffFileType(bytes([0xff, 0xfb, 0x90, 0x64]))?.contentType).toBe('audio/mpeg')
    expect(sniffFileType(bytes('OggS', [0, 2]))?.contentType).toBe('audio/ogg')
  })

  it('knows nothing else: text, SVG, executables, WAV, Matroska that is not WebM', () => {
    for (const sample of [bytes('hello'), bytes('<svg/>'), bytes('MZ', [0x90]), bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska')]) {
      expect(sniffFileType(sample)).toBeNull()
    }
    expect(acceptedExtensions('audio')).toEqual(['mp3', 'ogg', 'oga', 'opus', 'm4a'])
  })
})
