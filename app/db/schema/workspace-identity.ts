import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { memberId, userRefOrNull } from './accounts'
import { cascadeRef, createdAt, inList, updatedAt, utc, uuidPk } from './columns'
import { workspaces } from './workspaces'

export const ssoProtocols = ['oidc', 'saml'] as const
export type SsoProtocol = (typeof ssoProtocols)[number]

/**
 * A workspace's identity provider (decision 57): OpenID Connect or SAML 2.0. It signs people in
 * only while `is_enabled`, which needs a passing "test connection" since the last change and a
 * verified domain. The OIDC client secret is stored sealed with the site's secret.
 */
export const workspaceSsoConnections = pgTable(
  'workspace_sso_connections',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<SsoProtocol>().notNull(),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    oidcClientSecretSealed: text('oidc_client_secret_sealed'),
    samlEntryPoint: text('saml_entry_point'),
    samlIdpEntityId: text('saml_idp_entity_id'),
    samlIdpCertificate: text('saml_idp_certificate'),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** Password and social sign-in refuse addresses at the workspace's domain. */
    isSsoRequired: boolean('is_sso_required').notNull().default(false),
    /** The last passing test since the settings last changed, and whom the provider answered for. */
    testedAt: utc('tested_at'),
    testedEmail: text('tested_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('workspace_sso_connections_protocol_check', inList('protocol', ssoProtocols))],
)

/**
 * A sign-in sent to an identity provider and not yet back: the OIDC `state` (hashed), PKCE
 * verifier and nonce, or the SAML request's ID. Used once; a few minutes long.
 */
export const ssoSignInAttempts = pgTable(
  'sso_sign_in_attempts',
  {
    /** The hash of the OIDC state, or the SAML AuthnRequest ID. */
    id: text('id').primaryKey(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    protocol: text('protocol').$type<SsoProtocol>().notNull(),
    /** The hash of the random value in the browser's cookie: the answer must come back to the browser that asked. */
    browserBindingHash: text('browser_binding_hash'),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    returnTo: text('return_to').notNull().default('/'),
    /** A workspace Admin's "test connection": the answer is reported, nobody is signed in. */
    testedBy: userRefOrNull('tested_by'),
    createdAt: createdAt(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [
    check('sso_sign_in_attempts_protocol_check', inList('protocol', ssoProtocols)),
    index('sso_sign_in_attempts_expires_idx').on(t.expiresAt),
  ],
)

/** SAML assertion IDs already accepted, kept until they expire: a replayed assertion is refused. */
export const samlAssertionsSeen = pgTable(
  'saml_assertions_seen',
  {
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    assertionId: text('assertion_id').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.assertionId] }), index('saml_assertions_seen_expires_idx').on(t.expiresAt)],
)

/** A workspace's SCIM bearer token: shown once, stored as a SHA-256, revocable. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, to tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    label: text('label').notNull(),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    lastUsedAt: utc('last_used_at'),
    revokedAt: utc('revoked_at'),
  },
  (t) => [uniqueIndex('scim_tokens_hash_key').on(t.tokenHash), index('scim_tokens_workspace_idx').on(t.workspaceId)],
)

/**
 * A person as the workspace's identity provider provisioned them (a SCIM User). While
 * `is_active` they hold a seat (a workspace_members row); deactivating or deleting them frees it.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    userId: memberId(),
    externalId: text('external_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scim_users_member_key').on(t.workspaceId, t.userId),
    uniqueIndex('scim_users_external_key').on(t.workspaceId, t.externalId).where(sql`${t.externalId} is not null`),
  ],
)
