import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir, lockFileName } from '../../app/db/data-dir-lock.server'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lumen-lock-'))
/** The pid of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()

describe('lockDataDir', () => {
  it('writes the owner pid into the folder and removes it on release', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(`${process.pid}\n`)
    release()
    expect(existsSync(path.join(dir, lockFileName))).toBe(false)
  })

  it('refuses a folder another live process holds, naming that process', () => {
    const dir = freshDir()
    writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n`)
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}\\b`))
    expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(`${process.ppid}\n`)
  })

  it('refuses a second lock in the same process', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    release()
  })

  it('takes over a lock whose process is gone, and one that holds no pid', () => {
    for (const stale of [deadPid(), 'garbage', '']) {
      const dir = freshDir()
      writeFileSync(path.join(dir, lockFileName), `${stale}\n`)
      const release = lockDataDir(dir)
      expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(`${process.pid}\n`)
      release()
    }
  })

  it('takes over a lock left with its own pid by an earlier life of the process', () => {
    const dir = freshDir()
    writeFileSync(path.join(dir, lockFileName), `${process.pid}\n`)
    const release = lockDataDir(dir)
    release()
    expect(existsSync(path.join(dir, lockFileName))).toBe(false)
  })
})

describe('the embedded database of a configured server', () => {
  it('keeps its page cache within PGLITE_SHARED_BUFFERS_MB', async () => {
    const { configuredTarget, openDb } = await import('../../app/db/client.server')
    const { parseConfig } = await import('../../app/config.server')
    const target = configuredTarget(parseConfig({ PGLITE_SHARED_BUFFERS_MB: '24' }))
    expect(target).toMatchObject({ kind: 'pglite', sharedBuffersMb: 24 })
    const handle = await openDb({ kind: 'pglite', sharedBuffersMb: 24 })
    try {
      if (handle.kind !== 'pglite') throw new Error('expected the embedded database')
      expect((await handle.client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe('24MB')
    } finally {
      await handle.close()
    }
  }, 60_000)
})
