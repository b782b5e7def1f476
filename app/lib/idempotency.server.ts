import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { idempotencyKeys } from '../db/schema'
import { readerAnswer } from '../i18n/reader-message.server'
import { idempotencyField } from './idempotency'

export interface Answer<T> {
  status: number
  body: T
}

interface SubmitOnceOptions<T> {
  /** Which form (a scope of its own). */
  form: string
  /** Who sends it: `user:<id>` or `client:<address>`. */
  owner: string
  /** Does the write and gives the answer. An answer below 400 is kept for repeats; any other lets a repeat run again. */
  write: () => Promise<Answer<T>>
  /** The route's answer (409) while the first submission with this key is still running. */
  busy: (message: string) => T
}

const validKey = /^[A-Za-z0-9_-]{16,100}$/
const keepFor = sql`interval '24 hours'`
/** A claim whose request never finished (its process stopped) may be taken over after this. */
const abandonedAfter = sql`interval '30 seconds'`
const waitMs = 5_000
const pollMs = 100
let lastSweep = 0

type Id = { form: string; owner: string; keyHash: string }

/**
 * Applies a form submission once per idempotency key. The key (the hidden `idempotencyKey`
 * field, new on every render) together with the address and the submitted values names the
 * submission; the first request with it claims a row in `idempotency_keys` and runs `write`,
 * and a repeat gets the stored first answer without writing again — on any instance, for a
 * day. A repeat that arrives while the first is still running waits for it a few seconds.
 * Without a valid key the write simply runs.
 */
export async function submitOnce<T>(db: Db, request: Request, form: FormData, options: SubmitOnceOptions<T>): Promise<Answer<T>> {
  const key = form.get(idempotencyField)
  if (typeof key !== 'string' || !validKey.test(key)) return options.write()
  const id: Id = { form: options.form, owner: options.owner, keyHash: submissionHash(request, form, key) }
  await sweep(db)
  const deadline = Date.now() + waitMs
  for (;;) {
    if (await claim(db, id)) return run(db, id, options.write)
    const [row] = await db.select({ status: idempotencyKeys.status, answer: idempotencyKeys.answer }).from(idempotencyKeys).where(matches(id))
    if (row && row.status !== null) return { status: row.status, body: row.answer as T }
    if (row && Date.now() > deadline) return { status: 409, body: options.busy(readerAnswer('input.busy')) }
    if (row) await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

function submissionHash(request: Request, form: FormData, key: string) {
  const values = [...form.entries()]
    .filter(([name]) => name !== idempotencyField)
    .map(([name, value]) => JSON.stringify([name, typeof value === 'string' ? value : `${value.name}:${value.size}`]))
    .sort()
  return createHash('sha256').update(JSON.stringify([key, new URL(request.url).pathname, values])).digest('hex')
}

const matches = (id: Id) =>
  and(eq(idempotencyKeys.form, id.form), eq(idempotencyKeys.owner, id.owner), eq(idempotencyKeys.keyHash, id.keyHash))

/** Takes the key: a new row, or one that expired or was abandoned. */
async function claim(db: Db, id: Id) {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(id)
    .onConflictDoUpdate({
      target: [idempotencyKeys.form, idempotencyKeys.owner, idempotencyKeys.keyHash],
      set: { status: null, answer: null, createdAt: sql`now()` },
      setWhere: or(
        lt(idempotencyKeys.createdAt, sql`now() - ${keepFor}`),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}`)),
      ),
    })
    .returning({ form: idempotencyKeys.form })
  return claimed.length > 0
}

/** Runs the write under the claim: keeps a successful answer, and lets the key go otherwise. */
async function run<T>(db: Db, id: Id, write: () => Promise<Answer<T>>) {
  let answer: Answer<T>
  try {
    answer = await write()
  } catch (error) {
    await db.delete(idempotencyKeys).where(matches(id))
    throw error
  }
  if (answer.status < 400) await db.update(idempotencyKeys).set({ status: answer.status, answer: answer.body }).where(matches(id))
  else await db.delete(idempotencyKeys).where(matches(id))
  return answer
}

/** Deletes expired keys, at most once a minute per process. */
async function sweep(db: Db) {
  if (Date.now() - lastSweep < 60_000) return
  lastSweep = Date.now()
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keepFor}`))
}
