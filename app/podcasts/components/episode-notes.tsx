import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { UpgradePrompt } from '../../ui/upgrade-prompt'
import { PaywallPreview } from '../../ui/paywall'

/** The stored, sanitized show notes; for a locked episode, their opening fading out (`isPreview`). */
export function ShowNotes({ html, isPreview = false }: { html: string; isPreview?: boolean }) {
  const t = useT()
  if (!html.trim()) return null
  return (
    <section aria-labelledby="show-notes" className="mt-10">
      <h2 id="show-notes" className="font-serif text-2xl font-bold">{t('podcasts.showNotes')}</h2>
      {isPreview ? (
        <PaywallPreview html={html} className="mt-4" />
      ) : (
        <div className="prose-article mt-4" data-testid="show-notes" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  )
}

/** The sponsor's message of a sponsored episode, labelled, its link marked as paid (rel="sponsored"). */
export function SponsorMessage({ advertiser, message, website }: { advertiser: string; message: string; website: string }) {
  const t = useT()
  return (
    <aside className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100" aria-label={t('podcasts.sponsoredBy', { advertiser })} data-testid="sponsor-message">
      <p className="text-xs font-semibold tracking-wide uppercase">{t('podcasts.sponsoredBy', { advertiser })}</p>
      <p className="mt-2 leading-7">{message}</p>
      {website ? (
        <a href={website} rel="sponsored noopener" className="mt-2 inline-block font-semibold underline">
          {new URL(website).host}
        </a>
      ) : null}
    </aside>
  )
}

/** The transcript, collapsed until opened (a native disclosure, so it works without JavaScript); nothing when empty. */
export function Transcript({ text }: { text: string }) {
  const t = useT()
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <details className="group mt-10 rounded-2xl border border-slate-200 dark:border-slate-800" data-testid="transcript">
      <summary className="cursor-pointer list-none rounded-2xl px-5 py-4 font-serif text-xl font-bold marker:hidden hover:bg-slate-50 dark:hover:bg-slate-900">
        <span className="inline-block w-5 transition-transform group-open:rotate-90" aria-hidden="true">›</span>
        {t('podcasts.transcript')}
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-5 py-4 leading-7 text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
    </details>
  )
}

/** What a reader without access sees instead of the player, notes and transcript. */
export function PremiumPrompt({ isSignedIn, slug }: { isSignedIn: boolean; slug: string }) {
  const t = useT()
  return (
    <UpgradePrompt
      testId="premium-prompt"
      title={t('podcasts.premiumTitle')}
      text={t('podcasts.premiumText')}
      link={t('podcasts.upgradeToListen')}
      linkClassName="mt-6 inline-flex rounded-full bg-amber-500 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-400"
    >
      {isSignedIn ? null : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {t('podcasts.loginPrompt')}{' '}
          <Link to={`/login?redirect=${encodeURIComponent(`/podcasts/${slug}`)}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {t('podcasts.login')}
          </Link>
        </p>
      )}
    </UpgradePrompt>
  )
}
