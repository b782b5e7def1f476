import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { scimUsers, users } from '../../db/schema'
import { isUuid } from '../../lib/uuid'
import { afterCompanyAccount, companyAccount, isAddressAt, seatCompanyMember, verifiedDomainOf } from '../company-accounts.server'
import { recordWorkspaceChange } from '../workspaces.server'
import { resourceChanges } from './scim-attributes'
import { invalidValue, ScimError, userNotFound } from './scim-errors'
import { pageOf, userFilterOf } from './scim-filter'
import { releaseSeat, scimRefusalOf } from './scim-seats.server'
import { LIST_SCHEMA, nameAfter, scimUserOf, type ScimUserRow } from './scim-user'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The workspace a request's token provisions, and the absolute address of `/scim/v2` for `meta.location`. */
export interface ScimContext {
  workspaceId: string
  baseUrl: string
}

const rowColumns = {
  id: scimUsers.id,
  userId: scimUsers.userId,
  externalId: scimUsers.externalId,
  isActive: scimUsers.isActive,
  createdAt: scimUsers.createdAt,
  updatedAt: scimUsers.updatedAt,
  email: users.email,
  name: users.name,
}

const rowsWhere = (db: Db | Tx, where: SQL | undefined) => db.select(rowColumns).from(scimUsers).innerJoin(users, eq(users.id, scimUsers.userId)).where(where)

/** A provisioned person of the workspace by SCIM id, or null (an id that is no UUID is nobody). */
async function scimUserRow(db: Db | Tx, workspaceId: string, id: string): Promise<ScimUserRow | null> {
  if (!isUuid(id)) return null
  const [row] = await rowsWhere(db, and(eq(scimUsers.id, id), eq(scimUsers.workspaceId, workspaceId)))
  return row ?? null
}

export async function getScimUser(db: Db, context: ScimContext, id: string) {
  const row = await scimUserRow(db, context.workspaceId, id)
  if (!row) throw userNotFound()
  return scimUserOf(row, context.baseUrl)
}

/** GET /Users: the workspace's provisioned people, oldest first, filtered and paged as asked. */
export async function listScimUsers(db: Db, context: ScimContext, query: Record<string, unknown>) {
  const filter = userFilterOf(query.filter)
  const { startIndex, count: wanted } = pageOf(query)
  const where = and(
    eq(scimUsers.workspaceId, context.workspaceId),
    filter?.attribute === 'userName' ? sql`lower(${users.email}) = ${filter.value.trim().toLowerCase()}` : undefined,
    filter?.attribute === 'externalId' ? eq(scimUsers.externalId, filter.value) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(scimUsers).innerJoin(users, eq(users.id, scimUsers.userId)).where(where)
  const rows = wanted === 0 ? [] : await rowsWhere(db, where).orderBy(asc(scimUsers.createdAt), asc(scimUsers.id)).limit(wanted).offset(startIndex - 1)
  return { schemas: [LIST_SCHEMA], totalResults: Number(total?.n ?? 0), itemsPerPage: rows.length, startIndex, Resources: rows.map((row) => scimUserOf(row, context.baseUrl)) }
}

/** A `userName` the workspace may provision: an address at its verified domain, lower-cased. */
async function companyAddress(db: Db, workspaceId: string, userName: string | undefined) {
  if (!userName) throw invalidValue('userName is required: the person’s e-mail address at the workspace’s verified domain.')
  const domain = await verifiedDomainOf(db, workspaceId)
  if (!domain) throw invalidValue('The workspace has no verified domain: verify the company domain in the workspace settings before provisioning people.')
  if (!isAddressAt(userName, domain)) throw invalidValue(`userName must be an e-mail address at the workspace’s verified domain, ${domain}.`)
  return userName.trim().toLowerCase()
}

/**
 * POST /Users: finds or creates the person's account and, when active (the default), gives them
 * a seat, in one transaction: the seat is taken under the workspace's lock, so parallel creates
 * never fill more seats than the plan has, and a refusal leaves no account behind.
 */
export async function createScimUser(db: Db, context: ScimContext, body: unknown, now = new Date()) {
  const input = resourceChanges(body)
  const email = await companyAddress(db, context.workspaceId, input.userName)
  const isActive = input.active ?? true
  const { workspaceId } = context
  const created = await db
    .transaction(async (tx) => {
      const account = await companyAccount(tx, { email, name: nameAfter('', input), now })
      const [taken] = await tx.select({ id: scimUsers.id }).from(scimUsers).where(and(eq(scimUsers.workspaceId, workspaceId), eq(scimUsers.userId, account.id)))
      if (taken) throw new ScimError(409, 'A user with this userName is already provisioned in this workspace.', 'uniqueness')
      // The provider is the source of a company account's name.
      const name = nameAfter(account.name, input)
      if (name !== account.name) await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, account.id))
      // An inactive person holds no seat, also when they had joined the workspace before.
      if (!isActive) await releaseSeat(tx, { workspaceId, userId: account.id })
      const joined = isActive && (await seatCompanyMember(tx, { workspaceId, userId: account.id, now }))
      const [row] = await tx.insert(scimUsers).values({ workspaceId, userId: account.id, externalId: input.externalId ?? null, isActive, createdAt: now, updatedAt: now }).returning({ id: scimUsers.id })
      await recordWorkspaceChange(tx, { actorId: null, workspaceId, action: 'scim.user_created', details: { scimId: row!.id, userId: account.id } })
      return { account: { ...account, name }, joined, id: row!.id }
    })
    .catch(async (error: unknown) => {
      throw await scimRefusalOf(db, workspaceId, error)
    })
  await afterCompanyAccount(db, { account: created.account, workspaceId, joined: created.joined })
  return getScimUser(db, context, created.id)
}
