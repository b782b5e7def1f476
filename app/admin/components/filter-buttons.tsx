import { Link, useNavigation } from 'react-router'
import { adminButton } from './admin-ui'

/**
 * The buttons that end an admin list's search or filter form (a GET form): submit, and Clear
 * back to the whole list while a filter is on. Given a `busyLabel`, the submit button says it
 * and waits while the list at `clearTo` loads.
 */
export function FilterButtons({
  className,
  label,
  busyLabel,
  isFiltered,
  clearTo,
  preventScrollReset,
}: {
  className: string
  label: string
  busyLabel?: string
  isFiltered: boolean
  clearTo: string
  preventScrollReset?: boolean
}) {
  const navigation = useNavigation()
  const isBusy = busyLabel !== undefined && navigation.state === 'loading' && navigation.location?.pathname === clearTo
  return (
    <div className={className}>
      <button type="submit" className={adminButton.primary} disabled={isBusy}>{isBusy ? busyLabel : label}</button>
      {isFiltered ? <Link to={clearTo} preventScrollReset={preventScrollReset} className={adminButton.secondary}>Clear</Link> : null}
    </div>
  )
}
