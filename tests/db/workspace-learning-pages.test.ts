import { beforeAll, describe, expect, it } from 'vitest'
import { createArticle } from '../../app/db/seed/factories'
import { createCollection } from '../../app/workspaces/collections.server'
import { action as learningAction, loader as learningLoader } from '../../app/routes/workspace.learning'
import { loader as analyticsLoader } from '../../app/routes/workspace.analytics'
import { loader as csvLoader } from '../../app/routes/workspace.analytics.csv'
import { ensurePlans } from '../support/billing'
import { answerStatus, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'
import { courseWithLessons, DAY, dayOf, signedInTeam } from '../support/workspace-learning'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

describe('the learning and analytics pages', () => {
  const spanish = (cookie: string) => `${cookie}; preferred-language=es`

  it('refuse a bad assignment with 400 in the reader’s language, keeping what was typed, and take a good one', async () => {
    const { admin, member } = await signedInTeam(db, { admin: 'Hana Admin', workspace: 'Page Team', member: 'Ivo User' })
    const { course } = await courseWithLessons(db, 1)
    const yesterday = dayOf(new Date(Date.now() - DAY))
    const form = { intent: 'assign', item: `course:${course.id}`, assignee: member.user.id, dueOn: yesterday }
    const refused = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: spanish(admin.cookie), form }))) as { data: { ok: boolean; errors: Record<string, string>; values: Record<string, string> } }
    expect(answerStatus(refused)).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, errors: { dueOn: 'La fecha límite no puede estar en el pasado.' }, values: form })

    const done = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: admin.cookie, form: { ...form, dueOn: '' } }))) as { ok: boolean; done: { key: string } }
    expect(done).toMatchObject({ ok: true, done: { key: 'workspaceLearning.assign.doneToldOne' } })
    const page = (await learningLoader(routeArgs('/workspace/learning', {}, { cookie: member.cookie }))) as { isAdmin: boolean; admin: unknown; assigned: { title: string }[] }
    expect(page).toMatchObject({ isAdmin: false, admin: null, assigned: [{ title: course.title }] })

    // A User's assign form is refused (403), an unknown intent is a 400 with the form's message.
    const forbidden = await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form }))
    expect(answerStatus(forbidden)).toBe(403)
    const unknown = await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form: { intent: 'promote' } }))
    expect(answerStatus(unknown)).toBe(400)
    // A note too long keeps the link and the note typed.
    const collectionId = await createCollection(db, { userId: member.user.id, name: 'Reading list' })
    const article = await createArticle(db)
    const long = { intent: 'add-item', collectionId, link: `/news/${article.slug}`, note: 'n'.repeat(281) }
    const tooLong = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form: long }))) as { data: { errors: Record<string, string>; values: Record<string, string>; target: string } }
    expect(answerStatus(tooLong)).toBe(400)
    expect(tooLong.data).toMatchObject({ errors: { note: 'Keep the note to 280 characters or fewer.' }, values: long, target: collectionId })
  })

  it('show analytics and its CSV to Admins only', async () => {
    const { admin, member } = await signedInTeam(db, { admin: 'Hana Admin', workspace: 'Page Team', member: 'Ivo User' })
    expect(await thrownStatus(analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: member.cookie })))).toBe(403)
    expect(await thrownStatus(csvLoader(routeArgs('/workspace/analytics/team.csv', {}, { cookie: member.cookie })))).toBe(403)
    const outsider = await signedInMember(db)
    expect(await thrownStatus(analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: outsider.cookie })))).toBe(404)
    expect(await thrownStatus(learningLoader(routeArgs('/workspace/learning', {}, { cookie: outsider.cookie })))).toBe(404)

    const page = (await analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: admin.cookie }))) as { analytics: { seats: unknown } }
    expect(page.analytics.seats).toEqual({ used: 2, included: 10 })
    const csv = (await csvLoader(routeArgs('/workspace/analytics/team.csv', {}, { cookie: spanish(admin.cookie) }))) as Response
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="analitica-equipo-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())
    expect(text.startsWith('\uFEFFMiembro,Correo electrónico,Rol,')).toBe(true)
    // Both members signed in just now: active today.
    expect(text).toContain(`Ivo User,${member.user.email},Usuario,${dayOf(new Date())},sí,sí,0,0,0,0,0,0,\r\n`)
  })
})
