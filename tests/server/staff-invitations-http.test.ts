import { describe, expect, it } from 'vitest'
import { demoClientsForFile, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { invitationToken, register } from '../support/site-flows'
import { smtpServerForFile } from '../support/smtp-server'

const smtp = smtpServerForFile()
const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '1000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }))
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])

const staffRows = (html: string) => [...html.matchAll(/<tr[^>]*>[\s\S]*?<\/tr>/g)].map((row) => row[0])

describe('inviting staff by e-mail', () => {
  it('an admin invites an address as editor; the invitee registers through the link, accepts once and opens the console', async () => {
    const email = `invited-editor-${Date.now()}@example.com`
    const sent = await admin.post('/admin/staff', { intent: 'invite', email: email.toUpperCase(), role: 'editor' })
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain(`Invitation sent to ${email} as Editor.`)
    const open = await (await admin.get('/admin/staff')).text()
    expect(staffRows(open).some((row) => row.includes(email) && row.includes('Editor'))).toBe(true)
    const token = invitationToken(smtp.received, email, '/staff/join')
    const link = `/staff/join?token=${token}`

    const shown = await visitor.get(link)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    const shownHtml = await shown.text()
    expect(shownHtml).toContain('Join the newsroom as Editor')
    expect(shownHtml).toContain(`/register?redirect=${encodeURIComponent(link)}`)
    // Another member's account cannot accept it.
    expect((await member.get(link)).status).toBe(403)
    expect((await member.post(link, { token })).status).toBe(403)

    const invitee = new HttpClient(() => server.url)
    expect(await register(invitee, 'Ines Invited', email, link)).toBe(link)
    expect((await invitee.get('/admin/content')).status).toBe(403)
    const accepted = await invitee.post(link, { token })
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('location')).toBe('/admin')
    expect((await invitee.get('/admin/content')).status).toBe(200)
    expect((await invitee.get('/admin/users')).status).toBe(403)

    // The link worked once.
    expect((await invitee.post(link, { token })).status).toBe(404)
    expect((await visitor.get(link)).status).toBe(404)
    const after = await (await admin.get('/admin/staff')).text()
    expect(staffRows(after).some((row) => row.includes(email) && row.includes('Editor') && row.includes('/admin/users/'))).toBe(true)
    expect(after).not.toContain(`Withdraw the invitation to ${email}`)
  })

  it('a withdrawn invitation’s link answers 404; bad input is a 400 that keeps what was typed', async () => {
    const email = `withdrawn-${Date.now()}@example.com`
    expect((await admin.post('/admin/staff', { intent: 'invite', email, role: 'contributor' })).status).toBe(200)
    const token = invitationToken(smtp.received, email, '/staff/join')
    const page = await (await admin.get('/admin/staff')).text()
    const invitationId = new RegExp(`name="invitationId" value="([^"]+)"[\\s\\S]*?Withdraw the invitation to ${email}`).exec(page)![1]!
    const withdrawn = await admin.post('/admin/staff', { intent: 'withdraw', invitationId })
    expect(await withdrawn.text()).toContain('The invitation is withdrawn')
    expect((await visitor.get(`/staff/join?token=${token}`)).status).toBe(404)
    expect((await admin.post('/admin/staff', { intent: 'withdraw', invitationId })).status).toBe(404)

    const bad = await admin.post('/admin/staff', { intent: 'invite', email: 'not-an-address', role: 'editor' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('value="not-an-address"')
    expect((await admin.post('/admin/staff', { intent: 'invite', email: 'someone@example.com', role: 'owner' })).status).toBe(400)
    expect((await admin.post('/admin/staff', { intent: 'invite', email: 'admin@lumen.example', role: 'editor' })).status).toBe(409)
    expect((await visitor.get('/staff/join?token=nothing-like-a-token')).status).toBe(404)
  })
})
