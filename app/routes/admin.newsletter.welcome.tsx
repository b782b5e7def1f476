import { Link } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable, Badge, adminButton } from '../admin/components/admin-ui'
import { getDb } from '../db/client.server'
import { welcomeTriggerLabels } from '../admin/newsletter/welcome-step-input'
import { listWelcomeSteps } from '../newsletter/welcome/welcome-steps.server'
import type { Route } from './+types/admin.newsletter.welcome'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'newsletter.send')
  return { steps: await listWelcomeSteps(getDb()) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Welcome series · Newsletter · Admin' }, { name: 'robots', content: 'noindex' }]

const dayLabel = (day: number) => (day === 0 ? 'Same day' : day === 1 ? 'Day 1' : `Day ${day}`)

/** Admin → Newsletter → Welcome series: the steps new members get, and what each did. */
export default function WelcomeSeriesPage({ loaderData }: Route.ComponentProps) {
  const { steps } = loaderData
  return (
    <div className="space-y-6">
      <AdminHeader
        title="Welcome series"
        description="E-mails new members get in their first days, and members who start paying. Each goes out once per member, on its day; members stop the series with one click, and a step can skip members who upgraded."
        back={{ to: '/admin/newsletter', label: 'Newsletter' }}
        actions={<Link to="/admin/newsletter/welcome/new" className={adminButton.primary}>New step</Link>}
      />
      <AdminPanel title="Steps" testId="welcome-steps">
        {steps.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No steps yet: new members get no welcome e-mails.</p>
        ) : (
          <AdminTable label="Welcome steps">
            <thead>
              <tr className="text-left">
                <th className="px-3 py-2">Step</th>
                <th className="px-3 py-2">When</th>
                <th className="px-3 py-2 text-right">Sent</th>
                <th className="px-3 py-2 text-right">Stopped by the member</th>
                <th className="px-3 py-2 text-right">Skipped: upgraded</th>
                <th className="px-3 py-2 text-right">Failed</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step) => (
                <tr key={step.id} className="border-t border-slate-200 dark:border-slate-800" data-testid="welcome-step-row">
                  <td className="px-3 py-2">
                    <Link to={`/admin/newsletter/welcome/${step.id}`} className="font-semibold hover:underline">{step.subject}</Link>
                    <span className="ml-2 inline-flex gap-1">
                      {step.isActive ? null : <Badge tone="slate">Paused</Badge>}
                      {step.stopOnUpgrade ? <Badge tone="amber">Skips members who upgraded</Badge> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{welcomeTriggerLabels[step.trigger]} · {dayLabel(step.day)}</td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="welcome-sent">{step.outcomes.sent}</td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="welcome-unsubscribed">{step.outcomes.skipped_unsubscribed}</td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="welcome-upgraded">{step.outcomes.skipped_upgraded}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{step.outcomes.failed}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </AdminPanel>
    </div>
  )
}
