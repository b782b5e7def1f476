import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { SignedXml } from 'xml-crypto'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8')

/** The test identity provider's signing key and certificate, and another pair nobody trusts. */
export const idpKeys = { key: fixture('idp-key.pem'), cert: fixture('idp-cert.pem') }
export const strangerKeys = { key: fixture('other-key.pem'), cert: fixture('other-cert.pem') }
export const IDP_ENTITY_ID = 'https://idp.corp.example/saml'
export const IDP_SIGN_IN_URL = 'https://idp.corp.example/saml/sso'

export interface AssertionFacts {
  email: string
  name?: string
  audience: string
  recipient: string
  inResponseTo?: string
  issuer?: string
  /** When the assertion stops being valid; five minutes from now unless given. */
  notOnOrAfter?: Date
  sign?: 'assertion' | 'response' | 'none'
  keys?: { key: string; cert: string }
  /** Changes the XML after signing, as an attacker would. */
  tamper?: (xml: string) => string
}

const id = () => `_${randomBytes(16).toString('hex')}`

/**
 * A SAML 2.0 response as a company's identity provider posts it (HTTP-POST binding, base64),
 * signed with the test key (the assertion, or the whole response) by xml-crypto, RSA-SHA256 and
 * exclusive canonicalisation, as Okta and Entra ID sign theirs.
 */
export function samlResponse(facts: AssertionFacts) {
  const now = new Date()
  const until = (facts.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString()
  const issuer = facts.issuer ?? IDP_ENTITY_ID
  const answers = facts.inResponseTo ? ` InResponseTo="${facts.inResponseTo}"` : ''
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${facts.recipient}"${answers}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${id()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${facts.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${answers} NotOnOrAfter="${until}" Recipient="${facts.recipient}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${facts.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (facts.name ? `<saml:AttributeStatement><saml:Attribute Name="displayName"><saml:AttributeValue>${facts.name}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`
  const signed = facts.sign === 'none' ? xml : signXml(xml, facts.sign ?? 'assertion', facts.keys ?? idpKeys)
  return Buffer.from(facts.tamper ? facts.tamper(signed) : signed).toString('base64')
}

function signXml(xml: string, what: 'assertion' | 'response', keys: { key: string; cert: string }) {
  const element = what === 'assertion' ? 'Assertion' : 'Response'
  const signer = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  })
  signer.computeSignature(xml, { location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' } })
  return signer.getSignedXml()
}

/** The ID of the AuthnRequest in a sign-in URL of the HTTP-Redirect binding. */
export function authnRequestId(url: string) {
  const request = inflateRawSync(Buffer.from(new URL(url).searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8')
  return /\sID="([^"]+)"/.exec(request)?.[1] ?? ''
}
