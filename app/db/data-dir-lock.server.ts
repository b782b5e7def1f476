import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * One process per embedded database folder. PGlite does not lock its folder (its own
 * postmaster.pid always holds the same made-up pid), and two processes writing one folder
 * lose each other's committed writes. The lock is a file in the folder holding the owner's
 * pid: created whole and atomically (written aside, then hard-linked into place, which fails
 * if it exists), taken over when its process is gone, removed when the database closes.
 */
export const lockFileName = 'lumen.lock'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by process ${pid}. Stop that process, or set ` +
        `PGLITE_DATA_DIR to another folder. (If no such process runs, delete ${lockFile}.)`,
    )
  }
}

const held = new Set<string>()

/** Takes the folder for this process and returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), lockFileName)
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file)) {
      held.add(file)
      return () => release(file)
    }
    const content = read(file)
    if (content === undefined) continue
    const owner = Number.parseInt(content, 10)
    // Our own pid in a lock this process never took is left from an earlier life (a restarted container).
    const leftover = owner === process.pid && !held.has(file)
    if (!leftover && isAlive(owner)) throw new DataDirInUseError(dataDir, owner, file)
    takeOver(file, content)
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}: its lock file keeps changing.`)
}

function create(file: string) {
  const draft = `${file}.${process.pid}.new`
  writeFileSync(draft, `${process.pid}\n`)
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

/** The lock file's content, or undefined when there is none. */
function read(file: string) {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Moves a stale lock aside and deletes it. If another starting process replaced it in the
 * meantime, what was moved is a live lock: it is put back and the next attempt reports it.
 */
function takeOver(file: string, staleContent: string) {
  const aside = `${file}.${process.pid}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (read(aside) !== staleContent) {
    try {
      linkSync(aside, file)
    } catch {
      // Someone holds the folder again; the next attempt reads who.
    }
  }
  unlinkSync(aside)
}

function release(file: string) {
  if (!held.delete(file)) return
  if (read(file) === `${process.pid}\n`) unlinkSync(file)
}

// A process that exits without closing the database (a failed start) leaves no lock behind.
process.on('exit', () => {
  for (const file of held) release(file)
})
