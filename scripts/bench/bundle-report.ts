// npm run bundle:report: the JavaScript a reader's first load of the home page and of an article
// fetches, chunk by chunk, gzip-compressed, with what each chunk holds. Reads an existing build
// (BUILD_DIR, default build; run `npm run build` first), starts its production server on a fresh
// embedded database (on PORT when set) and reads the pages' HTML as an anonymous visitor.
//
// A page's JavaScript is every file its HTML names: the <script src> and <link rel="modulepreload">
// files, and the modules its inline bootstrap script imports. The contents come from the build's
// .vite/module-sizes.json (written by vite.config.ts): each chunk's modules and the length of their
// code after tree-shaking; a chunk's gzip bytes are shared among its modules in proportion.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer } from '../../tests/support/server-process'
import { newestArticleSlug, pageHtml, stop, visitorHeaders } from './common'

interface ChunkSizes {
  name: string
  isEntry: boolean
  isDynamicEntry: boolean
  imports: string[]
  dynamicImports: string[]
  modules: Record<string, number>
}

// The server reads BUILD_DIR from the repository's root (server.js): so does this report.
const repository = path.resolve(import.meta.dirname, '../..')
const buildName = process.env.BUILD_DIR ?? 'build'
const buildDir = path.join(repository, buildName)
const sizesFile = path.join(buildDir, 'client/.vite/module-sizes.json')
if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` (with the same BUILD_DIR) first.`)
  process.exit(1)
}
const chunkSizes: Record<string, ChunkSizes> = existsSync(sizesFile) ? JSON.parse(readFileSync(sizesFile, 'utf8')) : {}

/** The files a page's HTML names: scripts, module preloads and the inline bootstrap's imports. */
function referencedScripts(html: string) {
  const files = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script')
    if (!isScript && !/\brel="modulepreload"/.test(tag)) continue
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if (address?.endsWith('.js')) files.add(address)
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, address] of body!.matchAll(/\bimport\s+(?:[^"';]*?\s+from\s+)?["']([^"']+\.js)["']/g)) files.add(address!)
  }
  return [...files]
}

/** Where a module comes from: its package for a dependency, its file for the app's own code. */
function sourceOf(moduleId: string) {
  const parts = moduleId.split('node_modules/')
  if (parts.length > 1) {
    const rest = parts.at(-1)!.split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  return moduleId.replace(/\?.*$/, '')
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

interface Part {
  source: string
  gzip: number
}

async function pageReport(base: string, pagePath: string, label: string, mustContain: string) {
  const html = await pageHtml(base + pagePath, visitorHeaders, mustContain)
  const files = referencedScripts(html)
  const rows: { file: string; raw: number; gzip: number; parts: Part[] }[] = []
  for (const file of files) {
    const response = await fetch(base + file)
    if (!response.ok) throw new Error(`${file}: ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    const gzip = gzipSync(body).length
    const modules = chunkSizes[file.replace(/^\/+/, '')]?.modules ?? {}
    const rendered = Object.values(modules).reduce((sum, length) => sum + length, 0)
    const bySource = new Map<string, number>()
    for (const [id, length] of Object.entries(modules)) {
      const source = sourceOf(id)
      bySource.set(source, (bySource.get(source) ?? 0) + (rendered > 0 ? (gzip * length) / rendered : 0))
    }
    const parts = [...bySource].map(([source, bytes]) => ({ source, gzip: bytes })).sort((a, b) => b.gzip - a.gzip)
    rows.push({ file, raw: body.length, gzip, parts })
  }
  rows.sort((a, b) => b.gzip - a.gzip)
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0)
  const contents = (parts: Part[]) => {
    const shown = parts.slice(0, 4).map((part) => `${part.source} ${kb(part.gzip)}`)
    if (parts.length > 4) shown.push(`${parts.length - 4} more ${kb(parts.slice(4).reduce((sum, part) => sum + part.gzip, 0))}`)
    return shown.join(', ') || '(no module sizes)'
  }
  const lines = [
    `### ${label} (${pagePath})`,
    '',
    `Total: **${kb(total)} KB gzip** in ${rows.length} files (${kb(totalRaw)} KB uncompressed)`,
    '',
    '| chunk | gzip KB | raw KB | contents (gzip KB, shared by module size) |',
    '|---|---:|---:|---|',
    ...rows.map((row) => `| ${path.basename(row.file)} | ${kb(row.gzip)} | ${kb(row.raw)} | ${contents(row.parts)} |`),
    `| **total, ${rows.length} files** | **${kb(total)}** | **${kb(totalRaw)}** | |`,
  ]
  const bySource = new Map<string, number>()
  for (const part of rows.flatMap((row) => row.parts)) bySource.set(part.source, (bySource.get(part.source) ?? 0) + part.gzip)
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 15)
  lines.push('', 'Largest sources on this page:', '', '| source | gzip KB |', '|---|---:|', ...top.map(([source, bytes]) => `| ${source} | ${kb(bytes)} |`))
  return { lines, total, files: rows.length }
}

const port = process.env.PORT
const server = await startServer({ BUILD_DIR: buildName, ...(port ? { PORT: port } : {}) })
const base = port ? `http://127.0.0.1:${port}` : server.url
try {
  const slug = await newestArticleSlug(base)
  const home = await pageReport(base, '/', 'Home', 'Latest News')
  const article = await pageReport(base, `/news/${slug}`, 'Article', '<h1')
  if (Object.keys(chunkSizes).length === 0) console.log(`(No ${path.relative(repository, sizesFile)}: chunk contents unknown; build with this repository's vite.config.ts.)\n`)
  console.log(`## First-load JavaScript — ${buildName}\n`)
  console.log(`| page | gzip KB | files |\n|---|---:|---:|\n| home | ${kb(home.total)} | ${home.files} |\n| article | ${kb(article.total)} | ${article.files} |\n`)
  console.log([...home.lines, '', ...article.lines].join('\n'))
} catch (error) {
  console.error(server.output().slice(-4000))
  throw error
} finally {
  await stop(server)
}
