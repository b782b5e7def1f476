import { useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { FieldErrors, FormValues } from '../../lib/form-values'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { parameterField as fieldOf, type ReferenceOperation } from '../reference'
import type { TryAnswer } from '../try.server'

/** What the reference page's action answers for one "Try it" form: the API's answer, or why nothing was sent. */
export interface TryResult {
  operationId: string
  answer: TryAnswer | null
  errors: FieldErrors
  /** What was typed, the key left out: it is never sent back. */
  values: FormValues
}


/**
 * "Try it" for one operation: the visitor's key and the parameters, sent to the reference page's
 * own action, which calls the API from the server. With scripts the answer appears under the
 * form; without, the page comes back with it (`fallback`, the action's answer).
 */
export function TryIt({ operation, fallback }: { operation: ReferenceOperation; fallback?: TryResult }) {
  const t = useT()
  const fetcher = useFetcher<TryResult>({ key: `try-${operation.operationId}` })
  const result = fetcher.data ?? (fallback?.operationId === operation.operationId ? fallback : undefined)
  const isSending = fetcher.state !== 'idle'
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="try-it">
      <h4 className="font-semibold">{t('apiRef.try.title')}</h4>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('apiRef.try.text')}</p>
      <fetcher.Form method="post" action={`/api#try-${operation.operationId}`} preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-2" aria-label={`${t('apiRef.try.title')}: ${operation.method} ${operation.path}`}>
        <input type="hidden" name="operationId" value={operation.operationId} />
        <div className="sm:col-span-2">
          <TextField
            label={t('apiRef.try.key')}
            name="apiKey"
            type="password"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="lum_…"
            maxLength={200}
            error={result?.errors.apiKey}
          />
        </div>
        {parameters.map((parameter) => (
          <TextField
            key={fieldOf(parameter)}
            label={`${parameter.name}${parameter.required ? ` (${t('apiRef.op.required')})` : ''}`}
            name={fieldOf(parameter)}
            required={parameter.required}
            autoComplete="off"
            spellCheck={false}
            maxLength={1000}
            placeholder={parameter.defaultValue ?? (parameter.type.includes('date-time') ? '2026-01-01T00:00:00Z' : '')}
            defaultValue={result?.values[fieldOf(parameter)] ?? ''}
            error={result?.errors[fieldOf(parameter)]}
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={isSending}>
            {isSending ? t('apiRef.try.sending') : t('apiRef.try.send')}
          </button>
        </div>
      </fetcher.Form>
      {result?.errors.form ? (
        <div className="mt-4">
          <FormMessage tone="error">{result.errors.form}</FormMessage>
        </div>
      ) : null}
      {result?.answer ? <Answer answer={result.answer} /> : null}
    </div>
  )
}

function statusTone(status: number) {
  if (status < 300) return 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-100'
  if (status < 500) return 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-100'
  return 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-100'
}

function Answer({ answer }: { answer: TryAnswer }) {
  const t = useT()
  return (
    <div className="mt-5" data-testid="try-answer">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold">{t('apiRef.try.answer')}</span>
        <span role="status" className={`rounded-full px-2.5 py-0.5 font-mono text-xs font-semibold ${statusTone(answer.status)}`} data-testid="try-status">
          {t('apiRef.try.status', { status: answer.status })}
        </span>
        <code className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">{answer.request}</code>
      </p>
      {answer.headers.length > 0 ? (
        <>
          <p className="mt-4 text-sm font-semibold">{t('apiRef.try.headers')}</p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 font-mono text-xs">
            {answer.headers.map((header) => (
              <div key={header.name} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{header.name}</dt>
                <dd className="break-all">{header.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className="mt-4 text-sm font-semibold">{t('apiRef.try.body')}</p>
      {answer.isCut ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('apiRef.try.cut')}</p> : null}
      <pre tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-5 text-slate-100 dark:bg-slate-950" data-testid="try-body">
        <code>{answer.body}</code>
      </pre>
    </div>
  )
}
