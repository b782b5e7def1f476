import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { notificationPreferences } from '../db/schema'
import { notify } from '../notifications/notifications.server'
import { recordConversion, unattributed } from '../attribution/attribution.server'

/** A new account gets default notification preferences and a welcome notification; the welcome series' e-mails follow (decision 51). */
export async function onUserCreated(db: Db, user: { id: string; name: string; email: string }) {
  const { SITE_NAME } = getConfig()
  await db.insert(notificationPreferences).values({ userId: user.id }).onConflictDoNothing()
  // Every new account is a signup; the register form then says where its visit came from.
  await recordConversion(db, { userId: user.id, kind: 'signup', attribution: unattributed })
  await notify(db, {
    userId: user.id,
    type: 'success',
    title: `Welcome to ${SITE_NAME}!`,
    message: 'Your account is ready. Like, save and discuss articles, and pick the newsletters you want.',
    link: '/profile',
  })
}
