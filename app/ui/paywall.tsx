import { Link } from 'react-router'
import { useT } from '../i18n/i18n'

/** The opening of a premium text a reader without access may read, fading out above the upgrade box. */
export function PaywallPreview({ html, className = 'mt-10' }: { html: string | null; className?: string }) {
  if (!html) return null
  return (
    <div className={`relative ${className}`} data-testid="article-preview">
      <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-white dark:to-slate-950" />
    </div>
  )
}

/** "Already a member? Log in" under an upgrade box, for visitors; it brings them back to `returnTo`. */
export function PaywallLogin({ isVisitor, returnTo }: { isVisitor: boolean; returnTo: string }) {
  const t = useT()
  if (!isVisitor) return null
  return (
    <p className="mt-4 text-sm">
      <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
        {t('paywall.loginHint')}
      </Link>
    </p>
  )
}
