import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useLanguage, useT } from '../../i18n/i18n'
import type { ApiReference, ReferenceOperation } from '../reference'
import { textLinkClass } from '../../ui/text-link'
import { TryIt, type TryResult } from './try-it'

/** Who is reading: an Admin or a User of a workspace (by its name), or anyone else. */
export type ReferenceReader = { workspace: string; isAdmin: boolean } | null

/**
 * The refusals of the API, by status: their stable codes as the JSON error carries them. Each
 * is explained by the dictionaries' `apiRef.error.<code>`; a code they do not describe yet
 * carries its English explanation here, shown as English until they do.
 */
const errorRows: { status: number; code: string; english?: string }[] = [
  { status: 400, code: 'invalid_parameter' },
  { status: 401, code: 'invalid_key' },
  { status: 403, code: 'subscription_inactive' },
  { status: 404, code: 'not_found' },
  { status: 405, code: 'method_not_allowed' },
  { status: 429, code: 'burst_limit' },
  { status: 429, code: 'quota_exceeded' },
  {
    status: 429,
    code: 'too_many_invalid_keys',
    english: 'Too many requests with an unknown or revoked key came from your address. Every request from it is refused, whatever its key, until Retry-After has passed.',
  },
  { status: 500, code: 'internal_error' },
]

const errorExample = JSON.stringify({ error: { code: 'invalid_key', message: 'This API key is unknown or has been revoked.' } }, null, 2)

// The reference's looks: code set apart and inline, and its tables of headers, errors and parameters.
const classes = {
  codeBlock: 'mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-5 text-slate-100 dark:bg-slate-950',
  inlineCode: 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  tableWrap: 'mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800',
  table: 'w-full text-start text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_thead]:bg-slate-50 dark:[&_thead]:bg-slate-900 [&_tbody]:divide-y [&_tbody]:divide-slate-200 dark:[&_tbody]:divide-slate-800',
  /** Columns shown from the sm width up; below it their content goes under the first column's. */
  wideOnly: 'hidden sm:table-cell',
}

/** `text` with each `code span` of the OpenAPI descriptions shown as code. */
function WithCode({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') ? <code key={index} className={classes.inlineCode}>{part.slice(1, -1)}</code> : part,
      )}
    </>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-14 scroll-mt-24">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold">{title}</h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  )
}

/** What a refusal means: in the reader's language, or in English where the dictionaries have no text for it yet. */
function ErrorExplanation({ row }: { row: (typeof errorRows)[number] }) {
  const t = useT()
  const key = `apiRef.error.${row.code}` as MessageKey
  const text = t(key)
  if (text !== key || row.english === undefined) return <td>{text}</td>
  return <td lang="en">{row.english}</td>
}

const operationAnchor = (operation: ReferenceOperation) => `op-${operation.operationId}`

/** The /api reference: authentication, quota and headers, errors, then each operation with "Try it". */
export function ApiReferenceView({ reference, quota, burst, reader, tryResult }: { reference: ApiReference; quota: number; burst: number; reader: ReferenceReader; tryResult?: TryResult }) {
  const t = useT()
  const language = useLanguage()
  const sections: { id: string; title: MessageKey }[] = [
    { id: 'authentication', title: 'apiRef.auth.title' },
    { id: 'quota', title: 'apiRef.quota.title' },
    { id: 'caching', title: 'apiRef.caching.title' },
    { id: 'errors', title: 'apiRef.errors.title' },
    { id: 'endpoints', title: 'apiRef.endpoints.title' },
  ]
  const firstList = reference.operations.find((operation) => operation.parameters.some((parameter) => parameter.name === 'limit'))
  const curl = `curl "${reference.baseUrl}${firstList ? `${firstList.path}?limit=2` : reference.operations[0]?.path ?? ''}" \\\n  -H "Authorization: Bearer lum_…"`
  return (
    <article className="mx-auto max-w-4xl px-4 py-14 sm:px-6" data-testid="api-reference">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('apiRef.eyebrow')}</p>
      <h1 className="mt-1 font-serif text-4xl font-bold tracking-tight sm:text-5xl">{t('apiRef.title')}</h1>
      <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{t('apiRef.intro')}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">{t('apiRef.baseUrl')}</dt>
        <dd><code className={`${classes.inlineCode} break-all`}>{reference.baseUrl}</code> <span className="text-slate-600 dark:text-slate-400">· {t('apiRef.version', { version: reference.version })}</span></dd>
        <dt className="font-semibold">{t('apiRef.openapi')}</dt>
        <dd>
          <a href="/api/v1/openapi.json" className={textLinkClass}>/api/v1/openapi.json</a>
          <span className="block text-slate-600 dark:text-slate-400">{t('apiRef.openapiText')}</span>
        </dd>
      </dl>
      <ReaderNote reader={reader} />
      <nav aria-label={t('apiRef.contents')} className="mt-8 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('apiRef.contents')}</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:underline dark:text-brand-300">{t(section.title)}</a>
              {section.id === 'endpoints' ? (
                <ul className="mt-1 space-y-1 ps-4">
                  {reference.operations.map((operation) => (
                    <li key={operation.operationId}>
                      <a href={`#${operationAnchor(operation)}`} className="font-mono text-xs text-brand-700 hover:underline dark:text-brand-300">{operation.method} {operation.path}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </nav>

      <Section id="authentication" title={t('apiRef.auth.title')}>
        <p>{t('apiRef.auth.text')}</p>
        <pre tabIndex={0} className={classes.codeBlock}><code>Authorization: Bearer lum_…</code></pre>
        <p className="font-semibold text-slate-900 dark:text-white">{t('apiRef.auth.example')}</p>
        <pre tabIndex={0} className={classes.codeBlock} data-testid="curl-example"><code>{curl}</code></pre>
      </Section>

      <Section id="quota" title={t('apiRef.quota.title')}>
        <p>{t('apiRef.quota.text', { quota: quota.toLocaleString(language), burst: burst.toLocaleString(language) })}</p>
        <p>{t('apiRef.quota.headersText')}</p>
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <thead>
              <tr><th scope="col">{t('apiRef.quota.header')}</th><th scope="col">{t('apiRef.quota.meaning')}</th></tr>
            </thead>
            <tbody>
              {([
                ['RateLimit-Limit', 'apiRef.quota.limit'],
                ['RateLimit-Remaining', 'apiRef.quota.remaining'],
                ['RateLimit-Reset', 'apiRef.quota.reset'],
                ['Retry-After', 'apiRef.quota.retryAfter'],
              ] as const).map(([header, meaning]) => (
                <tr key={header}>
                  <td><code className={classes.inlineCode}>{header}</code></td>
                  <td>{t(meaning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('apiRef.quota.over')}</p>
      </Section>

      <Section id="caching" title={t('apiRef.caching.title')}>
        <p>{t('apiRef.caching.etag')}</p>
        <p>{t('apiRef.caching.paging')}</p>
        <p>{t('apiRef.caching.cors')}</p>
      </Section>

      <Section id="errors" title={t('apiRef.errors.title')}>
        <p>{t('apiRef.errors.text')}</p>
        <pre tabIndex={0} className={classes.codeBlock}><code>{errorExample}</code></pre>
        <div className={classes.tableWrap}>
          <table className={classes.table} data-testid="error-codes">
            <thead>
              <tr><th scope="col">{t('apiRef.errors.status')}</th><th scope="col" className={classes.wideOnly}>{t('apiRef.errors.code')}</th><th scope="col">{t('apiRef.errors.when')}</th></tr>
            </thead>
            <tbody>
              {errorRows.map((row) => (
                <tr key={row.code}>
                  <td className="tabular-nums">
                    {row.status}
                    <code className={`${classes.inlineCode} mt-1 block w-fit sm:hidden`}>{row.code}</code>
                  </td>
                  <td className={classes.wideOnly}><code className={classes.inlineCode}>{row.code}</code></td>
                  <ErrorExplanation row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="endpoints" title={t('apiRef.endpoints.title')}>
        {reference.operations.map((operation) => (
          <Operation key={operation.operationId} operation={operation} tryResult={tryResult} />
        ))}
      </Section>
    </article>
  )
}

function ReaderNote({ reader }: { reader: ReferenceReader }) {
  const t = useT()
  const box = 'mt-8 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4 text-sm leading-6 text-slate-800 dark:border-brand-400/30 dark:bg-brand-400/10 dark:text-slate-100'
  if (reader?.isAdmin) {
    return (
      <p className={box} data-testid="api-reader-note">
        {t('apiRef.access.admin', { workspace: reader.workspace })}{' '}
        <Link to="/workspace/api" className={textLinkClass}>{t('apiRef.access.adminLink')}</Link>
      </p>
    )
  }
  if (reader) return <p className={box} data-testid="api-reader-note">{t('apiRef.access.user', { workspace: reader.workspace })}</p>
  return (
    <p className={box} data-testid="api-reader-note">
      {t('apiRef.access.none')}{' '}
      <Link to="/subscription" className={textLinkClass}>{t('apiRef.access.plans')}</Link>
    </p>
  )
}

function Operation({ operation, tryResult }: { operation: ReferenceOperation; tryResult?: TryResult }) {
  const t = useT()
  const anchor = operationAnchor(operation)
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className="mt-10 scroll-mt-24 border-t border-slate-200 pt-8 first:mt-6 first:border-t-0 first:pt-0 dark:border-slate-800" data-testid="api-operation">
      <h3 id={`${anchor}-heading`} className="flex flex-wrap items-center gap-3 text-xl font-bold text-slate-900 dark:text-white">
        <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-mono text-sm font-bold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-100">{operation.method}</span>
        <code className="font-mono text-lg break-all">{operation.path}</code>
      </h3>
      <p className="mt-2">{operation.summary}</p>
      {operation.description ? <p className="mt-2"><WithCode text={operation.description} /></p> : null}

      <h4 className="mt-6 font-semibold text-slate-900 dark:text-white">{t('apiRef.op.parameters')}</h4>
      {operation.parameters.length === 0 ? (
        <p className="mt-2 text-sm">{t('apiRef.op.noParameters')}</p>
      ) : (
        <div className={classes.tableWrap}>
          <table className={classes.table} data-testid="api-parameters">
            <thead>
              <tr>
                <th scope="col">{t('apiRef.op.name')}</th>
                <th scope="col" className={classes.wideOnly}>{t('apiRef.op.in')}</th>
                <th scope="col" className={classes.wideOnly}>{t('apiRef.op.type')}</th>
                <th scope="col">{t('apiRef.op.description')}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}.${parameter.name}`}>
                  <td>
                    <code className={classes.inlineCode}>{parameter.name}</code>
                    {parameter.required ? <span className="mt-1 block text-xs font-semibold text-red-700 dark:text-red-300">{t('apiRef.op.required')}</span> : null}
                    <span className="mt-1 block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                      {parameter.in} · <span className="font-mono">{parameter.type}</span>
                    </span>
                  </td>
                  <td className={classes.wideOnly}>{parameter.in}</td>
                  <td className={`${classes.wideOnly} font-mono text-xs whitespace-nowrap`}>{parameter.type}</td>
                  <td>
                    <WithCode text={parameter.description} />
                    {parameter.defaultValue !== null ? <span className="block text-xs text-slate-600 dark:text-slate-400">{t('apiRef.op.default', { value: parameter.defaultValue })}</span> : null}
                    {parameter.limits ? <span className="block text-xs text-slate-600 dark:text-slate-400">{t('apiRef.op.limits', { limits: parameter.limits })}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h4 className="mt-6 font-semibold text-slate-900 dark:text-white">{t('apiRef.op.responses')}</h4>
      <ul className="mt-2 space-y-1.5 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status} className="flex gap-3">
            <span className="w-10 shrink-0 font-mono font-semibold tabular-nums">{response.status}</span>
            <span>
              <WithCode text={response.description} />
              {response.schema ? <> <code className={classes.inlineCode}>{response.schema}</code></> : null}
            </span>
          </li>
        ))}
      </ul>

      {operation.example ? (
        <>
          <h4 className="mt-6 font-semibold text-slate-900 dark:text-white">{t('apiRef.op.example')}</h4>
          <pre tabIndex={0} className={classes.codeBlock} data-testid="api-example"><code>{operation.example}</code></pre>
        </>
      ) : null}

      <span id={`try-${operation.operationId}`} className="block scroll-mt-24" />
      <TryIt operation={operation} fallback={tryResult} />
    </section>
  )
}
