import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import S3rver from 's3rver'
import { freePort, startServer, type RunningServer } from '../support/server-process'

/** The deployment files the cluster runs with, as docs/deploy.md tells operators to. */
const unitFile = 'deploy/systemd/lumen@.service'
const nginxFile = 'deploy/nginx/lumen.conf'

/**
 * The environment and command of instance `n` from the systemd unit (`%i` is `n`). Settings
 * of the unit's EnvironmentFile are given by the cluster itself.
 */
export function unitInstance(n: number) {
  const lines = readFileSync(unitFile, 'utf8').split('\n').map((line) => line.trim())
  const environment = Object.fromEntries(
    lines.filter((line) => line.startsWith('Environment=')).map((line) => {
      const [name, ...value] = line.slice('Environment='.length).split('=')
      return [name!, value.join('=').replaceAll('%i', String(n))]
    }),
  )
  const execStart = lines.find((line) => line.startsWith('ExecStart='))!.slice('ExecStart='.length).split(/\s+/)
  const killSignal = lines.find((line) => line.startsWith('KillSignal='))?.slice('KillSignal='.length)
  return { environment, execStart, killSignal }
}

/** nginx's configuration from the deployment file, pointed at these ports. */
export function nginxConfig(listenPort: number, upstreamPorts: number[]) {
  const text = readFileSync(nginxFile, 'utf8')
  const servers = [...text.matchAll(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm)]
  if (servers.length === 0 || !/listen 8080;/.test(text)) throw new Error(`${nginxFile} no longer has the upstream or listen lines the cluster test changes.`)
  const options = servers[0]![1]
  const upstream = upstreamPorts.map((port) => `    server 127.0.0.1:${port} ${options};`).join('\n')
  return text
    .replace(/(^\s*server 127\.0\.0\.1:\d+ .*;\n)+/m, `${upstream}\n`)
    .replace('listen 8080;', `listen 127.0.0.1:${listenPort};`)
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Timed out waiting for ${what}.`)
}

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string
  instances: (RunningServer & { port: number })[]
  bucket: { endpoint: string; name: string }
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>
  stop: () => Promise<void>
}

/**
 * Three instances of the built site on one new PostgreSQL database, uploads in an S3 bucket
 * (s3rver), behind nginx running the deployment's own configuration.
 */
export async function startCluster({ databaseUrl, count = 3, env = {} }: { databaseUrl: string; count?: number; env?: Record<string, string> }): Promise<Cluster> {
  const work = mkdtempSync(path.join(tmpdir(), 'lumen-cluster-'))
  const database = `lumen_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const maintenance = new pg.Client({ connectionString: databaseUrl })
  await maintenance.connect()
  await maintenance.query(`create database ${database}`)
  const target = new URL(databaseUrl)
  target.pathname = `/${database}`

  const s3Port = await freePort()
  const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'lumen-cluster', configs: [] }] })
  await s3.run()
  const bucket = { endpoint: `http://127.0.0.1:${s3Port}`, name: 'lumen-cluster' }

  const nginxPort = await freePort()
  const ports: number[] = []
  for (let n = 0; n < count; n++) ports.push(await freePort())
  const url = `http://127.0.0.1:${nginxPort}`
  const shared = {
    DATABASE_URL: target.href,
    AUTH_SECRET: 'cluster-test-secret-'.padEnd(40, 'x'),
    SITE_URL: url,
    // Tests also talk to each instance directly, as the load balancer does.
    ALLOWED_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: bucket.name,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...env,
  }
  const instances: Cluster['instances'] = []
  // One after the other: the first applies the migrations.
  for (const [index, port] of ports.entries()) {
    const unit = unitInstance(index + 1)
    if (unit.execStart.at(-1) !== 'server.js' || unit.killSignal !== 'SIGTERM') throw new Error(`${unitFile} no longer starts "node server.js" and stops it with SIGTERM.`)
    const running = await startServer({ ...unit.environment, ...shared, PORT: String(port) })
    // The unit names the port: the instance listens there, not where the test helper would have put it.
    instances.push({ ...running, url: `http://127.0.0.1:${port}`, port })
  }

  mkdirSync(path.join(work, 'nginx', 'logs'), { recursive: true })
  writeFileSync(path.join(work, 'nginx', 'lumen.conf'), nginxConfig(nginxPort, ports))
  const temp = (name: string) => `${name}_temp_path ${path.join(work, 'nginx', name)};`
  writeFileSync(
    path.join(work, 'nginx', 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${path.join(work, 'nginx', 'nginx.pid')};`,
      `error_log ${path.join(work, 'nginx', 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(work, 'nginx', 'lumen.conf')}; }`,
    ].join('\n'),
  )
  const nginx: ChildProcess = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-p', path.join(work, 'nginx'), '-c', path.join(work, 'nginx', 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let nginxLog = ''
  nginx.stderr!.on('data', (chunk) => (nginxLog += chunk))
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, `nginx to answer (${nginxLog})`)

  const onDatabase = new pg.Client({ connectionString: target.href })
  await onDatabase.connect()

  return {
    url,
    instances,
    bucket,
    sql: (text, values = []) => onDatabase.query(text, values),
    async stop() {
      nginx.kill('SIGQUIT')
      await onDatabase.end()
      for (const instance of instances) {
        if (instance.child.exitCode === null) instance.child.kill('SIGTERM')
        await instance.exited
      }
      await s3.close()
      await maintenance.query(`drop database if exists ${database} with (force)`)
      await maintenance.end()
    },
  }
}
