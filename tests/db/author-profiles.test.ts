import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profileSchema, saveProfile, profileForEditing } from '../../app/admin/people/author-profiles.server'
import { saveContent } from '../../app/admin/content/save.server'
import { articleSchema } from '../../app/admin/content/schemas.server'
import { getAuthorPage } from '../../app/newsroom/authors.server'
import { profileOfUser } from '../../app/newsroom/credits.server'
import { articles } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const editor = await createUser(db, { role: 'editor', name: 'Pia Profiles' })
const contributor = await createUser(db, { role: 'contributor', name: `Cato Credit ${uniqueSuffix()}` })
const profile = (fields: Record<string, string>) => profileSchema.parse({ name: 'Guest Writer', slug: '', roleTitle: '', bio: '', avatarUrl: '', ...fields })

describe('author profiles', () => {
  it('editors add guests; other staff edit only their own profile', async () => {
    const slug = `guest-${uniqueSuffix()}`
    const guest = await saveProfile(db, { id: null, input: profile({ name: 'Guest Writer', slug }), actor: editor })
    expect(guest.slug).toBe(slug)
    await expect(saveProfile(db, { id: null, input: profile({}), actor: contributor })).rejects.toMatchObject({ status: 403 })
    await expect(saveProfile(db, { id: guest.id, input: profile({ name: 'Renamed' }), actor: contributor })).rejects.toMatchObject({ status: 403 })
    await expect(profileForEditing(db, guest.id, contributor)).rejects.toMatchObject({ status: 403 })
    const own = await profileOfUser(db, contributor)
    await expect(saveProfile(db, { id: own, input: profile({ name: contributor.name, roleTitle: 'Data reporter', bio: 'Covers AI in newsrooms.', link1Label: 'Website', link1Url: 'https://cato.example' }), actor: contributor })).resolves.toMatchObject({ id: own })
    const page = await getAuthorPage(db, (await profileForEditing(db, own, contributor)).values.slug!)
    expect(page!.profile).toMatchObject({ roleTitle: 'Data reporter', bio: 'Covers AI in newsrooms.', links: [{ label: 'Website', url: 'https://cato.example' }] })
  })

  it('a taken page address is refused with a free one suggested; links need a label and an https address', async () => {
    const slug = `taken-${uniqueSuffix()}`
    await saveProfile(db, { id: null, input: profile({ slug }), actor: editor })
    await expect(saveProfile(db, { id: null, input: profile({ slug }), actor: editor })).rejects.toMatchObject({ status: 400, field: 'slug', message: expect.stringContaining(`${slug}-2`) })
    expect(profileSchema.safeParse({ name: 'X', slug: '', link1Label: 'Site', link1Url: 'http://plain.example' }).success).toBe(false)
    expect(profileSchema.safeParse({ name: 'X', slug: '', link1Label: '', link1Url: 'https://site.example' }).success).toBe(false)
  })

  it('a new name is written into the bylines of the items the profile is credited on', async () => {
    const guest = await saveProfile(db, { id: null, input: profile({ name: 'Old Name', slug: `rename-${uniqueSuffix()}` }), actor: editor })
    const input = articleSchema.parse({ title: `Renamed byline ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', excerpt: '', content: '<p>Text.</p>', categoryId: '', featuredImage: '', tags: '' })
    const { id } = await saveContent(db, { type: 'articles', id: null, input, intent: 'save', actor: editor, authorIds: [guest.id, await profileOfUser(db, editor)] })
    expect((await db.select({ author: articles.author }).from(articles).where(eq(articles.id, id)))[0]!.author).toBe('Old Name and Pia Profiles')
    await saveProfile(db, { id: guest.id, input: profile({ name: 'New Name', slug: guest.slug }), actor: editor })
    expect((await db.select({ author: articles.author }).from(articles).where(eq(articles.id, id)))[0]!.author).toBe('New Name and Pia Profiles')
  })
})
