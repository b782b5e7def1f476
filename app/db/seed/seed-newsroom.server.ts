import { eq, inArray } from 'drizzle-orm'
import { announceSubmission, decideReview } from '../../admin/content/review.server'
import { saveContent } from '../../admin/content/save.server'
import { articleSchema } from '../../admin/content/schemas.server'
import { authorProfiles, articles, users } from '../schema'
import type { Db } from '../client.server'
import { profileOfUser } from '../../newsroom/credits.server'
import { authorsArticle, newsroomDrafts, staffProfiles } from './data/newsroom'

/**
 * The demo newsroom: the staff accounts' author profiles, the author's published article, a
 * contributor's article waiting for review and another sent back with the editor's note, so each role's console has work in it.
 * Runs once: drafts that exist are left alone.
 */
export async function seedNewsroom(db: Db) {
  const staff = await db.select({ id: users.id, name: users.name, email: users.email, role: users.role }).from(users).where(inArray(users.email, Object.keys(staffProfiles)))
  const byEmail = new Map(staff.map((person) => [person.email, person]))
  for (const [email, profile] of Object.entries(staffProfiles)) {
    const person = byEmail.get(email)
    if (!person) continue
    const id = await profileOfUser(db, person)
    await db.update(authorProfiles).set({ roleTitle: profile.roleTitle, bio: profile.bio }).where(eq(authorProfiles.id, id))
  }
  const contributor = byEmail.get('contributor@lumen.example')
  const editor = byEmail.get('editor@lumen.example')
  const author = byEmail.get('author@lumen.example')
  if (!contributor || !editor || !author) return 0
  let made = 0
  const [published] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, authorsArticle.slug))
  if (!published) {
    // An author publishes their own work without review.
    const input = articleSchema.parse({ ...authorsArticle, status: 'draft', publishedAt: '', categoryId: '', featuredImage: '', tags: 'Enterprise AI, Governance' })
    await saveContent(db, { type: 'articles', id: null, input, intent: 'publish', actor: author })
    made++
  }
  for (const draft of newsroomDrafts) {
    const [existing] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, draft.slug))
    if (existing) continue
    const input = articleSchema.parse({ title: draft.title, slug: draft.slug, status: 'draft', publishedAt: '', excerpt: draft.excerpt, content: draft.content, categoryId: '', featuredImage: '', tags: 'Marketing' })
    const { id } = await saveContent(db, { type: 'articles', id: null, input, intent: 'save', actor: contributor })
    await saveContent(db, { type: 'articles', id, input, intent: 'submit', actor: contributor })
    await announceSubmission(db, { type: 'articles', id, actor: contributor })
    if (draft.state === 'changes_requested') await decideReview(db, { type: 'articles', id, actor: editor, decision: 'request-changes', note: draft.note })
    made++
  }
  return made
}
