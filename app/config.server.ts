import { z } from 'zod'
import { parseTrustProxy } from './lib/trust-proxy'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
  // Where stored files (uploads) live: this machine's UPLOAD_DIR, or an S3-compatible bucket.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().trim().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  S3_PREFIX: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[\w\-./]*$/, 'may hold letters, digits, - _ . and /').default('')),
  SITE_NAME: z.string().trim().min(1).max(60).default('Lumen'),
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:3000')),
  // Other origins whose pages may send forms here (comma-separated, e.g. https://www.example.com).
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(z.url('must be a comma-separated list of origins such as https://www.example.com')).transform((urls) => urls.map((url) => new URL(url).origin))),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false').transform(parseTrustProxy)),
  SEED_DEMO_CONTENT: z.enum(['auto', 'never']).default('auto'),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Lumen <no-reply@lumen.example>'),
  // The support desk: its address (replies go to support+{token}@ its domain), the built-in SMTP
  // receiver for customer replies (0 = off) and the secret of the HTTP inbound-parse endpoint.
  SUPPORT_ADDRESS: z.string().trim().regex(/^[^@\s+]+@[^@\s]+\.[^@\s]+$/, 'must be an address like support@example.com').default('support@lumen.example'),
  SUPPORT_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  SUPPORT_INBOUND_SECRET: z.preprocess(emptyToUndefined, z.string().min(24, 'must be at least 24 characters').optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  GITHUB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GITHUB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  BILLING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'stripe']).optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_/, 'must start with whsec_').optional()),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Newsletter editions: the hour (UTC) of the daily digest and weekly summary, the summary's weekday (0 = Sunday), copies per batch.
  NEWSLETTER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  NEWSLETTER_WEEKLY_DAY: z.coerce.number().int().min(0).max(6).default(1),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(10).max(5_000).default(500),
  // The Enterprise API: requests per workspace per calendar month (the plan sells 10,000) and per key per second.
  API_MONTHLY_QUOTA: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  // Webhooks go over HTTPS to public addresses; `true` also allows plain HTTP to this machine (development only).
  WEBHOOK_ALLOW_LOCAL_HTTP: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  API_BURST_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(10),
  // JSON log lines at this level and above (read by app/lib/log.server.ts as it loads).
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).default('info'),
  // GET /metrics (Prometheus) answers only to this bearer token; unset, the page does not exist.
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  // Live notifications (server-sent events): streams per member and per instance.
  LIVE_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2000),
  NEWSAPI_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  NEWSAPI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://newsapi.org/v2')),
  // The programs that transcode uploaded videos (Debian's ffmpeg package); names on PATH or full paths.
  FFMPEG_PATH: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('ffmpeg')),
  FFPROBE_PATH: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('ffprobe')),
  // Video sources being uploaded in parts (resumable uploads) until they are whole; instances share it.
  RESUMABLE_UPLOAD_DIR: z.string().min(1).default('./data/resumable-uploads'),
  // Largest video source an editor may upload, in megabytes.
  VIDEO_SOURCE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(4096),
  // DNS servers that check workspace domains' TXT records (comma-separated host or host:port); empty: the system's.
  DNS_RESOLVER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[\w.:[\]-]+$/, 'must be a comma-separated list of DNS servers such as 1.1.1.1 or 127.0.0.1:5353'))),
  ),
  // Time limits toward PostgreSQL and per request, in milliseconds (0 turns a limit off).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DATABASE_STARTUP_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  // Requests one process works on at once (0: no limit); the next wait their turn, at most
  // MAX_REQUESTS_QUEUED of them for MAX_QUEUE_WAIT_MS each; any other gets 503 with Retry-After at once.
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(16),
  MAX_REQUESTS_QUEUED: z.coerce.number().int().min(0).max(100_000).default(64),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(100),
}).superRefine((config, context) => {
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' })
  const provider = config.BILLING_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'local')
  if (provider !== 'stripe') return
  if (!config.STRIPE_SECRET_KEY) context.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when BILLING_PROVIDER=stripe' })
  if (!config.STRIPE_WEBHOOK_SECRET) context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with Stripe billing' })
})

export type AppConfig = z.infer<typeof configSchema>

export type BillingProviderName = 'local' | 'stripe' | 'none'

/** Whether the site's address is this machine's (a local start), not a public site. */
export function isLocalSiteUrl(siteUrl: string) {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * The billing provider in force: BILLING_PROVIDER, else Stripe when a secret key is set, else
 * the local test-mode provider on a local SITE_URL. A public site with neither gets `none`:
 * paid checkout is refused, so nobody becomes a paying member through the test card.
 */
export function billingProviderName(config: AppConfig = getConfig()): BillingProviderName {
  if (config.BILLING_PROVIDER) return config.BILLING_PROVIDER
  if (config.STRIPE_SECRET_KEY) return 'stripe'
  return isLocalSiteUrl(config.SITE_URL) ? 'local' : 'none'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates an environment; the message names every variable that is wrong. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  )
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

let cached: AppConfig | undefined

/** Replaces the cached configuration (tests point the app at their own servers). */
export function setConfig(config: AppConfig | undefined) {
  cached = config
}

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env)
  return cached
}

/**
 * The site's public origin for addresses shown to readers: SITE_URL when it is set, else the
 * origin the request came to (a site started without SITE_URL still shows its own address,
 * not the default http://localhost:3000).
 */
export function publicOrigin(requestOrigin: string, env: Record<string, string | undefined> = process.env) {
  return env.SITE_URL?.trim() ? new URL(getConfig().SITE_URL).origin : requestOrigin
}
