import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins'
import { getConfig } from '../config.server'
import { getDb, type Db } from '../db/client.server'
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { passwordResetEmail } from '../email/templates'
import { logLibraryMessage } from '../lib/log.server'
import { resolveAuthSecret } from '../lib/auth-secret.server'
import { onUserCreated } from './user-events.server'
import { ssoRequiredRefusal } from '../workspaces/sso/connections.server'
import { sendVerificationLink, VERIFICATION_LINK_HOURS } from './verification-link.server'

const DAY = 60 * 60 * 24

function createAuth(db: Db) {
  const config = getConfig()
  const socialProviders = {
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET
      ? { github: { clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET } }
      : {}),
  }
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.SITE_URL,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.SITE_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        subscriptionTier: { type: 'string', input: false, defaultValue: 'free' },
        isSuspended: { type: 'boolean', input: false, defaultValue: false },
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${config.SITE_URL}/reset-password?token=${encodeURIComponent(token)}`
        await sendEmail(db, { to: user.email, kind: 'password-reset', ...passwordResetEmail(config.SITE_NAME, user.name, url) })
      },
    },
    // A signed link for each password account's address, sent at registration (decision 55).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, token }) => sendVerificationLink(db, user, token),
    },
    verification: { storeIdentifier: 'hashed' },
    socialProviders,
    plugins: [twoFactor({ issuer: config.SITE_NAME })],
    databaseHooks: {
      user: { create: { after: (user) => onUserCreated(db, user) } },
      session: {
        create: {
          // Suspended accounts cannot start a session; nor can the library's own sign-in paths
          // (password, social) for an address whose workspace requires single sign-on. Sessions
          // the provider's answer starts (app/accounts/direct-session.server.ts) come with no context.
          async before(session, context) {
            const user = await db.query.users.findFirst({
              columns: { isSuspended: true, email: true },
              where: (u, { eq }) => eq(u.id, session.userId),
            })
            if (!user || user.isSuspended) return false
            if (context && (await ssoRequiredRefusal(db, user.email))) return false
            return { data: session }
          },
        },
      },
    },
    // Every sign-in path goes through the site's own forms and their database-backed limits
    // (app/accounts/auth-calls.server.ts); the library's HTTP endpoints are not exposed.
    rateLimit: { enabled: false },
    logger: { level: 'warn', log: (level, message, ...args) => logLibraryMessage('auth', level, message, args) },
    advanced: {
      cookiePrefix: 'lumen',
      useSecureCookies: config.SITE_URL.startsWith('https://'),
      database: { generateId: () => randomUUID() },
    },
  })
}

type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<Db, Auth>()

/** The auth instance bound to the process database. */
export function getAuth(): Auth {
  const db = getDb()
  let auth = instances.get(db)
  if (!auth) {
    auth = createAuth(db)
    instances.set(db, auth)
  }
  return auth
}

export function enabledSocialProviders() {
  const config = getConfig()
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    github: Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
  }
}
