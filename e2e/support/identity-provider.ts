/**
 * The ports of a company's stand-ins in end-to-end runs: the DNS server that answers the
 * domain's TXT record (the web server asks it: DNS_RESOLVER in playwright.config.ts) and the
 * OpenID provider. e2e/workspace-sso.spec.ts starts both while it needs them.
 */
const sitePort = Number(process.env.E2E_PORT ?? 3210)
export const e2eDnsPort = Number(process.env.E2E_DNS_PORT ?? sitePort + 1100)
export const e2eOidcPort = Number(process.env.E2E_OIDC_PORT ?? sitePort + 1200)
