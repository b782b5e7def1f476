import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { utc, timestamps, inList, createdAt } from './columns'

import { roles, type Role } from '../../accounts/roles'

export { roles, type Role } from '../../accounts/roles'

export const tiers = ['free', 'premium', 'enterprise'] as const

export type Tier = (typeof tiers)[number]

/** A person with an account (the spec's "profiles"). Field names follow the auth library. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<Role>().notNull().default('user'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    isSuspended: boolean('is_suspended').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('users_role_check', inList('role', roles)),
    check('users_tier_check', inList('subscription_tier', tiers)),
    index('users_created_at_idx').on(t.createdAt.desc()),
    index('users_tier_idx').on(t.subscriptionTier),
  ],
)

/** The member a row belongs to; it goes when their account is deleted. */
export const memberId = () => text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' })

/** The person who made or changed a row; the row stays, naming no one, when their account is deleted. */
export const userRefOrNull = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' })

/**
 * An e-mailed, single-use invitation: the address, a hash of the link's token (the token itself
 * is never kept), who sent it, and when it expires, was accepted or withdrawn.
 */
export const invitationColumns = () => ({
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: userRefOrNull('invited_by'),
  createdAt: createdAt(),
  expiresAt: utc('expires_at').notNull(),
  acceptedAt: utc('accepted_at'),
  acceptedBy: userRefOrNull('accepted_by'),
  revokedAt: utc('revoked_at'),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: memberId(),
    expiresAt: utc('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/** Sign-in methods of a user: the e-mail/password credential or an OAuth provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: memberId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: utc('access_token_expires_at'),
    refreshTokenExpiresAt: utc('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

/** One-time values: e-mail verification and password-reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: utc('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** Authenticator-app (TOTP) secrets and backup codes, encrypted by the auth library. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: memberId(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: utc('locked_until'),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
)

/**
 * The one-time link that creates the owner account on a site with no admin: a hash of its token
 * (the token itself is only printed in the start-up log) and when it stops working. Each start
 * replaces it; creating the owner, or any admin appearing, removes it.
 */
export const ownerSetupLinks = pgTable('owner_setup_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAt(),
  expiresAt: utc('expires_at').notNull(),
})
