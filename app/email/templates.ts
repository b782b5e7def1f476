/** Plain-text and HTML parts of the site's e-mails; `layout` frames every one. */
import { escapeHtml } from '../lib/escape'

export function layout(site: string, paragraphs: string[], action?: { label: string; url: string }, footer?: string) {
  const text = [...paragraphs, action ? `${action.label}: ${action.url}` : '', footer ?? '', `— ${site}`]
    .filter(Boolean)
    .join('\n\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(site)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(action.url)}</p>` : ''}
${footer ? `<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>` : ''}
</body></html>`
  return { text, html }
}

export function passwordResetEmail(site: string, name: string, url: string) {
  return {
    subject: `Reset your ${site} password`,
    ...layout(
      site,
      [`Hi ${name},`, 'Someone asked to reset the password of your account. The link below works once and expires in 1 hour.'],
      { label: 'Choose a new password', url },
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ),
  }
}

export function emailVerificationEmail(site: string, name: string, url: string, hours: number) {
  return {
    subject: `Verify your ${site} e-mail address`,
    ...layout(
      site,
      [`Hi ${name},`, `Please confirm that this is your e-mail address. The link below works for ${hours} hours.`],
      { label: 'Verify my e-mail address', url },
      'If you did not create an account, you can ignore this e-mail.',
    ),
  }
}

export function newsletterConfirmEmail(site: string, confirmUrl: string, unsubscribeUrl: string) {
  return {
    subject: `Confirm your ${site} newsletter subscription`,
    ...layout(
      site,
      ['Thanks for subscribing. Please confirm your e-mail address to start receiving the newsletter.'],
      { label: 'Confirm subscription', url: confirmUrl },
      `Not you? Unsubscribe with one click: ${unsubscribeUrl}`,
    ),
  }
}

export function commentReplyEmail(site: string, reply: { authorName: string; articleTitle: string; excerpt: string; url: string; unsubscribeUrl: string }) {
  return {
    subject: `${reply.authorName} replied to your comment on ${site}`,
    ...layout(
      site,
      [`${reply.authorName} replied to your comment on “${reply.articleTitle}”:`, `“${reply.excerpt}”`],
      { label: 'Read the reply', url: reply.url },
      `You receive this because replies to your comments are switched on. Stop these e-mails with one click: ${reply.unsubscribeUrl}`,
    ),
  }
}

export function workspaceInvitationEmail(site: string, invitation: { workspace: string; inviterName: string; url: string }) {
  return {
    subject: `${invitation.inviterName} invited you to ${invitation.workspace} on ${site}`,
    ...layout(
      site,
      [
        `${invitation.inviterName} invited you to join the ${invitation.workspace} workspace on ${site}.`,
        'Members read every premium article, take every course and learn together with the team. Sign in or create an account with this address to accept.',
      ],
      { label: 'Accept the invitation', url: invitation.url },
      'The link works once and expires in 7 days. If you did not expect it, you can ignore this e-mail.',
    ),
  }
}

export function advertiserInvitationEmail(site: string, invitation: { advertiser: string; inviterName: string; url: string }) {
  return {
    subject: `Your ${invitation.advertiser} advertiser account on ${site}`,
    ...layout(
      site,
      [
        `${invitation.inviterName} invited you to the ${site} advertiser portal for ${invitation.advertiser}.`,
        'There you approve your campaign\u2019s creatives before they run, submit new ones for review, and follow viewable impressions and clicks day by day. Sign in or create an account with this address to accept.',
      ],
      { label: 'Open the advertiser portal', url: invitation.url },
      'The link works once and expires in 7 days. If you did not expect it, you can ignore this e-mail.',
    ),
  }
}

/** An advertiser's campaign report for a period: the period's figures, the flight so far against its plan, and the link to the full report. */
export function adReportEmail(
  site: string,
  report: { campaign: string; advertiser: string; from: string; to: string; period: { viewable: number; clicks: number }; total: { viewable: number; clicks: number; sold: number }; planned: number | null; url: string },
) {
  const count = (n: number) => n.toLocaleString('en-US')
  const rate = (clicks: number, viewable: number) => (viewable > 0 ? `${((clicks / viewable) * 100).toFixed(2)}%` : '—')
  const pace = report.planned === null ? '' : ` Planned by ${report.to}: ${count(report.planned)}.`
  return {
    subject: `${report.campaign}: your ${site} report for ${report.from} to ${report.to}`,
    ...layout(
      site,
      [
        `Here is the report of ${report.advertiser}'s campaign "${report.campaign}" for ${report.from} to ${report.to} (UTC).`,
        `In this period: ${count(report.period.viewable)} viewable impressions, ${count(report.period.clicks)} clicks, a click-through rate of ${rate(report.period.clicks, report.period.viewable)}.`,
        `Since the flight began: ${count(report.total.viewable)} of ${count(report.total.sold)} viewable impressions delivered, ${count(report.total.clicks)} clicks.${pace}`,
        'An impression counts as viewable once at least half of the ad was on screen for a full second. Bots, prefetches and repeated events are never billed.',
      ],
      { label: 'Open the full report', url: report.url },
      'You receive this report as a contact of the advertiser on the advertiser portal.',
    ),
  }
}

export function workspaceRemovalEmail(site: string, removal: { workspace: string; url: string }) {
  return {
    subject: `You are no longer a member of ${removal.workspace}`,
    ...layout(
      site,
      [`An Admin of ${removal.workspace} removed you from the workspace on ${site}.`, 'Your account stays, with your own plan, your saved articles and your course progress.'],
      { label: 'See the plans', url: removal.url },
    ),
  }
}

export function workspaceAssignmentEmail(
  site: string,
  assignment: { workspace: string; assignerName: string; what: string; due: string | null; itemUrl: string; listUrl: string },
) {
  return {
    subject: `${assignment.assignerName} assigned you ${assignment.what}`,
    ...layout(
      site,
      [
        `${assignment.assignerName} assigned you ${assignment.what} in the ${assignment.workspace} workspace on ${site}.`,
        assignment.due ? `Please finish it by ${assignment.due}.` : 'There is no due date: take it at your own pace.',
      ],
      { label: 'Start now', url: assignment.itemUrl },
      `Everything assigned to you, with your progress, is at ${assignment.listUrl}`,
    ),
  }
}

export function webhookDisabledEmail(site: string, endpoint: { url: string; failures: number; manageUrl: string }) {
  return {
    subject: `A webhook endpoint was switched off on ${site}`,
    ...layout(
      site,
      [
        `${site} stopped sending events to ${endpoint.url}: its last ${endpoint.failures} deliveries failed, each after a day of retries.`,
        'Fix the endpoint, then switch it on again from the workspace’s API page; the failed deliveries can be sent again from its delivery log.',
      ],
      { label: 'Open the API page', url: endpoint.manageUrl },
    ),
  }
}

export function apiQuotaWarningEmail(
  site: string,
  warning: { workspace: string; level: 80 | 100; used: number; quota: number; resetsOn: string; url: string },
) {
  const number = (n: number) => n.toLocaleString('en-US')
  return {
    subject:
      warning.level === 100
        ? `${warning.workspace} has used its whole API quota for this month`
        : `${warning.workspace} has used ${warning.level}% of its API quota for this month`,
    ...layout(
      site,
      [
        `The ${warning.workspace} workspace on ${site} has used ${number(warning.used)} of its ${number(warning.quota)} API requests for this month (${Math.min(100, Math.floor((warning.used * 100) / warning.quota))}%).`,
        warning.level === 100
          ? `Further requests are refused with 429 (quota_exceeded) until the quota starts again on ${warning.resetsOn}.`
          : `Once the quota is used up, further requests are refused with 429 (quota_exceeded) until it starts again on ${warning.resetsOn}.`,
        'The API page shows this month’s requests per day, per key and per endpoint.',
      ],
      { label: 'Open the API page', url: warning.url },
      'Every Admin of the workspace receives this e-mail, once per month for 80% and once for 100%.',
    ),
  }
}

/** A review event for the newsroom: something was submitted, or an editor decided on it. */
export function reviewEmail(site: string, review: { subject: string; lines: string[]; note: string; url: string }) {
  return {
    subject: review.subject,
    ...layout(site, review.note ? [...review.lines, `“${review.note}”`] : review.lines, { label: 'Open it in the editor', url: review.url }, 'You receive this because you are on the newsroom staff of the site.'),
  }
}

/** An invitation to join the newsroom staff in a role. */
export function staffInvitationEmail(site: string, invitation: { role: string; inviterName: string; url: string }) {
  return {
    subject: `Join the ${site} newsroom as ${invitation.role}`,
    ...layout(
      site,
      [`${invitation.inviterName} invited you to the ${site} newsroom as ${invitation.role}.`, 'Sign in or create an account with this address, then accept to open the console.'],
      { label: 'Accept the invitation', url: invitation.url },
      'The link works once and expires in 7 days. If you did not expect it, you can ignore this e-mail.',
    ),
  }
}
