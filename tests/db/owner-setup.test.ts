import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { claimOwnerSetup, openOwnerSetup, ownerSetupIsOpen, ownerSetupLifetimeMs } from '../../app/accounts/owner-setup.server'
import { ownerSetupLinks, users } from '../../app/db/schema'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const owner = (email: string) => ({ name: 'Ada Owner', email, password: 'Owner-Pass-2026!' })
const settle = (work: Promise<unknown>) => work.then(() => undefined, (thrown: unknown) => thrown as Error)
const admins = async () => (await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]!.n

// One database in which no admin exists until the last step creates one, so the steps run in order.
describe('the owner set-up link', () => {
  it('works for an hour, and each start replaces the link before it', async () => {
    const start = new Date('2026-11-29T08:00:00Z')
    const first = (await openOwnerSetup(db, start))!
    expect(first).toMatch(/^[\w-]{43}$/)
    expect(await ownerSetupIsOpen(db, first, start)).toBe(true)
    expect(await ownerSetupIsOpen(db, first, new Date(start.getTime() + ownerSetupLifetimeMs + 1000))).toBe(false)
    // Only its hash is kept.
    expect(JSON.stringify(await db.select().from(ownerSetupLinks))).not.toContain(first)

    const second = (await openOwnerSetup(db, start))!
    expect(second).not.toBe(first)
    expect(await ownerSetupIsOpen(db, first, start)).toBe(false)
    expect(await settle(claimOwnerSetup(db, first, owner('old-link@example.com'), start))).toMatchObject({ name: 'OperatorRefusal', message: expect.stringContaining('used or has expired') })
    expect(await settle(claimOwnerSetup(db, second, owner('late@example.com'), new Date(start.getTime() + ownerSetupLifetimeMs + 1000)))).toMatchObject({ name: 'OperatorRefusal' })
    expect(await admins()).toBe(0)
  })

  it('creates the owner once, even from two submissions at the same moment, and then closes', async () => {
    const token = (await openOwnerSetup(db))!
    const outcomes = await Promise.all([settle(claimOwnerSetup(db, token, owner('ada@example.com'))), settle(claimOwnerSetup(db, token, owner('mallory@example.com')))])
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1)
    expect(await admins()).toBe(1)
    expect(await ownerSetupIsOpen(db, token)).toBe(false)
    // With an admin, a start opens no link and clears any left.
    expect(await openOwnerSetup(db)).toBeNull()
    expect(await db.select().from(ownerSetupLinks)).toEqual([])
  })
})
