// npm run bench:newsletter: one editor's edition sent to 100,000 confirmed subscribers through
// the outbox (SMTP_URL unset, so every copy is a row in `emails`) on PostgreSQL, in a fresh
// schema of BENCH_DATABASE_URL that is dropped at the end. It times the edition's creation
// (one delivery row per reader) and the delivery by BENCH_WORKERS concurrent deliverEdition
// calls, then checks that every reader got exactly one copy.
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { parseConfig, setConfig } from '../../app/config.server'
import { openDb, type Db } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'
import { articles } from '../../app/db/schema'
import { topArticles } from '../../app/newsletter/editions/content.server'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { renderEdition } from '../../app/newsletter/editions/edition-email'
import { createAutomaticEdition } from '../../app/newsletter/editions/editions.server'
import { sanitizeHtml } from '../../app/lib/sanitize-html.server'
import { postgresCpuMs as postgresCpuMsAt } from './load'

const url = process.env.BENCH_DATABASE_URL
if (!url) {
  console.error(
    'bench:newsletter needs a PostgreSQL database it may create a schema in, e.g.\n' +
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_nl_bench npm run bench:newsletter',
  )
  process.exit(1)
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number (got ${process.env[name]})`)
    process.exit(1)
  }
  return value
}
const subscribers = positive('BENCH_SUBSCRIBERS', 100_000)
const batchSize = positive('BENCH_BATCH_SIZE', 500)
const workers = positive('BENCH_WORKERS', 2)

// The outbox transport whatever the environment says: nothing leaves the machine.
setConfig(
  parseConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SMTP_URL: '',
    SITE_URL: 'https://lumen.example',
    AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('hex'),
  }),
)

type Rows<T> = { rows: T[] }
const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as Rows<T>).rows

const articleSeeds = [
  {
    title: 'Retail marketers move from campaign calendars to always-on AI testing',
    excerpt: 'Three grocery chains explain how small language models write, test and retire promotional copy every week, and where people still sign off.',
    author: 'Mara Lindqvist',
    readingTime: 6,
    isPremium: false,
  },
  {
    title: 'What the new EU guidance on synthetic media means for ad agencies',
    excerpt: 'Labels, consent records and a paper trail for every generated image: a practical reading of the guidance for creative teams.',
    author: 'Tomás Ferreira',
    readingTime: 8,
    isPremium: true,
  },
  {
    title: 'Attribution after cookies: a field test of five measurement models',
    excerpt: 'We ran the same spring budget through media-mix, incrementality and three vendor models. They disagreed by up to 40 percent.',
    author: 'Priya Raman',
    readingTime: 11,
    isPremium: true,
  },
  {
    title: 'Inside a support team that lets an agent draft every first reply',
    excerpt: 'A mid-sized travel company measured handle time, refunds and complaints for six months after handing first drafts to a model.',
    author: 'Jonas Weber',
    readingTime: 7,
    isPremium: false,
  },
  {
    title: 'Vector search is becoming boring, and that is good news for product teams',
    excerpt: 'Postgres extensions, managed indexes and cheaper embeddings have turned semantic search into an ordinary feature request.',
    author: 'Aiko Tanaka',
    readingTime: 5,
    isPremium: false,
  },
]

const editorBody = `
<h2>The quiet quarter that changed how marketers work</h2>
<p>Nothing dramatic shipped this month, and that is the story. The tools that felt experimental in spring
have slipped into the everyday routine of marketing teams: briefs are drafted with a model, first cuts of
copy are tested against a handful of audience segments before a human reads them, and reporting decks
assemble themselves overnight. The teams we spoke to no longer ask whether to use AI, but where it must
not be used without a second pair of eyes.</p>
<p>That second pair of eyes is where the money goes. Every company in this month's reporting described the
same pattern: generation is cheap, review is expensive. A retailer that produces four hundred product
descriptions a day still employs the same number of editors, but they now spend their time on claims,
tone and legal wording instead of on blank pages. <a href="/news">Our coverage this month</a> follows three of
them through a full campaign.</p>
<h3>Measurement is the new bottleneck</h3>
<p>When a team can launch twenty variants instead of two, the question becomes which of them actually
worked. Classic last-click attribution cannot answer it, and the privacy changes in browsers have removed
most of the signals it relied on. Our field test below compares five approaches on the same budget; the
short version is that incrementality tests remain the most honest, and the most tedious, answer.</p>
<ul>
<li><strong>Start small:</strong> one channel, one holdout region, four weeks.</li>
<li><strong>Write down the decision</strong> the test is meant to inform before you run it.</li>
<li><strong>Keep the creative fixed</strong> while you measure; change one thing at a time.</li>
</ul>
<p>Next month we look at agents that operate ad accounts on their own, and at the guardrails the platforms
are adding around them. As always, reply to this e-mail with questions: the editors read every answer.</p>
`

/** Resident set size, sampled every 200 ms; the peak since the last reset. */
function rssSampler() {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 200)
  return {
    reset: () => (peak = process.memoryUsage().rss),
    peak: () => Math.max(peak, process.memoryUsage().rss),
    stop: () => clearInterval(timer),
  }
}

const postgresCpuMs = () => postgresCpuMsAt(url!)

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const seconds = (ms: number) => (ms / 1000).toFixed(2)
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000

async function run(db: Db, schema: string) {
  const lines: string[] = []
  const rss = rssSampler()
  try {
    let started = performance.now()
    await db.execute(sql`
      insert into newsletter_subscriptions (email, is_active, confirmed_at, token, created_at)
      select 'reader' || i || '@bench.example', true, now() - make_interval(mins => i), md5('bench-token-' || i) || i, now() - make_interval(mins => i)
      from generate_series(1, ${subscribers}) as i`)
    const fillMs = performance.now() - started
    const now = new Date()
    await db.insert(articles).values(
      articleSeeds.map((seed, i) => ({
        ...seed,
        slug: `bench-newsletter-${i + 1}`,
        content: `<p>${seed.excerpt}</p>`,
        status: 'published',
        publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        views: 1_000 - i * 100,
      })),
    )
    const picked = await topArticles(db, { from: new Date(now.getTime() - 7 * 86_400_000), to: now, limit: 5 })

    started = performance.now()
    const subject = 'The quiet quarter that changed how marketers work'
    const { html, text } = renderEdition({
      siteName: 'Lumen',
      siteUrl: 'https://lumen.example',
      label: 'Lumen newsletter',
      title: subject,
      bodyHtml: sanitizeHtml(editorBody),
      articles: picked,
      reason: 'You receive this because you subscribed to the Lumen newsletter.',
    })
    const renderMs = performance.now() - started

    rss.reset()
    started = performance.now()
    const editionId = await createAutomaticEdition(db, { kind: 'admin', key: 'bench:' + Date.now(), subject, html, text }, new Date())
    const createMs = performance.now() - started
    if (!editionId) throw new Error('The edition was not created.')
    const createRss = rss.peak()
    const [edition] = await query<{ recipients: number }>(db, sql`select recipients from newsletter_editions where id = ${editionId}::uuid`)
    if (edition?.recipients !== subscribers) throw new Error(`The edition has ${edition?.recipients} recipients, expected ${subscribers}.`)

    rss.reset()
    const cpuBefore = process.cpuUsage()
    const pgCpuBefore = postgresCpuMs()
    started = performance.now()
    const results = await Promise.all(Array.from({ length: workers }, () => deliverEdition(db, editionId, { batchSize })))
    const sendMs = performance.now() - started
    const sendCpu = cpuMs(process.cpuUsage(cpuBefore))
    const pgCpuAfter = postgresCpuMs()
    const pgCpu = pgCpuBefore !== null && pgCpuAfter !== null ? pgCpuAfter - pgCpuBefore : null
    const sendRss = rss.peak()

    // Each copy went out once: as many outbox rows as readers, no address twice, every delivery sent.
    const [outbox] = await query<{ n: number; addresses: number; html_bytes: number }>(
      db,
      sql`select count(*)::int as n, count(distinct "to")::int as addresses, coalesce(avg(octet_length(html)), 0)::int as html_bytes from emails where kind = 'newsletter-admin'`,
    )
    const [deliveries] = await query<{ sent: number; other: number; reclaimed: number }>(
      db,
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other,
            count(*) filter (where attempts <> 1)::int as reclaimed
          from newsletter_deliveries where edition_id = ${editionId}::uuid`,
    )
    const [state] = await query<{ status: string }>(db, sql`select status from newsletter_editions where id = ${editionId}::uuid`)
    const sentByWorkers = results.reduce((sum, result) => sum + result.sent, 0)
    const problems = [
      outbox?.n !== subscribers && `emails holds ${outbox?.n} newsletter rows, expected ${subscribers}`,
      outbox?.addresses !== outbox?.n && `${(outbox?.n ?? 0) - (outbox?.addresses ?? 0)} addresses received more than one copy`,
      deliveries?.sent !== subscribers && `${deliveries?.sent} deliveries are marked sent, expected ${subscribers}`,
      deliveries?.other && `${deliveries.other} deliveries are not marked sent`,
      deliveries?.reclaimed && `${deliveries.reclaimed} deliveries were claimed more than once`,
      sentByWorkers !== subscribers && `the workers report ${sentByWorkers} copies sent, expected ${subscribers}`,
      results.some((result) => result.failed > 0) && 'some copies failed',
      state?.status !== 'sent' && `the edition is "${state?.status}", not "sent"`,
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`Delivery check failed:\n  ${problems.join('\n  ')}`)

    const [sizes] = await query<{ emails: string; deliveries: string; subscriptions: string }>(
      db,
      sql`select pg_total_relation_size(${`${schema}.emails`}::regclass)::text as emails,
            pg_total_relation_size(${`${schema}.newsletter_deliveries`}::regclass)::text as deliveries,
            pg_total_relation_size(${`${schema}.newsletter_subscriptions`}::regclass)::text as subscriptions`,
    )
    const [server] = await query<{ version: string }>(db, sql`select current_setting('server_version') as version`)

    const rate = Math.round(subscribers / (sendMs / 1000))
    lines.push(
      `## Newsletter delivery bench ${new Date().toISOString()} — PostgreSQL ${server?.version}, outbox transport`,
      '',
      `${subscribers.toLocaleString('en')} subscribers, ${workers} concurrent deliverEdition ${workers === 1 ? 'call' : 'calls'}, batches of ${batchSize}`,
      '',
      '| measure | value |',
      '|---|---|',
      `| subscribers (confirmed, active) | ${subscribers.toLocaleString('en')} |`,
      `| fill subscribers (one insert … generate_series) | ${seconds(fillMs)} s |`,
      `| render edition (html ${(html.length / 1024).toFixed(1)} KB, text ${(text.length / 1024).toFixed(1)} KB) | ${renderMs.toFixed(1)} ms |`,
      `| create edition + deliveries (createAutomaticEdition) | ${seconds(createMs)} s |`,
      `| send (deliverEdition × ${workers}) | ${seconds(sendMs)} s |`,
      `| messages per second | ${rate.toLocaleString('en')} |`,
      `| copies per worker | ${results.map((result) => result.sent.toLocaleString('en')).join(' / ')} |`,
      `| process CPU per message (user + system) | ${(sendCpu / subscribers).toFixed(3)} ms |`,
      `| process CPU, whole send | ${seconds(sendCpu)} s (${Math.round((sendCpu / sendMs) * 100)}% of one core) |`,
      ...(pgCpu === null
        ? []
        : [`| PostgreSQL CPU per message (all its processes on this host) | ${(pgCpu / subscribers).toFixed(3)} ms (${seconds(pgCpu)} s in all) |`]),
      `| peak RSS while creating / sending | ${mb(createRss)} / ${mb(sendRss)} MB |`,
      `| average stored html per copy | ${(outbox!.html_bytes / 1024).toFixed(1)} KB |`,
      `| emails table (pg_total_relation_size) | ${mb(Number(sizes!.emails))} MB |`,
      `| newsletter_deliveries table | ${mb(Number(sizes!.deliveries))} MB |`,
      `| newsletter_subscriptions table | ${mb(Number(sizes!.subscriptions))} MB |`,
      '',
      `Checked: ${outbox!.n.toLocaleString('en')} outbox rows for ${outbox!.addresses.toLocaleString('en')} distinct addresses, every delivery sent on its first claim, edition marked sent.`,
    )
  } finally {
    rss.stop()
  }
  return lines.join('\n')
}

/** Runs the bench in a new schema of the database, dropped afterwards whatever happens. */
async function inFreshSchema() {
  const schema = `bench_newsletter_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  try {
    const handle = await openDb({ kind: 'postgres', url: url!, schema, poolSize: Math.max(4, workers + 2) })
    try {
      await migrate(handle)
      return await run(handle.db, schema)
    } finally {
      await handle.close()
    }
  } finally {
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  }
}

console.log(await inFreshSchema())
