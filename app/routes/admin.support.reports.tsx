import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable } from '../admin/components/admin-ui'
import { getDb } from '../db/client.server'
import { contactCategories } from '../db/inbox-choices'
import { ticketPlans } from '../support/support-choices'
import { REPORT_WEEKS, supportReport } from '../support/reports.server'
import type { Route } from './+types/admin.support.reports'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'support')
  return { ...(await supportReport(getDb())), weeks: REPORT_WEEKS }
}

export const meta = () => [{ title: 'Reports · Support · Admin' }, { name: 'robots', content: 'noindex' }]

const shown = (value: number | null, unit: string) => (value === null ? '—' : `${value.toLocaleString('en-US')} ${unit}`)

/** Reply and resolution times, breach rates per plan, and volume per category, over 12 weeks. */
export default function SupportReports({ loaderData }: Route.ComponentProps) {
  const { plans, volume, weeks: weekCount } = loaderData
  const weeks = [...new Set(volume.map((v) => v.week))]
  const cell = (week: string, category: string) => volume.find((v) => v.week === week && v.category === category)?.tickets ?? 0
  return (
    <div className="space-y-6">
      <AdminHeader title="Support reports" back={{ to: '/admin/support', label: 'Support queue' }} description={`The last ${weekCount} weeks. Times are wall-clock hours from the request; a breach is a first reply or a resolution after its due time.`} />
      <AdminPanel title="By plan">
        <AdminTable testId="support-report-plans" label="Support by plan">
          <thead>
            <tr><th scope="col">Plan</th><th scope="col">Tickets</th><th scope="col">Median first reply</th><th scope="col">Median resolution</th><th scope="col">Breach rate</th></tr>
          </thead>
          <tbody>
            {ticketPlans.map((plan) => {
              const row = plans.find((p) => p.plan === plan)
              return (
                <tr key={plan}>
                  <th scope="row" className="capitalize">{plan}</th>
                  <td>{row?.tickets ?? 0}</td>
                  <td>{shown(row?.medianFirstReplyHours ?? null, 'h')}</td>
                  <td>{shown(row?.medianResolutionHours ?? null, 'h')}</td>
                  <td>{row ? `${Math.round(row.breachRate * 100)}%` : '—'}</td>
                </tr>
              )
            })}
          </tbody>
        </AdminTable>
      </AdminPanel>
      <AdminPanel title="Tickets per week and category">
        {weeks.length === 0 ? <p className="text-slate-600 dark:text-slate-400">No tickets in these weeks.</p> : (
          <AdminTable testId="support-report-volume" label="Tickets per week and category">
            <thead>
              <tr><th scope="col">Week of</th>{contactCategories.map((c) => <th key={c} scope="col" className="capitalize">{c}</th>)}</tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week}><th scope="row">{week}</th>{contactCategories.map((c) => <td key={c}>{cell(week, c)}</td>)}</tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </AdminPanel>
    </div>
  )
}
