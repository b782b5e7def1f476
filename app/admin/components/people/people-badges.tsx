import { isRole, roleLabels } from '../../../accounts/roles'
import { Badge } from '../admin-ui'

const tierTones = { free: 'slate', premium: 'blue', enterprise: 'amber' } as const
const subscriptionTones: Record<string, 'green' | 'amber' | 'red' | 'blue' | 'slate'> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'amber',
  canceled: 'slate',
  incomplete: 'red',
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** "past_due" → "Past due". */
export const humanize = (text: string) => capitalize(text.replace(/[_.]/g, ' '))

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'admin' ? 'red' : role === 'user' ? 'slate' : 'blue'}>{isRole(role) ? roleLabels[role] : capitalize(role)}</Badge>
}

export function TierBadge({ tier }: { tier: string }) {
  return <Badge tone={tierTones[tier as keyof typeof tierTones] ?? 'slate'}>{capitalize(tier)}</Badge>
}

export function AccountBadge({ isSuspended }: { isSuspended: boolean }) {
  return isSuspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>
}

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <Badge tone={subscriptionTones[status] ?? 'slate'}>{humanize(status)}</Badge>
}
