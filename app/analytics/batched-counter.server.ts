import { getDbHandle, type Db } from '../db/client.server'

/** One batch: each key with the amount added to it since the last batch. */
export type Batch = { key: string; n: number }[]

/** Takes a batch off the counter's hands (the job queue) and writes it later, elsewhere. */
export type BatchSink = (batch: Batch) => Promise<unknown>

export interface BatchedCounterOptions {
  /** Writes a batch, in one statement where it can; returns what it counted. */
  write: (db: Db, batch: Batch) => Promise<number>
  /** A batch is handed over this long after its first addition... */
  everyMs?: number
  /** ...or at once when this many keys are pending. */
  maxKeys?: number
}

/** Every counter made, so a stopping server writes what each still holds (flushCounters). */
const counters = new Set<BatchedCounter>()

/**
 * Counting without a write per event: amounts are added up in memory by key and, every few
 * seconds, handed over as one batch: to the sink while one is set (the job queue, so a
 * database hiccup retries the batch instead of losing it), else written at once to the
 * process's database. What each key means, and how a batch is written, is the owner's.
 */
export class BatchedCounter {
  private pending = new Map<string, number>()
  private timer: NodeJS.Timeout | undefined
  private sink: BatchSink | undefined
  private readonly everyMs: number
  private readonly maxKeys: number

  constructor(private readonly options: BatchedCounterOptions) {
    this.everyMs = options.everyMs ?? 5_000
    this.maxKeys = options.maxKeys ?? 5_000
    counters.add(this)
  }

  /** Adds n to a key's amount in the next batch. */
  add(key: string, n = 1) {
    this.pending.set(key, (this.pending.get(key) ?? 0) + n)
    if (this.pending.size >= this.maxKeys) void this.handOver()
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.handOver(), this.everyMs)
      this.timer.unref()
    }
  }

  /** Sends batches to `sink` from now on, or writes them directly when undefined. */
  useSink(sink: BatchSink | undefined) {
    this.sink = sink
  }

  /** Writes what is pending now, to `db` (by default the process's database); returns what was counted. */
  async flush(db: Db | undefined = getDbHandle()?.db): Promise<number> {
    const batch = this.take()
    if (!db || batch.length === 0) return 0
    return this.options.write(db, batch)
  }

  private async handOver() {
    if (!this.sink) return this.flush().catch(() => undefined)
    const batch = this.take()
    if (batch.length === 0) return
    // Should the sink refuse the batch, it is written here instead.
    const db = getDbHandle()?.db
    await this.sink(batch)
      .catch(() => (db ? this.options.write(db, batch) : undefined))
      .catch(() => undefined)
  }

  private take(): Batch {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = [...this.pending].map(([key, n]) => ({ key, n }))
    this.pending.clear()
    return batch
  }
}

/**
 * Writes every counter's pending batch straight to the database: the server is stopping and
 * its job queue has already stopped, so nothing goes to a sink any more.
 */
export async function flushCounters(db: Db) {
  for (const counter of counters) {
    counter.useSink(undefined)
    await counter.flush(db).catch(() => undefined)
  }
}
