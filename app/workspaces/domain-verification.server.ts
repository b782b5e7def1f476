import { randomBytes } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { workspaceMembers, workspaces } from '../db/schema'
import { violatedUniqueConstraint } from '../db/unique-violation.server'
import { AppError } from '../lib/app-error'
import { logger } from '../lib/log.server'
import { notify } from '../notifications/notifications.server'
import { recordWorkspaceChange } from './workspaces.server'

/** Checks in a row that must miss the record before a verified domain is lost (a DNS change in flight is forgiven). */
export const MISSES_BEFORE_UNVERIFIED = 3
/** How often a verified domain is checked again. */
const RECHECK_AFTER_MS = 24 * 60 * 60 * 1000

/** A new secret for a domain's TXT record. */
export const newDomainToken = () => randomBytes(18).toString('base64url')

/** The TXT record that proves a workspace holds `domain`: where it goes and what it says. */
export const domainRecord = (domain: string, token: string) => ({ name: `_lumen-verification.${domain}`, value: `lumen-verification=${token}` })

/** What the DNS answered for the record: found, missing (no such name or no TXT there), or no answer. */
export type RecordLookup = 'found' | 'missing' | 'unanswered'

/** Looks the record up on the configured DNS servers (DNS_RESOLVER), or the system's. */
export async function lookUpDomainRecord(domain: string, token: string): Promise<RecordLookup> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  const servers = getConfig().DNS_RESOLVER
  if (servers.length > 0) resolver.setServers(servers)
  const { name, value } = domainRecord(domain, token)
  try {
    const records = await resolver.resolveTxt(name)
    // A long TXT value may come in several strings: they are one value.
    return records.some((parts) => parts.join('') === value) ? 'found' : 'missing'
  } catch (error) {
    const code = (error as { code?: string }).code
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'missing' : 'unanswered'
  }
}

const workspaceDomain = async (db: Db, workspaceId: string) => {
  const [row] = await db
    .select({ domain: workspaces.domain, token: workspaces.domainToken, verifiedAt: workspaces.domainVerifiedAt })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return row
}

/**
 * An Admin asks to verify the workspace's domain now: the TXT record must be there. A domain
 * verified by another workspace is refused; so is a record not (yet) found, with what to add.
 */
export async function verifyWorkspaceDomain(db: Db, { workspaceId, actorId, now = new Date() }: { workspaceId: string; actorId: string; now?: Date }) {
  const row = await workspaceDomain(db, workspaceId)
  if (!row?.domain || !row.token) throw new AppError('invalid_input', 400, 'answers.workspace.domainFirst')
  if (row.verifiedAt) return row.verifiedAt
  const lookup = await lookUpDomainRecord(row.domain, row.token)
  const sameClaim = and(eq(workspaces.id, workspaceId), eq(workspaces.domain, row.domain), eq(workspaces.domainToken, row.token))
  if (lookup !== 'found') {
    await db.update(workspaces).set({ domainCheckedAt: now }).where(sameClaim)
    const { name, value } = domainRecord(row.domain, row.token)
    if (lookup === 'unanswered') throw new AppError('invalid_input', 400, 'answers.workspace.domainNoAnswer')
    throw new AppError('invalid_input', 400, 'answers.workspace.domainRecordMissing', { values: { name, value } })
  }
  try {
    await db.transaction(async (tx) => {
      const [updated] = await tx.update(workspaces).set({ domainVerifiedAt: now, domainCheckedAt: now, domainCheckFailures: 0 }).where(sameClaim).returning({ id: workspaces.id })
      if (updated) await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'domain_verified', details: { domain: row.domain } })
    })
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'workspaces_verified_domain_key') throw new AppError('conflict', 409, 'answers.workspace.domainTaken', { values: { domain: row.domain! } })
    throw error
  }
  return now
}

/**
 * The periodic check of verified domains (a job, daily): a record found again resets the
 * count; three checks in a row without it unverify the domain, which its Admins are told.
 * A DNS server that does not answer changes nothing.
 */
export async function recheckWorkspaceDomains(db: Db, { now = new Date() } = {}) {
  const due = await db
    .select({ id: workspaces.id, name: workspaces.name, domain: workspaces.domain, token: workspaces.domainToken })
    .from(workspaces)
    .where(and(isNotNull(workspaces.domainVerifiedAt), or(isNull(workspaces.domainCheckedAt), lt(workspaces.domainCheckedAt, new Date(now.getTime() - RECHECK_AFTER_MS)))))
  const counts = { checked: 0, lost: 0 }
  for (const row of due) {
    if (!row.domain || !row.token) continue
    const lookup = await lookUpDomainRecord(row.domain, row.token)
    if (lookup === 'unanswered') continue
    counts.checked++
    const claim = and(eq(workspaces.id, row.id), eq(workspaces.domain, row.domain), isNotNull(workspaces.domainVerifiedAt))
    if (lookup === 'found') {
      await db.update(workspaces).set({ domainCheckedAt: now, domainCheckFailures: 0 }).where(claim)
      continue
    }
    const lost = await db.transaction(async (tx) => {
      const [missed] = await tx
        .update(workspaces)
        .set({ domainCheckedAt: now, domainCheckFailures: sql`${workspaces.domainCheckFailures} + 1` })
        .where(claim)
        .returning({ failures: workspaces.domainCheckFailures })
      if (!missed || missed.failures < MISSES_BEFORE_UNVERIFIED) return false
      await tx.update(workspaces).set({ domainVerifiedAt: null }).where(eq(workspaces.id, row.id))
      await recordWorkspaceChange(tx, { actorId: null, workspaceId: row.id, action: 'domain_lost', details: { domain: row.domain } })
      const admins = await tx.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, row.id), eq(workspaceMembers.role, 'admin')))
      for (const { userId } of admins) {
        await notify(tx, {
          userId,
          type: 'warning',
          title: `${row.domain} is no longer verified`,
          message: `Its TXT record was missing at ${MISSES_BEFORE_UNVERIFIED} checks in a row, so people at ${row.domain} can no longer join ${row.name} by their address. Add the record again and verify it in the workspace settings.`,
          link: '/workspace/settings',
        })
      }
      return true
    })
    if (lost) {
      counts.lost++
      logger.info({ where: 'job workspace-domains', code: 'domain_lost' }, 'workspace domain unverified')
    }
  }
  return counts
}
