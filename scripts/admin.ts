// npm run admin -- <command>: the site operator's account commands, for DATABASE_URL or the
// embedded database (PGLITE_DATA_DIR). A new password is read from ADMIN_PASSWORD, or made up
// and printed once.
import { getConfig } from '../app/config.server'
import { configuredTarget, openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { createAdminAccount, generatedPassword, OperatorRefusal, resetPasswordByEmail } from '../app/accounts/operator-accounts.server'
import { setRoleByEmail } from '../app/admin/people/shell-roles.server'
import { isRole, staffRoles } from '../app/accounts/roles'

const usage = `Usage: npm run admin -- <command>
  create <email> <name…>     create an admin account (password from ADMIN_PASSWORD, or made up and printed once)
  promote <email> [role]     give an existing account a staff role: admin (the default), editor, author, contributor or support
  demote <email>             make a staff member a plain member (never the last admin)
  reset-password <email>     set a new password (from ADMIN_PASSWORD, or made up) and sign the account out everywhere`

const [command, email, ...rest] = process.argv.slice(2)
const known = ['create', 'promote', 'demote', 'reset-password']
const promotedTo = command === 'promote' ? (rest[0] ?? 'admin') : 'user'
const isBadRole = command === 'promote' && !(isRole(promotedTo) && (staffRoles as readonly string[]).includes(promotedTo))
if (!command || !known.includes(command) || !email || (command === 'create' && rest.length === 0) || isBadRole) {
  console.error(usage)
  process.exit(2)
}

const chosen = process.env.ADMIN_PASSWORD
const password = chosen || generatedPassword()
const shownPassword = () => (chosen ? 'the password in ADMIN_PASSWORD' : `this password, shown only now: ${password}`)

const handle = await openDb(configuredTarget(getConfig(), { poolSize: 1 }))
let status = 0
try {
  await migrate(handle)
  if (command === 'create') {
    const made = await createAdminAccount(handle.db, { email, name: rest.join(' '), password })
    console.log(`Created the admin account (${made.id}). Sign in with ${shownPassword()}`)
  } else if (command === 'reset-password') {
    await resetPasswordByEmail(handle.db, email, password)
    console.log(`Set a new password and signed the account out everywhere. Sign in with ${shownPassword()}`)
  } else {
    const outcome = await setRoleByEmail(handle.db, email, isRole(promotedTo) ? promotedTo : 'user')
    console.log(outcome.message)
  }
} catch (error) {
  if (!(error instanceof OperatorRefusal)) throw error
  console.error(error.message)
  status = 1
} finally {
  await handle.close()
}
process.exit(status)
