import { simpleParser, type AddressObject } from 'mailparser'
import { z } from 'zod'
import type { InboundEmail } from './inbound.server'

/** A mail server stops reading a message at this size; support replies are text. */
export const MAX_INBOUND_BYTES = 2 * 1024 * 1024

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '').filter(Boolean))

/** Message-IDs as a header lists them ("<a@x> <b@y>"), in order. */
const messageIds = (value: string | string[] | undefined) => [value ?? []].flat().flatMap((v) => v.match(/<[^<>\s]+>/g) ?? [])

/** A whole e-mail as it arrived (RFC 5322, MIME), read into what the desk files. */
export async function parseRawEmail(raw: Buffer | string, envelopeRecipients: string[] = []): Promise<InboundEmail | null> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
  const from = mail.from?.value[0]
  if (!from?.address) return null
  return {
    from: { address: from.address, name: from.name ?? '' },
    recipients: [...new Set([...envelopeRecipients, ...addresses(mail.to), ...addresses(mail.cc)])],
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    messageId: mail.messageId ?? null,
    inReplyTo: messageIds(mail.inReplyTo)[0] ?? null,
    references: messageIds(mail.references),
  }
}

const address = z.union([z.string(), z.object({ address: z.string(), name: z.string().optional() })])
/**
 * What an e-mail provider's inbound-parse webhook posts (docs/support.md): the raw message, or
 * its parts already read.
 */
export const inboundPayloadSchema = z.union([
  z.object({ raw: z.string().min(1).max(MAX_INBOUND_BYTES), recipients: z.array(z.string().max(320)).max(50).optional() }),
  z.object({
    from: address,
    to: z.array(z.string().max(320)).max(50),
    cc: z.array(z.string().max(320)).max(50).optional(),
    subject: z.string().max(1000).default(''),
    text: z.string().max(MAX_INBOUND_BYTES),
    messageId: z.string().max(998).nullish(),
    inReplyTo: z.string().max(998).nullish(),
    references: z.array(z.string().max(998)).max(100).optional(),
  }),
])

/** An inbound-parse payload read into what the desk files (null when it names no sender). */
export async function emailFromPayload(payload: z.output<typeof inboundPayloadSchema>): Promise<InboundEmail | null> {
  if ('raw' in payload) return parseRawEmail(payload.raw, payload.recipients ?? [])
  const from = typeof payload.from === 'string' ? { address: (/<([^>]+)>/.exec(payload.from)?.[1] ?? payload.from).trim(), name: payload.from.replace(/<[^>]*>/, '').replace(/"/g, '').trim() } : { address: payload.from.address, name: payload.from.name ?? '' }
  if (!z.email().safeParse(from.address).success) return null
  return {
    from,
    recipients: [...payload.to, ...(payload.cc ?? [])],
    subject: payload.subject,
    text: payload.text,
    messageId: payload.messageId ?? null,
    inReplyTo: payload.inReplyTo ?? null,
    references: payload.references ?? [],
  }
}
