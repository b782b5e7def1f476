import { AdminPanel, Badge } from '../admin-ui'

type Provider = { name: string; mode: string; isConfigured: boolean; summary: string; variables: string[] }

/** Which service each provider uses and the environment variables that change it. */
export function ProviderStatusList({ providers }: { providers: Provider[] }) {
  return (
    <AdminPanel title="Providers" testId="providers">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider.name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{provider.name}</h3>
              <Badge tone={provider.isConfigured ? 'green' : 'amber'}>{provider.mode}</Badge>
            </div>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{provider.summary}</p>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              Configure with{' '}
              {provider.variables.map((variable, i) => (
                <span key={variable}>
                  {i > 0 ? ', ' : null}
                  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-800 dark:bg-slate-800 dark:text-slate-200">{variable}</code>
                </span>
              ))}
              .
            </p>
          </li>
        ))}
      </ul>
    </AdminPanel>
  )
}
