import { PROFILE_LINKS } from './profile-links'
import { asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { recordAudit } from '../../audit/audit.server'
import type { Db } from '../../db/client.server'
import { authorProfiles, contentAuthors, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { profileSlugs, refreshBylines } from '../../newsroom/credits.server'
import { localMediaPath, plainText, requiredText, slugField } from '../content/form-fields'
import { resolveSlug } from '../content/slugs.server'
import type { Actor } from '../content/item-access.server'
import { can } from '../permissions'


const linkUrl = z.string().trim().max(300, 'The address is too long').refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'Use an address that starts with https://').default('')
const linkLabel = plainText('Link label', 40).default('')

/** The profile form: who the author is and where else to find them. */
export const profileSchema = z.object({
  name: requiredText('Name', 100),
  slug: slugField,
  roleTitle: plainText('Role title', 100).default(''),
  bio: plainText('Bio', 1000).default(''),
  avatarUrl: localMediaPath.default(''),
  link1Label: linkLabel, link1Url: linkUrl,
  link2Label: linkLabel, link2Url: linkUrl,
  link3Label: linkLabel, link3Url: linkUrl,
}).superRefine((input, context) => {
  const values = input as Record<string, string>
  for (let i = 1; i <= PROFILE_LINKS; i++) {
    if (values[`link${i}Url`] && !values[`link${i}Label`]) context.addIssue({ code: 'custom', path: [`link${i}Label`], message: 'Name the link, e.g. Website' })
    if (values[`link${i}Label`] && !values[`link${i}Url`]) context.addIssue({ code: 'custom', path: [`link${i}Url`], message: 'Give the link’s address' })
  }
})
export type ProfileInput = z.infer<typeof profileSchema>

const linksOf = (input: ProfileInput) => {
  const values = input as Record<string, string>
  return Array.from({ length: PROFILE_LINKS }, (_, i) => ({ label: values[`link${i + 1}Label`] ?? '', url: values[`link${i + 1}Url`] ?? '' })).filter((link) => link.url)
}

/** Profiles the console lists: every one for editors and admins, one's own for other staff; with how many items each is credited on. */
export async function listConsoleProfiles(db: Db, actor: Pick<Actor, 'id' | 'role'>) {
  const rows = await db.select({ id: authorProfiles.id, name: authorProfiles.name, slug: authorProfiles.slug, roleTitle: authorProfiles.roleTitle, account: users.name, credits: count(contentAuthors.contentId) })
    .from(authorProfiles).leftJoin(users, eq(users.id, authorProfiles.userId)).leftJoin(contentAuthors, eq(contentAuthors.profileId, authorProfiles.id))
    .where(can(actor.role, 'authors.manage') ? undefined : eq(authorProfiles.userId, actor.id))
    .groupBy(authorProfiles.id, users.name).orderBy(asc(authorProfiles.name))
  return rows
}

/** A profile as the form's values, if `actor` may edit it (editors and admins: any; other staff: their own). */
export async function profileForEditing(db: Db, id: string, actor: Pick<Actor, 'id' | 'role'>) {
  const [row] = await db.select().from(authorProfiles).where(eq(authorProfiles.id, id))
  if (!row) throw new AppError('not_found', 404, 'admin.error.profileGone')
  if (!can(actor.role, 'authors.manage') && row.userId !== actor.id) throw new AppError('not_allowed', 403, 'admin.error.notYourProfile')
  const values: Record<string, string> = { name: row.name, slug: row.slug, roleTitle: row.roleTitle, bio: row.bio, avatarUrl: row.avatarUrl ?? '' }
  row.links.forEach((link, i) => { values[`link${i + 1}Label`] = link.label; values[`link${i + 1}Url`] = link.url })
  return { values, isStaff: row.userId !== null }
}

/**
 * Creates a guest author's profile (editors and admins) or saves one the actor may edit; the
 * slug is the typed one or one made from the name. A new name is written into the bylines of
 * the items the profile is credited on. Audited. Returns its id and slug.
 */
export async function saveProfile(db: Db, { id, input, actor }: { id: string | null; input: ProfileInput; actor: Actor }) {
  if (!id && !can(actor.role, 'authors.manage')) throw new AppError('not_allowed', 403, 'admin.error.notYourProfile')
  return db.transaction(async (tx) => {
    if (id) {
      const [row] = await tx.select({ userId: authorProfiles.userId }).from(authorProfiles).where(eq(authorProfiles.id, id)).for('update')
      if (!row) throw new AppError('not_found', 404, 'admin.error.profileGone')
      if (!can(actor.role, 'authors.manage') && row.userId !== actor.id) throw new AppError('not_allowed', 403, 'admin.error.notYourProfile')
    }
    const slug = await resolveSlug(tx, profileSlugs, { typed: input.slug, title: input.name, exceptId: id })
    const fields = { name: input.name, slug, roleTitle: input.roleTitle, bio: input.bio, avatarUrl: input.avatarUrl || null, links: linksOf(input), updatedAt: new Date() }
    const [saved] = id
      ? await tx.update(authorProfiles).set(fields).where(eq(authorProfiles.id, id)).returning({ id: authorProfiles.id })
      : await tx.insert(authorProfiles).values(fields).returning({ id: authorProfiles.id })
    await refreshBylines(tx, saved!.id)
    await recordAudit(tx, { actorId: actor.id, action: id ? 'author.update' : 'author.create', targetType: 'author_profile', targetId: saved!.id, details: { name: input.name, slug } })
    return { id: saved!.id, slug }
  })
}
