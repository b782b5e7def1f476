import { readdirSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { consoleSections, permissionMatrix, type Permission } from '../../app/admin/permissions'
import { staffRoles, type StaffRole } from '../../app/accounts/roles'
import { demoClientsForFile, type HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { staffAccount } from '../support/staff'

const server = serverForFile({ RATE_LIMIT_FACTOR: '1000' })
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])
const none = '00000000-0000-4000-8000-000000000000'

/**
 * Every admin route (by its file), an address that reaches it and the permission it needs.
 * Each id is one that does not exist: an allowed role reaches the route's own 404 or form
 * refusal, a refused one the 403 before anything is read. `hasPage: false`: the route only
 * answers forms.
 */
const routes: Record<string, { path: string; permission: Permission; action?: Permission | null; hasPage?: false }> = {
  'admin.tsx': { path: '/admin', permission: 'console', action: null },
  'admin._index.tsx': { path: '/admin?index', permission: 'overview', action: 'news.fetch' },
  'admin.content.tsx': { path: '/admin/content', permission: 'content.write', action: null },
  'admin.content.$type.$id.tsx': { path: `/admin/content/articles/${none}`, permission: 'content.write' },
  'admin.content.$type.$id.lock.ts': { path: `/admin/content/articles/${none}/lock`, permission: 'content.write', hasPage: false },
  'admin.content.$type.$id.autosave.ts': { path: `/admin/content/articles/${none}/autosave`, permission: 'content.write', hasPage: false },
  'admin.content.$type.$id.revisions.tsx': { path: `/admin/content/articles/${none}/revisions`, permission: 'content.write' },
  'admin.content.$type.$id.preview.tsx': { path: `/admin/content/articles/${none}/preview`, permission: 'content.write', action: null },
  'admin.content.courses.$courseId.lessons.$lessonId.tsx': { path: `/admin/content/courses/${none}/lessons/${none}`, permission: 'content.write' },
  'admin.content.courses.$courseId.lessons.$lessonId.revisions.tsx': { path: `/admin/content/courses/${none}/lessons/${none}/revisions`, permission: 'content.write' },
  'admin.content.courses.$courseId.lessons.$lessonId.quiz.ts': { path: `/admin/content/courses/${none}/lessons/${none}/quiz`, permission: 'content.write', hasPage: false },
  'admin.authors.tsx': { path: '/admin/authors', permission: 'content.write', action: null },
  'admin.authors.$id.tsx': { path: `/admin/authors/${none}`, permission: 'content.write' },
  'admin.content.uploads.tsx': { path: '/admin/content/uploads', permission: 'content.write' },
  'admin.video-uploads.$.ts': { path: `/admin/video-uploads/${none}`, permission: 'content.write' },
  'admin.content.videos.$id.stream.ts': { path: `/admin/content/videos/${none}/stream`, permission: 'content.write' },
  'admin.news-fetch.ts': { path: '/admin/news-fetch', permission: 'news.fetch' },
  'admin.comments.tsx': { path: '/admin/comments', permission: 'comments.moderate' },
  'admin.newsletter.tsx': { path: '/admin/newsletter', permission: 'newsletter.send', action: null },
  'admin.newsletter.editions.$id.tsx': { path: `/admin/newsletter/editions/${none}`, permission: 'newsletter.send' },
  'admin.newsletter.export.csv.ts': { path: '/admin/newsletter/export.csv', permission: 'newsletter.send', action: null },
  'admin.gifts.tsx': { path: '/admin/gifts', permission: 'billing.manage', action: null },
  'admin.newsletter.welcome.tsx': { path: '/admin/newsletter/welcome', permission: 'newsletter.send', action: null },
  'admin.newsletter.welcome.$id.tsx': { path: `/admin/newsletter/welcome/${none}`, permission: 'newsletter.send' },
  'admin.notifications.tsx': { path: '/admin/notifications', permission: 'announcements' },
  'admin.analytics.tsx': { path: '/admin/analytics', permission: 'analytics', action: null },
  'admin.users.tsx': { path: '/admin/users', permission: 'people.manage', action: null },
  'admin.users.$id.tsx': { path: `/admin/users/${none}`, permission: 'people.manage' },
  'admin.staff.tsx': { path: '/admin/staff', permission: 'people.manage' },
  'admin.subscriptions.tsx': { path: '/admin/subscriptions', permission: 'billing.manage' },
  'admin.subscriptions.$id.tsx': { path: `/admin/subscriptions/${none}`, permission: 'billing.manage', action: null },
  'admin.offers.tsx': { path: '/admin/offers', permission: 'billing.manage' },
  'admin.offers.$id.tsx': { path: `/admin/offers/${none}`, permission: 'billing.manage' },
  'admin.advertising.tsx': { path: '/admin/advertising', permission: 'advertising' },
  'admin.advertising.new.tsx': { path: '/admin/advertising/new', permission: 'advertising' },
  'admin.advertising.$id.tsx': { path: `/admin/advertising/${none}`, permission: 'advertising' },
  'admin.support.tsx': { path: '/admin/support', permission: 'support' },
  'admin.support.$number.tsx': { path: '/admin/support/999999', permission: 'support' },
  'admin.support.replies.tsx': { path: '/admin/support/replies', permission: 'support' },
  'admin.support.reports.tsx': { path: '/admin/support/reports', permission: 'support', action: null },
  'admin.emails.$id.tsx': { path: `/admin/emails/${none}`, permission: 'outbox', action: null },
  'admin.jobs.tsx': { path: '/admin/jobs', permission: 'jobs' },
  'admin.settings.tsx': { path: '/admin/settings', permission: 'settings' },
}

const staff = {} as Record<StaffRole, HttpClient>
const ids = {} as Record<StaffRole | 'target', string>

beforeAll(async () => {
  for (const role of staffRoles) {
    const made = await staffAccount(server, admin, role, `matrix-${role}`)
    staff[role] = made.client
    ids[role] = made.id
  }
  ids.target = (await staffAccount(server, admin, 'user', 'matrix-target')).id
}, 120_000)

const allowed = (role: StaffRole, permission: Permission) => (permissionMatrix[permission] as readonly string[]).includes(role)

describe('the permission matrix decides every admin route and action on the server', () => {
  it('lists every admin route of the site', () => {
    const files = readdirSync('app/routes').filter((file) => file.startsWith('admin.') || file === 'admin.tsx')
    expect(files.sort()).toEqual(Object.keys(routes).sort())
  })

  it('sends visitors to log in and refuses members, on every route and action', async () => {
    for (const { path, action, hasPage } of Object.values(routes)) {
      if (hasPage === false) {
        expect((await visitor.post(path, { intent: 'probe' })).status, `POST ${path}`).toBe(302)
        expect((await member.post(path, { intent: 'probe' })).status, `POST ${path}`).toBe(403)
        continue
      }
      const page = await visitor.get(path)
      expect(page.status, path).toBe(302)
      expect(page.headers.get('location'), path).toMatch(/^\/login\?redirect=/)
      expect((await member.get(path)).status, path).toBe(403)
      if (action !== null) expect((await member.post(path, { intent: 'probe' })).status, `POST ${path}`).toBe(403)
    }
  })

  for (const role of staffRoles) {
    it(`gives the ${role} role exactly what the matrix allows`, async () => {
      for (const [file, { path, permission, action, hasPage }] of Object.entries(routes)) {
        const page = hasPage === false ? null : await staff[role].get(path)
        if (!page) { /* a form-only route: its action is checked below */ }
        else if (allowed(role, permission)) expect(page.status, `${role} GET ${file}`).not.toBe(403)
        else if (file === 'admin._index.tsx' && allowed(role, 'console')) expect(page.status, `${role} is sent to a section they may open`).toBe(302)
        else expect(page.status, `${role} GET ${file}`).toBe(403)
        if (action === null) continue
        const posted = await staff[role].post(path, { intent: 'probe' })
        if (allowed(role, action ?? permission)) expect(posted.status, `${role} POST ${file}`).not.toBe(403)
        else expect(posted.status, `${role} POST ${file}`).toBe(403)
      }
    })
  }

  it('shows each role only the console sections it may open', async () => {
    const navOf = async (client: HttpClient, path = '/admin/content') => {
      const html = await (await client.get(path)).text()
      const nav = /<nav aria-label="Admin"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      return [...nav.matchAll(/href="(\/admin[^"]*)"/g)].map((match) => match[1])
    }
    expect(await navOf(staff.contributor)).toEqual(['/admin/content', '/admin/authors'])
    expect(await navOf(staff.editor)).toEqual(['/admin/content', '/admin/authors', '/admin/comments', '/admin/newsletter'])
    expect(await navOf(staff.support, '/admin/support')).toEqual(['/admin/support'])
    expect((await staff.support.get('/admin')).headers.get('location')).toBe('/admin/support')
    expect(await navOf(admin)).toEqual(consoleSections.map((section) => section.to))
  })

  it('refused changes change nothing', async () => {
    for (const role of ['contributor', 'author', 'support', 'editor'] as const) {
      expect((await staff[role].post(`/admin/users/${ids.target}`, { intent: 'role', role: 'admin' })).status).toBe(403)
    }
    const target = await (await admin.get(`/admin/users/${ids.target}`)).text()
    expect(target).toMatch(/data-testid="user-badges"[^>]*>[\s\S]*?Member/)
    const title = `Matrix refusal ${Date.now()}`
    expect((await staff.support.post('/admin/content/articles/new', { intent: 'publish', title, excerpt: 'x', content: '<p>x</p>' })).status).toBe(403)
    expect(await (await admin.get(`/admin/content?type=articles&q=${encodeURIComponent(title)}`)).text()).not.toContain(`>${title}<`)
    const invited = `matrix-invite-${Date.now()}@example.com`
    expect((await staff.editor.post('/admin/staff', { intent: 'invite', email: invited, role: 'admin' })).status).toBe(403)
    expect(await (await admin.get('/admin/staff')).text()).not.toContain(invited)
  })
})
