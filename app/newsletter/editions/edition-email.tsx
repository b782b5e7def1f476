import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { EditionArticle, EditionItem } from './content.server'

/** Filled per reader when the edition is sent (app/newsletter/editions/delivery.server.ts). */
export const UNSUBSCRIBE_URL = '%%UNSUBSCRIBE_URL%%'
export const PREFERENCES_URL = '%%PREFERENCES_URL%%'
/** Where a sponsor's block goes, filled (or emptied) per reader when the edition is sent. */
export const SPONSOR_SLOT = '%%SPONSOR%%'
const sponsorSlotRow = '<tr data-sponsor-slot=""></tr>'

export interface EditionSection {
  heading: string
  items: EditionItem[]
}

export interface EditionContent {
  siteName: string
  siteUrl: string
  /** The line above the title, e.g. "Daily digest · 24 November 2026". */
  label: string
  title: string
  intro?: string
  articles?: EditionArticle[]
  sections?: EditionSection[]
  /** An editor's text, as sanitised HTML from the editor. */
  bodyHtml?: string
  /** Why the reader gets this e-mail, above the links. */
  reason: string
}

// Colours hold in light and dark mail clients: every block sets its own background.
const colors = {
  /** Headings and text. */
  ink: '#0f172a',
  /** Secondary text: labels, bylines, the footer. */
  muted: '#475569',
  /** Links and the site's name. */
  brand: '#4f46e5',
  /** The e-mail's card. */
  paper: '#ffffff',
  /** Around the card. */
  page: '#f1f5f9',
  /** The line above the footer. */
  rule: '#e2e8f0',
}
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

function Shell({ content, children }: { content: EditionContent; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light only" />
        <meta name="supported-color-schemes" content="light only" />
        <title>{content.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.page, color: colors.ink, fontFamily: font }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: colors.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600, backgroundColor: colors.paper, borderRadius: 12 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '28px 32px 8px', backgroundColor: colors.paper }}>
                        <a href={content.siteUrl} style={{ color: colors.brand, fontWeight: 700, fontSize: 18, textDecoration: 'none' }}>{content.siteName}</a>
                        <p style={{ margin: '18px 0 4px', color: colors.muted, fontSize: 13, textTransform: 'uppercase', letterSpacing: 1 }}>{content.label}</p>
                        <h1 style={{ margin: 0, fontSize: 26, lineHeight: 1.25, color: colors.ink }}>{content.title}</h1>
                        {content.intro ? <p style={{ margin: '12px 0 0', fontSize: 16, lineHeight: 1.6, color: colors.ink }}>{content.intro}</p> : null}
                      </td>
                    </tr>
                    {children}
                    <tr>
                      <td style={{ padding: '24px 32px 28px', backgroundColor: colors.paper, borderTop: `1px solid ${colors.rule}`, color: colors.muted, fontSize: 13, lineHeight: 1.6 }}>
                        <p style={{ margin: 0 }}>{content.reason}</p>
                        <p style={{ margin: '8px 0 0' }}>
                          <a href={PREFERENCES_URL} style={{ color: colors.brand }}>Choose what you receive</a>
                          {' · '}
                          <a href={UNSUBSCRIBE_URL} style={{ color: colors.brand }}>Unsubscribe</a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

const Row = ({ children }: { children: ReactNode }) => (
  <tr>
    <td style={{ padding: '16px 32px', backgroundColor: colors.paper }}>{children}</td>
  </tr>
)

function ArticleBlock({ article, siteUrl }: { article: EditionArticle; siteUrl: string }) {
  const url = `${siteUrl}/news/${encodeURIComponent(article.slug)}`
  return (
    <Row>
      <a href={url} style={{ display: 'block', textDecoration: 'none' }}>
        <img src={`${siteUrl}/media/social/article/${encodeURIComponent(article.slug)}.png`} alt="" width={536} style={{ width: '100%', height: 'auto', borderRadius: 8, display: 'block' }} />
      </a>
      <h2 style={{ margin: '12px 0 4px', fontSize: 19, lineHeight: 1.35 }}>
        <a href={url} style={{ color: colors.ink, textDecoration: 'none' }}>{article.title}</a>
      </h2>
      <p style={{ margin: 0, color: colors.muted, fontSize: 13 }}>
        {article.author} · {article.readingTime} min read{article.isPremium ? ' · Premium' : ''}
      </p>
      {article.excerpt ? <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: 1.6, color: colors.ink }}>{article.excerpt}</p> : null}
      <p style={{ margin: '8px 0 0' }}>
        <a href={url} style={{ color: colors.brand, fontWeight: 600 }}>{article.isPremium ? 'Read it with Premium →' : 'Read the article →'}</a>
      </p>
    </Row>
  )
}

function SectionBlock({ section, siteUrl }: { section: EditionSection; siteUrl: string }) {
  return (
    <Row>
      <h2 style={{ margin: '0 0 8px', fontSize: 17, color: colors.ink }}>{section.heading}</h2>
      {section.items.map((item) => (
        <p key={item.path} style={{ margin: '0 0 10px', fontSize: 15, lineHeight: 1.5 }}>
          <a href={`${siteUrl}${item.path}`} style={{ color: colors.brand, fontWeight: 600 }}>{item.title}</a>
          {item.description ? <span style={{ color: colors.muted }}> — {item.description}</span> : null}
        </p>
      ))}
    </Row>
  )
}

/** The edition's HTML and plain-text parts, with the per-reader placeholders in both; a sponsor's block goes after the first block. */
export function renderEdition(content: EditionContent) {
  const blocks = [
    content.bodyHtml ? (
      <Row key="body">
        <div style={{ fontSize: 16, lineHeight: 1.65, color: colors.ink }} dangerouslySetInnerHTML={{ __html: absoluteLinks(content.bodyHtml, content.siteUrl) }} />
      </Row>
    ) : null,
    ...(content.articles ?? []).map((article) => <ArticleBlock key={article.slug} article={article} siteUrl={content.siteUrl} />),
    ...(content.sections ?? []).filter((section) => section.items.length > 0).map((section) => <SectionBlock key={section.heading} section={section} siteUrl={content.siteUrl} />),
  ].filter(Boolean)
  blocks.splice(1, 0, <tr key="sponsor" data-sponsor-slot="" />)
  const html = `<!doctype html>${renderToStaticMarkup(<Shell content={content}>{blocks}</Shell>)}`.replace(sponsorSlotRow, SPONSOR_SLOT)
  return { html, text: renderText(content) }
}

/** A sponsor's block, labelled as sponsored, linking to `url` (one reader's counted link). */
export function renderSponsorBlock(sponsor: { advertiser: string; headline: string; body: string; callToAction: string }, url: string) {
  const html = renderToStaticMarkup(
    <Row>
      <div style={{ border: `1px solid ${colors.rule}`, borderRadius: 8, padding: '14px 16px' }}>
        <p style={{ margin: 0, color: colors.muted, fontSize: 12, textTransform: 'uppercase', letterSpacing: 1 }}>Sponsored · {sponsor.advertiser}</p>
        <p style={{ margin: '6px 0 4px', fontSize: 16, fontWeight: 700, color: colors.ink }}>{sponsor.headline}</p>
        <p style={{ margin: 0, fontSize: 14, lineHeight: 1.55, color: colors.ink }}>{sponsor.body}</p>
        <p style={{ margin: '8px 0 0' }}>
          <a href={url} style={{ color: colors.brand, fontWeight: 600 }}>{sponsor.callToAction} →</a>
        </p>
      </div>
    </Row>,
  )
  const text = ['', `SPONSORED · ${sponsor.advertiser}`, sponsor.headline, sponsor.body, `${sponsor.callToAction}: ${url}`].join('\n')
  return { html, text }
}

function renderText(content: EditionContent) {
  const lines = [content.siteName, content.label, '', content.title]
  if (content.intro) lines.push('', content.intro)
  if (content.bodyHtml) lines.push('', htmlToText(content.bodyHtml))
  for (const article of content.articles ?? []) {
    lines.push('', `${article.title}${article.isPremium ? ' (Premium)' : ''}`, `${article.author} · ${article.readingTime} min read`)
    if (article.excerpt) lines.push(article.excerpt)
    lines.push(`${content.siteUrl}/news/${encodeURIComponent(article.slug)}`)
  }
  for (const section of content.sections ?? []) {
    if (section.items.length === 0) continue
    lines.push('', section.heading.toUpperCase())
    for (const item of section.items) lines.push(`- ${item.title}: ${content.siteUrl}${item.path}`)
  }
  lines.push(SPONSOR_SLOT, '', '—', content.reason, `Choose what you receive: ${PREFERENCES_URL}`, `Unsubscribe: ${UNSUBSCRIBE_URL}`)
  return lines.join('\n')
}

/** Links and images from the editor point at this site, whatever host reads the e-mail. */
function absoluteLinks(html: string, siteUrl: string) {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`)
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/** The editor's HTML as readable plain text: paragraphs and list items on their own lines, links spelled out. */
export function htmlToText(html: string) {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2 ($1)')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
