// Bench-only data (not the demo seed): 100,000 published articles with varied tech and
// marketing headlines, written by set-based SQL so a fill takes seconds, not minutes.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDb, type DbHandle } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'

export const SYNTHETIC_ARTICLES = 100_000
export const BENCH_PGLITE_DIR = 'data/bench-search'
const BENCH_DATABASE = 'lumen_bench_search'
const BATCH = 10_000

const words = {
  company:
    'OpenAI|Anthropic|Google DeepMind|Meta|Microsoft|Nvidia|Apple|Amazon|Salesforce|HubSpot|Adobe|IBM|Mistral|Cohere|Hugging Face|Databricks|Snowflake|Shopify|Canva|Stability AI|Perplexity|Spotify|Netflix|Siemens|Unilever',
  verb: 'launches|unveils|acquires|open-sources|expands|rethinks|benchmarks|pilots|scales|releases|doubles down on|bets on|tests|rebuilds|automates',
  tech: 'machine learning|deep learning|generative AI|large language models|computer vision|reinforcement learning|transformers|neural networks|robotics|predictive analytics|recommendation engines|diffusion models|vector databases|speech recognition|AI agents|retrieval-augmented generation|edge AI|synthetic data|federated learning|marketing automation|programmatic advertising|customer data platforms|conversational AI|sentiment analysis|knowledge graphs|quantum computing|autonomous vehicles|prompt engineering|data labeling|attribution modeling',
  domain:
    'healthcare|retail|finance|e-commerce|logistics|education|manufacturing|advertising|media|insurance|agriculture|cybersecurity|travel|real estate|gaming|telecom|energy|fashion|publishing|pharma',
  audience:
    'marketers|CMOs|data scientists|startups|product teams|small businesses|engineers|agencies|publishers|developers|brand managers|growth teams',
  goal: 'cut churn|personalize campaigns|forecast demand|detect fraud|automate reporting|improve ad targeting|write better copy|segment customers|reduce costs|speed up research|measure ROI|scale content|triage support tickets|price products|predict lifetime value',
}

const literal = (list: string) =>
  `array[${list.split('|').map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`

// pick(name, salt): a deterministic pseudo-random element of one word list for row i.
const index = (name: keyof typeof words, salt: number) =>
  `mod(abs(hashint4(i * 31 + ${salt})::bigint), cardinality(${name}))`
const pick = (name: keyof typeof words, salt: number) => `(${name})[1 + ${index(name, salt)}]`
// Another tech than pick('tech', salt).
const otherTech = (salt: number) =>
  `tech[1 + mod(${index('tech', salt)} + 1 + mod(i, cardinality(tech) - 1), cardinality(tech))]`
const capital = (text: string) => `upper(left(${text}, 1)) || substr(${text}, 2)`

const title = `case mod(abs(hashint4(i)::bigint), 6)
  when 0 then ${pick('company', 1)} || ' ' || ${pick('verb', 2)} || ' ' || ${pick('tech', 3)} || ' for ' || ${pick('domain', 4)}
  when 1 then 'How ' || ${pick('audience', 5)} || ' use ' || ${pick('tech', 6)} || ' to ' || ${pick('goal', 7)}
  when 2 then (3 + mod(i, 9))::text || ' ' || ${pick('tech', 8)} || ' trends ' || ${pick('audience', 9)} || ' should know'
  when 3 then 'What ' || ${pick('tech', 10)} || ' means for ' || ${pick('domain', 11)}
  when 4 then ${capital(pick('tech', 12))} || ' vs ' || ${otherTech(12)} || ': what ' || ${pick('audience', 14)} || ' need to know'
  else ${pick('company', 15)} || ' uses ' || ${pick('tech', 16)} || ' to ' || ${pick('goal', 17)} || ' in ' || ${pick('domain', 18)}
end`

const sentence = (salt: number) =>
  `${pick('company', salt)} || ' says ' || ${pick('tech', salt + 1)} || ' helps ' || ${pick('audience', salt + 2)} || ' in ' || ${pick('domain', salt + 3)} || ' ' || ${pick('goal', salt + 4)} || ', while critics ask how ' || ${pick('tech', salt + 5)} || ' will be governed.'`

const excerpt = `'A look at how ' || ${pick('audience', 20)} || ' in ' || ${pick('domain', 21)} || ' apply ' || ${pick('tech', 22)} || ' to ' || ${pick('goal', 23)} || ', and what it means for the year ahead.'`
const content = `'<p>' || ${[30, 40, 50].map(sentence).join(" || ' ' || ")} || '</p><p>' || ${[60, 70, 80, 90].map(sentence).join(" || ' ' || ")} || '</p>'`

function insertBatch(from: number, to: number) {
  const lists = Object.entries(words)
    .map(([name, list]) => `${literal(list)} as ${name}`)
    .join(', ')
  return sql.raw(`
    insert into articles (slug, title, excerpt, content, author, category_id, status, published_at,
      reading_time, is_premium, views, likes)
    select 'bench-' || i, ${title}, ${excerpt}, ${content}, 'Bench Writer ' || mod(i, 40),
      (select id from categories where slug = 'bench-' || mod(i, 8)), 'published',
      now() - make_interval(mins => i * 7), 2 + mod(i, 9), mod(i, 5) = 0, mod(i * 13, 5000), mod(i * 7, 400)
    from generate_series(${from}, ${to}) as i, (select ${lists}) as w`)
}

export async function countSynthetic(handle: DbHandle) {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from articles where slug like 'bench-%'`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]!.n
}

/** Migrates and fills the database once; later runs reuse the rows already there. */
export async function fillSyntheticArticles(handle: DbHandle, log = console.log) {
  await migrate(handle)
  if ((await countSynthetic(handle)) === SYNTHETIC_ARTICLES) return SYNTHETIC_ARTICLES
  const started = Date.now()
  await handle.db.execute(sql`delete from articles where slug like 'bench-%'`)
  await handle.db.execute(sql`
    insert into categories (name, slug)
    select 'Bench ' || n, 'bench-' || n from generate_series(0, 7) as n
    on conflict (slug) do nothing`)
  for (let from = 1; from <= SYNTHETIC_ARTICLES; from += BATCH) {
    await handle.db.execute(insertBatch(from, Math.min(from + BATCH - 1, SYNTHETIC_ARTICLES)))
  }
  await handle.db.execute(sql`vacuum analyze articles`)
  log(`Filled ${SYNTHETIC_ARTICLES} synthetic articles in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return countSynthetic(handle)
}

/** The URL of the bench database on the same server as `serverUrl`, created when missing. */
export async function ensureBenchDatabase(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE])
    if (found.rowCount === 0) await client.query(`create database ${BENCH_DATABASE}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${BENCH_DATABASE}`
  return url.toString()
}

/** Opens, migrates and fills one bench database; returns where it is and how many rows it holds. */
export async function prepareSearchDatabase(target: { kind: 'postgres'; serverUrl: string } | { kind: 'pglite' }) {
  const url = target.kind === 'postgres' ? await ensureBenchDatabase(target.serverUrl) : undefined
  const handle = url
    ? await openDb({ kind: 'postgres', url, poolSize: 2 })
    : await openDb({ kind: 'pglite', dataDir: BENCH_PGLITE_DIR })
  try {
    const rows = await fillSyntheticArticles(handle)
    return { url, dataDir: url ? undefined : BENCH_PGLITE_DIR, rows }
  } finally {
    await handle.close()
  }
}
