import { beforeAll, describe, expect, it } from 'vitest'
import { newCertificateId } from '../../app/certificates/certificates.server'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import { demoClientsForFile, type HttpClient } from '../support/http-client'
import { pdfText } from '../support/pdf-text'
import { serverForFile } from '../support/server-process'

/**
 * Certificates on the production server (decision 25): what a certificate that is not public
 * shows to anyone but its owner and admins, its PDF, and the limit on unknown ids per client
 * address. Every limit at its real value (RATE_LIMIT_FACTOR 1); the server trusts the
 * X-Forwarded-For of a local proxy, so each test is its own client address.
 */
const server = serverForFile({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' })
const { visitor, member, premium: owner, admin } = demoClientsForFile(server, ['member', 'premium', 'admin'])

/** The premium demo member's certificate (the seed completes a course for them). */
const holder = { name: 'Priya Premium', grade: '100%', course: 'Practical Deep Learning with PyTorch' }
/** The grade as the page prints it (the page has other 100% in its markup, such as a gradient stop). */
const gradeShown = />100(<!-- -->)?%</
let id = ''
const page = () => `/certificates/${id}`
const pdf = () => `/certificates/${id}/pdf`

beforeAll(async () => {
  const profile = await (await owner.get('/profile')).text()
  id = /href="\/certificates\/(LUM-[2-9A-Z]{4}-[2-9A-Z]{4})"/.exec(profile)![1]!
})

/** A GET from the given client address (through the trusted local proxy), with other headers. */
const fromAddress = (address: string, path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'X-Forwarded-For': address, ...headers }, redirect: 'manual' })

const makePublic = async (isPublic: boolean) => {
  const answer = await owner.post(page(), { intent: 'visibility', isPublic: String(isPublic) })
  expect(answer.status).toBeLessThan(400)
}

describe('a certificate its owner has not made public', () => {
  it('shows a visitor and another member only that it is valid, for which course and when; its PDF is refused', async () => {
    for (const reader of [visitor, member] satisfies HttpClient[]) {
      const answer = await reader.get(page())
      expect(answer.status).toBe(200)
      const html = await answer.text()
      expect(html).toContain('Valid certificate')
      expect(html).toContain(`This certificate was issued for completing the course “${holder.course}”.`)
      expect(html).toContain('Its holder has not made it public')
      expect(html).toContain(id)
      expect(html).not.toContain(holder.name)
      expect(html).not.toMatch(gradeShown)
      expect(html).not.toContain('>Grade<')
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
      // Nor does the data a client-side navigation loads.
      const data = await (await reader.get(`${page()}.data`)).text()
      expect(data).not.toContain(holder.name)
      expect(data).not.toContain('gradePercent')
      const file = await reader.get(pdf())
      expect(file.status).toBe(403)
      expect(file.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await file.text()).toBe('Only the holder of this certificate can download its PDF: they have not made it public. Its page still shows whether it is valid.')
    }
  })

  it('shows its owner and an admin everything, with the PDF; the owner is told what others see and can switch', async () => {
    for (const reader of [owner, admin]) {
      const html = await (await reader.get(page())).text()
      expect(html).toContain(`${holder.name} completed the course “${holder.course}”.`)
      expect(html).toMatch(gradeShown)
      const file = await reader.get(pdf())
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      const text = await pdfText(new Uint8Array(await file.arrayBuffer()))
      expect(text).toContain(holder.name)
      expect(text).toContain(holder.grade)
    }
    const own = await (await owner.get(page())).text()
    expect(own).toContain('Private: anyone with the link sees only that the certificate is valid, what it was issued for and when — not your name or grade — and cannot download the PDF.')
    expect(own).toMatch(/<button type="submit"[^>]*>Make public<\/button>/)
  })

  it('shows everyone the name, grade and PDF once the owner makes it public, and hides them again when it is private', async () => {
    await makePublic(true)
    try {
      const html = await (await visitor.get(page())).text()
      expect(html).toContain(`${holder.name} completed the course “${holder.course}”.`)
      expect(html).toMatch(gradeShown)
      expect(html).not.toMatch(/<meta name="robots" content="noindex"/)
      const file = await visitor.get(pdf())
      expect(file.status).toBe(200)
      expect(await pdfText(new Uint8Array(await file.arrayBuffer()))).toContain(holder.name)
      const own = await (await owner.get(page())).text()
      expect(own).toContain('Public: anyone with the link sees your name and grade and can download the PDF; search engines may list its page.')
    } finally {
      await makePublic(false)
    }
    expect(await (await visitor.get(page())).text()).not.toContain(holder.name)
    expect((await visitor.get(pdf())).status).toBe(403)
  })
})

describe('unknown certificate ids', () => {
  const { limit, windowSeconds } = rateLimitRules.certificateIdFailures

  it('never count a valid id, however often it is asked for', async () => {
    for (let i = 0; i <= limit; i++) expect((await fromAddress('203.0.113.30', page())).status).toBe(200)
  })

  it(`refuse an address after ${limit} unknown ids, even for a valid id or its PDF, with Retry-After; other addresses are not affected`, async () => {
    const guesser = '203.0.113.10'
    for (let i = 0; i < limit; i++) {
      const unknown = newCertificateId()
      // The page and the PDF count alike.
      expect((await fromAddress(guesser, i % 2 ? `/certificates/${unknown}` : `/certificates/${unknown}/pdf`)).status).toBe(404)
    }

    const refused = await fromAddress(guesser, page())
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    const html = await refused.text()
    expect(html).toContain('Too many lookups')
    expect(html).toMatch(/Too many certificate IDs that do not exist were looked up from your network\. Try again in \d+ minutes?\./)
    expect(html).not.toContain(holder.course)

    const refusedPdf = await fromAddress(guesser, pdf(), { 'Accept-Language': 'fr' })
    expect(refusedPdf.status).toBe(429)
    expect(Number(refusedPdf.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refusedPdf.text()).toMatch(/^Trop d’identifiants de certificat inexistants ont été consultés depuis votre réseau\. Réessayez dans \d+ minutes?\.$/)
    expect((await fromAddress(guesser, `/certificates/${newCertificateId()}`)).status).toBe(429)

    const other = '198.51.100.20'
    const valid = await fromAddress(other, page())
    expect(valid.status).toBe(200)
    expect(await valid.text()).toContain('Valid certificate')
    expect((await fromAddress(other, `/certificates/${newCertificateId()}`)).status).toBe(404)
  })
})
