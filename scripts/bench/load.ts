// Load generation for the bench: wrk (Debian's `wrk` package) drives the target from its own
// process, and the server's CPU time is read from /proc/<pid>/stat around the load.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const connections = 50
export const duration = Number(process.env.BENCH_SECONDS ?? 10)
/** Clock ticks per second of /proc/<pid>/stat's utime and stime. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

export interface Figures {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  /** Of the errors: answers that were not 2xx or 3xx, and requests wrk gave up on after 2 s. */
  nonOk: number
  timeouts: number
  /** Server CPU (user + system) per answered request, in milliseconds. */
  cpuMs: number
}

export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a failure.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('The bench needs wrk: apt-get install -y wrk')
      process.exit(1)
    }
  }
}

/** utime + stime of a process, in milliseconds. */
export function cpuMsOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000
}

/**
 * CPU time (ms) of every PostgreSQL process on this machine, or null when the server at `url`
 * is elsewhere (or runs as nothing this process can see).
 */
export function postgresCpuMs(url: string) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return null
  let total = 0
  let found = false
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue
      total += cpuMsOf(Number(pid))
      found = true
    } catch {
      // The process ended while we looked.
    }
  }
  return found ? total : null
}

/** A process and its descendants (a primary and its workers), by reading each process's parent in /proc. */
export function processTree(pid: number) {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child)
  return tree
}

/** Resident memory of a process and its workers, in MB. */
export function rssMbOf(pid: number) {
  let kb = 0
  for (const member of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))![1])
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round(kb / 1024)
}

/** CPU time (ms) of a process and its workers. */
export function treeCpuMs(pid: number) {
  return processTree(pid).reduce((sum, member) => {
    try {
      return sum + cpuMsOf(member)
    } catch {
      return sum
    }
  }, 0)
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1)

/** Parses wrk's `--latency` report. */
export function parseWrk(output: string) {
  const latency = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output)
    return match ? +toMs(match[1]!, match[2]!).toFixed(2) : NaN
  }
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  const nonOk = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = nonOk + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  const timeouts = Number(socketErrors?.[4] ?? 0)
  return { requests, rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)), p50: latency('50'), p99: latency('99'), errors, nonOk, timeouts }
}

/**
 * wrk against one URL for `duration` seconds; `pid` is the server whose CPU is charged (with its workers').
 * `script` is a wrk Lua script for requests that vary or are not GETs (a beacon, say).
 */
export async function load(url: string, pid: number, headers: Record<string, string> = {}, script?: string): Promise<Figures> {
  const scriptArgs = script ? ['-s', writeScript(script)] : []
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', ...scriptArgs, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url]
  const cpuBefore = treeCpuMs(pid)
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args)
    let text = ''
    child.stdout.on('data', (chunk) => (text += chunk))
    child.stderr.on('data', (chunk) => (text += chunk))
    child.on('error', reject)
    child.on('exit', () => resolve(text))
  })
  const cpu = treeCpuMs(pid) - cpuBefore
  const figures = parseWrk(output)
  if (!figures.requests) throw new Error(`wrk answered nothing for ${url}:\n${output}`)
  return { ...figures, cpuMs: +(cpu / figures.requests).toFixed(3) }
}

/** A wrk Lua script in a file of its own, for `-s`. */
function writeScript(text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lumen-wrk-')), 'script.lua')
  writeFileSync(file, text)
  return file
}

/** Plain Node in its own process serving fixed bytes: the ceiling this machine reaches for that response. */
export async function startBaseline(body: string) {
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  child.stdin!.end(body)
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))))
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }),
  }
}
