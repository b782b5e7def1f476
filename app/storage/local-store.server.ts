import { createReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat, writeFile, access, constants, copyFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ObjectStore } from './object-store'

/** Objects as files in a folder (the default: `npm start` needs nothing else). */
export function localStore(root: string): ObjectStore {
  const folder = path.resolve(root)
  const fileOf = (key: string) => {
    const file = path.resolve(folder, key)
    if (!file.startsWith(folder + path.sep)) throw new Error('An object key must stay inside the storage folder.')
    return file
  }
  return {
    description: `local folder ${folder}`,
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes, { flag: 'wx' })
    },
    async putFile(key, source) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await copyFile(source, file, constants.COPYFILE_EXCL)
    },
    async stat(key) {
      const info = await stat(fileOf(key)).catch(() => null)
      return info?.isFile() ? { size: info.size, modified: info.mtime, etag: null } : null
    },
    async read(key, { start, end }) {
      return Readable.toWeb(createReadStream(fileOf(key), { start, end })) as ReadableStream<Uint8Array>
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async *list(prefix) {
      const dir = path.dirname(fileOf(`${prefix}x`))
      const names = await readdir(dir).catch(() => [] as string[])
      for (const name of names) yield path.posix.join(path.relative(folder, dir).split(path.sep).join('/'), name)
    },
    async check() {
      await mkdir(folder, { recursive: true })
      await access(folder, constants.W_OK).catch(() => {
        throw new Error(`STORAGE_DIR: the folder ${folder} cannot be written to.`)
      })
    },
  }
}
