import { readdirSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/** The built client's files: hashed assets kept for a year, the other public files (favicon.svg) by name. */
export function clientFiles(client: string): RequestHandler {
  const files = express.Router()
  files.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }))
  // Listed once at start: page addresses never touch the disk.
  const publicFiles = new Set(readdirSync(client).filter((name) => name !== 'assets').map((name) => `/${name}`))
  // The service worker is looked at again on every visit, so a deploy reaches readers at once.
  const publicFile = express.static(client, {
    maxAge: '1h',
    index: false,
    setHeaders: (res, file) => {
      if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache')
    },
  })
  files.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()))
  return files
}
