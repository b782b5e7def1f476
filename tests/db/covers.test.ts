import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createArticle } from '../../app/db/seed/factories'
import { createCourse } from '../../app/db/seed/learning-factories'
import { createPlaylist } from '../../app/db/seed/media-factories'
import { loader } from '../../app/routes/media.cover'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const cover = (kind: string, file: string) =>
  loader({ request: new Request(`http://localhost/media/covers/${kind}/${file}`), params: { kind, file }, context: new RouterContextProvider() } as never)

describe('generated covers', () => {
  it('draws a cover for articles and courses by slug and playlists by id, with the title in it', async () => {
    const article = await createArticle(db, { title: 'Harvest robots & the orchard' })
    const course = await createCourse(db, { title: 'Feature stores from scratch' })
    const playlist = await createPlaylist(db, { title: 'Weekend vision projects' })
    for (const [kind, file, text] of [
      ['article', `${article.slug}.svg`, 'Harvest robots &amp; the orchard'],
      ['course', `${course.slug}.svg`, 'Feature stores'],
      ['playlist', `${playlist.id}.svg`, 'Weekend vision'],
    ] as const) {
      const response = await cover(kind, file)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml')
      expect(await response.text()).toContain(text)
    }
  })

  it('answers 404 for unknown items, kinds and malformed ids', async () => {
    for (const [kind, file] of [['course', 'nope.svg'], ['planet', 'x.svg'], ['playlist', 'not-a-uuid.svg'], ['article', 'x.png']]) {
      expect((await cover(kind!, file!)).status).toBe(404)
    }
  })
})
