// The Enterprise API under wrk: GET /api/v1/articles with a workspace key, beside the HTML
// article rendered for a signed-in reader (the page that, like every API answer, is built for
// its caller and never comes from the page cache).
import { eq } from 'drizzle-orm'
import { createApiKey } from '../../app/public-api/keys.server'
import { openDb } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'
import { apiKeys, apiMonthlyUsage, subscriptions, users, workspaceMembers } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { isEmpty, seedDemoContent } from '../../app/db/seed/seed.server'
import { createWorkspace } from '../../app/workspaces/workspaces.server'
import { demoLogins, HttpClient } from '../../tests/support/http-client'
import { startServer } from '../../tests/support/server-process'
import { compressed, newestArticleSlug, pageHtml, stop, visitorHeaders } from './common'
import { load, postgresCpuMs, rssMbOf, startBaseline, type Figures } from './load'

export type ApiBenchTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; authSecret: string }

/** The bench server's quota and burst limit: far above what a run sends, so neither stops it. */
const BENCH_QUOTA = 10_000_000
const BENCH_BURST_PER_SECOND = 100_000
const BENCH_OWNER = 'api-bench@lumen.example'
const DAY = 86_400_000

/**
 * Prepares the caller directly in the database, before the server starts: an Enterprise member
 * with an active subscription, their workspace and a new key (the key is only ever shown once,
 * so each run makes one; the previous ones go, with their usage). The month's counter starts at
 * zero. On an empty embedded database the demo content is loaded first, as the server would.
 */
export async function prepareApiCaller(target: ApiBenchTarget) {
  const handle = await openDb(target.kind === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 2 } : { kind: 'pglite', dataDir: target.dataDir })
  try {
    await migrate(handle)
    const { db } = handle
    if (handle.kind === 'pglite' && (await isEmpty(db))) await seedDemoContent(db)
    const now = new Date()
    const yearLater = new Date(now.getTime() + 365 * DAY)
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_OWNER))
    const owner = existing ?? (await createUser(db, { email: BENCH_OWNER, name: 'API Bench', subscriptionTier: 'enterprise' }))
    await db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id))
    await db
      .insert(subscriptions)
      .values({ userId: owner.id, planId: 'enterprise-year', status: 'active', provider: 'local', providerSubscriptionId: `local_${owner.id}`, currentPeriodStart: now, currentPeriodEnd: yearLater })
      .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: { status: 'active', currentPeriodStart: now, currentPeriodEnd: yearLater, endedAt: null, canceledAt: null, cancelAtPeriodEnd: false } })
    const [membership] = await db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, owner.id))
    const workspaceId = membership?.workspaceId ?? (await createWorkspace(db, { userId: owner.id, name: 'API Bench' }))
    await db.delete(apiMonthlyUsage).where(eq(apiMonthlyUsage.workspaceId, workspaceId))
    await db.delete(apiKeys).where(eq(apiKeys.workspaceId, workspaceId))
    const { key } = await createApiKey(db, { workspaceId, actorId: owner.id, name: 'wrk' })
    return key
  } finally {
    await handle.close()
  }
}

// Beside the server's CPU, PostgreSQL's (every postgres process on this machine): on PGlite the
// database runs inside the server, so its work is in the server's column.
const header = ['| target | req/s | p50 ms | p99 ms | errors | server CPU ms/req | PostgreSQL CPU ms/req |', '|---|---|---|---|---|---|---|']
const row = (name: string, f: Figures & { pgCpuMs: number | null }) =>
  `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${errorsOf(f)} | ${f.cpuMs} | ${f.pgCpuMs ?? 'in the server'} |`
/** Errors, told apart: answers other than 2xx/3xx (a refusal by the quota would be one) and wrk's 2 s timeouts. */
const errorsOf = (f: Figures) => (f.errors === 0 ? '0' : [f.nonOk && `${f.nonOk} non-2xx`, f.timeouts && `${f.timeouts} timeouts`, f.errors - f.nonOk - f.timeouts && `${f.errors - f.nonOk - f.timeouts} socket`].filter(Boolean).join(', '))

/** wrk against one URL, with PostgreSQL's CPU per answered request when it runs on this machine. */
async function loadWithDatabase(url: string, pid: number, headers: Record<string, string>, databaseUrl: string | undefined) {
  const before = databaseUrl ? postgresCpuMs(databaseUrl) : null
  const figures = await load(url, pid, headers)
  const after = databaseUrl ? postgresCpuMs(databaseUrl) : null
  return { ...figures, pgCpuMs: before !== null && after !== null ? +((after - before) / figures.requests).toFixed(3) : null }
}

/** An API answer, checked to be a 200 in JSON. */
async function apiAnswer(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers })
  const text = await response.text()
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return { text, remaining: Number(response.headers.get('ratelimit-remaining')), limit: Number(response.headers.get('ratelimit-limit')) }
}

/** Measures one database; returns a Markdown section. */
export async function benchApi(label: string, target: ApiBenchTarget) {
  const key = await prepareApiCaller(target)
  const env: Record<string, string> = target.kind === 'postgres' ? { DATABASE_URL: target.url, AUTH_SECRET: target.authSecret } : { PGLITE_DATA_DIR: target.dataDir }
  const server = await startServer({ ...env, PAGE_CACHE_SECONDS: '5', API_MONTHLY_QUOTA: String(BENCH_QUOTA), API_BURST_PER_SECOND: String(BENCH_BURST_PER_SECOND) })
  const pid = server.child.pid!
  const lines = [`### ${label}`, '', ...header]
  const notes: string[] = []
  try {
    const auth = { authorization: `Bearer ${key}` }
    const slug = await newestArticleSlug(server.url)
    const articleUrl = `${server.url}/news/${slug}`
    const listUrl = `${server.url}/api/v1/articles`
    const oneUrl = `${server.url}/api/v1/articles/${slug}`
    const list = await apiAnswer(listUrl, auth)
    const articles = (JSON.parse(list.text) as { data: unknown[] }).data.length
    const one = await apiAnswer(oneUrl, auth)
    if (list.limit !== BENCH_QUOTA) throw new Error(`The bench server's quota is ${list.limit}, not ${BENCH_QUOTA}`)

    const baselineServer = await startBaseline(list.text)
    const base = await load(baselineServer.url, baselineServer.pid)
    await baselineServer.stop()
    lines.push(row('baseline (the list’s JSON bytes, plain Node)', { ...base, pgCpuMs: null }).replace('in the server', '—'))

    const reader = new HttpClient(server.url)
    await reader.login(...demoLogins.premium)
    const readerHeaders = { cookie: `${visitorHeaders.cookie}; ${reader.cookieHeader}` }
    const page = await pageHtml(articleUrl, readerHeaders, `/news/${slug}`)

    const apiTargets: [string, string, Record<string, string>][] = [
      [`/api/v1/articles (${articles} articles, JSON)`, listUrl, auth],
      [`/api/v1/articles, br`, listUrl, { ...auth, ...compressed }],
      [`/api/v1/articles/{slug} (the same article, JSON)`, oneUrl, auth],
      // The categories are a small, fixed query: what is left is each request's own cost (the key, the quota count).
      [`/api/v1/categories (the per-request floor)`, `${server.url}/api/v1/categories`, auth],
    ]
    const databaseUrl = target.kind === 'postgres' ? target.url : undefined
    lines.push(row('article, signed-in reader, rendered (HTML)', await loadWithDatabase(articleUrl, pid, readerHeaders, databaseUrl)))
    let sent = 0
    for (const [name, url, headers] of apiTargets) {
      const figures = await loadWithDatabase(url, pid, headers, databaseUrl)
      sent += figures.requests
      lines.push(row(name, figures))
    }
    const counted = BENCH_QUOTA - (await apiAnswer(listUrl, auth)).remaining
    notes.push(
      `Sizes: list ${(list.text.length / 1024).toFixed(1)} KB of JSON, the article ${(one.text.length / 1024).toFixed(1)} KB of JSON and ${(page.length / 1024).toFixed(1)} KB of HTML`,
      `Requests counted against the monthly quota: ${counted}, for ${sent} answers wrk counted (plus the bench's checks and what was in flight when wrk stopped); a refusal by the quota or the burst limit would show as non-2xx errors`,
      `RSS after load: ${rssMbOf(pid)} MB`,
    )
  } catch (error) {
    console.error(server.output().slice(-4000))
    throw error
  } finally {
    await stop(server)
  }
  return [...lines, '', ...notes].join('\n')
}
