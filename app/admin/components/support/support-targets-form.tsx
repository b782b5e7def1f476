import { Form } from 'react-router'
import type { SupportTargets } from '../../../support/targets'
import { AdminPanel, adminButton, adminInput } from '../admin-ui'

const plans = [['enterprise', 'Enterprise'], ['premium', 'Premium'], ['free', 'Free'], ['visitor', 'Visitors']] as const

/** The reply targets per plan (first reply in support hours, resolution in business days), for tickets opened from now on. */
export function SupportTargetsForm({ targets, errors, isSaved }: { targets: SupportTargets; errors?: Record<string, string>; isSaved: boolean }) {
  return (
    <AdminPanel title="Support targets" testId="support-targets">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Counted in support hours (Pacific time: Monday–Friday 9:00–18:00, Saturday 10:00–16:00, closed on Sundays and holidays). New targets apply to tickets opened from now on.
      </p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="support-targets" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map(([plan, label]) => (
            <fieldset key={plan} className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <legend className="px-1 text-sm font-semibold">{label}</legend>
              <label className="block text-sm">
                First reply (hours)
                <input name={`${plan}.hours`} type="number" min={0.25} max={240} step={0.25} required defaultValue={targets[plan].firstResponseMinutes / 60} className={`${adminInput} mt-1`} />
              </label>
              <label className="block text-sm">
                Resolution (business days)
                <input name={`${plan}.days`} type="number" min={1} max={30} step={1} required defaultValue={targets[plan].resolutionDays} className={`${adminInput} mt-1`} />
              </label>
              {errors?.[plan] ? <p className="text-sm text-red-700 dark:text-red-300" role="alert">{errors[plan]}</p> : null}
            </fieldset>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <button type="submit" className={adminButton.primary}>Save targets</button>
          {isSaved ? <span role="status" className="text-sm text-emerald-700 dark:text-emerald-300">Targets saved.</span> : null}
        </div>
      </Form>
    </AdminPanel>
  )
}
