import { getConfig } from '../../config.server'
import type { EmailMessage } from '../../email/mailer.server'
import { escapeHtml } from '../../lib/escape'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { PREFERENCES_URL, renderEdition, SPONSOR_SLOT, UNSUBSCRIBE_URL } from '../editions/edition-email'
import { recipientLinks } from '../recipient-links.server'

/** The member's name and the site's name in a step's subject and text. */
export const NAME_FIELD = '{name}'
export const SITE_FIELD = '{site}'

export interface WelcomeStepText {
  subject: string
  /** HTML from the editor. */
  body: string
}

/** A step's e-mail as the newsletter renders an edition, without the per-reader parts. */
export function renderWelcomeStep(step: WelcomeStepText) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const named = (value: string) => value.replaceAll(SITE_FIELD, SITE_NAME)
  return renderEdition({
    siteName: SITE_NAME,
    siteUrl: SITE_URL,
    label: `Welcome to ${SITE_NAME}`,
    title: named(step.subject),
    bodyHtml: sanitizeHtml(named(step.body)),
    reason: `You receive this because you joined ${SITE_NAME}. The welcome series is a few e-mails in your first days; stop them with one click below.`,
  })
}

/**
 * One member's copy of a step: their name for {name}, and their one-click link that stops the
 * welcome series (RFC 8058 headers too) and their preferences link.
 */
export function welcomeMessage(step: WelcomeStepText, member: { id: string; name: string; email: string }): EmailMessage {
  const rendered = renderWelcomeStep(step)
  const links = recipientLinks({ kind: 'member', userId: member.id }, 'welcome_series')
  const fill = (body: string, escape: (value: string) => string) =>
    body
      .replaceAll(UNSUBSCRIBE_URL, escape(links.unsubscribe))
      .replaceAll(PREFERENCES_URL, escape(links.preferences))
      .replace(SPONSOR_SLOT, '')
      .replaceAll(NAME_FIELD, escape(member.name))
  return {
    to: member.email,
    subject: step.subject.replaceAll(SITE_FIELD, getConfig().SITE_NAME).replaceAll(NAME_FIELD, member.name),
    html: fill(rendered.html, escapeHtml),
    text: fill(rendered.text, (value) => value),
    kind: 'welcome-series',
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
