import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createArticle } from '../../app/db/seed/factories'
import { createCourse } from '../../app/db/seed/learning-factories'
import { createPlaylist, createVideo } from '../../app/db/seed/media-factories'
import { loader } from '../../app/routes/media.cover'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const cover = (kind: string, file: string, cookie?: string) =>
  loader({
    request: new Request(`http://localhost/media/covers/${kind}/${file}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: { kind, file },
    context: new RouterContextProvider(),
  } as never)

describe('generated covers', () => {
  it('draws a wordless cover for articles and courses by slug and playlists by id', async () => {
    const article = await createArticle(db, { title: 'Harvest robots & the orchard' })
    const course = await createCourse(db, { title: 'Feature stores from scratch' })
    const playlist = await createPlaylist(db, { title: 'Weekend vision projects' })
    for (const [kind, file, text] of [
      ['article', `${article.slug}.svg`, 'Harvest robots'],
      ['course', `${course.slug}.svg`, 'Feature stores'],
      ['playlist', `${playlist.id}.svg`, 'Weekend vision'],
    ] as const) {
      const response = await cover(kind, file)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/)
      expect(svg).not.toContain(text)
      expect(svg).not.toMatch(/<text|<title/)
    }
  })

  it('answers 404 for unknown items, kinds and malformed ids', async () => {
    for (const [kind, file] of [['course', 'nope.svg'], ['planet', 'x.svg'], ['playlist', 'not-a-uuid.svg'], ['article', 'x.png']]) {
      expect((await cover(kind!, file!)).status).toBe(404)
    }
  })

  it('draws no cover of a draft or scheduled item for visitors or members, and a private one for admins', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000)
    const draft = await createArticle(db, { title: 'Unannounced merger talks', status: 'draft' })
    const scheduled = await createArticle(db, { title: 'Embargoed earnings preview', publishedAt: tomorrow })
    const draftCourse = await createCourse(db, { title: 'Secret launch course', status: 'draft' })
    const draftVideo = await createVideo(db, { title: 'Keynote before the keynote', status: 'draft' })
    const member = await signedInMember(db)
    const admin = await signedInMember(db, { role: 'admin' })
    for (const [kind, slug] of [['article', draft.slug], ['article', scheduled.slug], ['course', draftCourse.slug], ['video', draftVideo.slug]]) {
      expect((await cover(kind!, `${slug}.svg`)).status).toBe(404)
      expect((await cover(kind!, `${slug}.svg`, member.cookie)).status).toBe(404)
      const forAdmin = await cover(kind!, `${slug}.svg`, admin.cookie)
      expect(forAdmin.status).toBe(200)
      expect(forAdmin.headers.get('Cache-Control')).toBe('private, no-store')
    }
    const draftCover = await (await cover('article', `${draft.slug}.svg`, admin.cookie)).text()
    expect(draftCover).toMatch(/^<svg /)
    expect(draftCover).not.toContain('Unannounced')
  })
})
