import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { LockIcon } from './video-icons'
import { upgradeButton } from './video-meta'

/**
 * What a reader without access sees in place of a premium video: its poster and the
 * upgrade prompt; visitors also get a login link that brings them back.
 */
export function PremiumGate({ thumbnail, isVisitor, returnTo }: { thumbnail: string | null; isVisitor: boolean; returnTo: string }) {
  const t = useT()
  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-900 sm:aspect-video" data-testid="premium-prompt">
      {thumbnail ? <img src={thumbnail} alt="" width={1200} height={630} className="absolute inset-0 h-full w-full object-cover opacity-30" /> : null}
      <div className="relative flex h-full flex-col items-center justify-center gap-3 bg-slate-950/70 px-6 py-10 text-center text-white">
        <LockIcon width={32} height={32} className="text-amber-300" />
        <h2 className="font-serif text-2xl font-bold">{t('videos.premiumTitle')}</h2>
        <p className="max-w-md text-slate-100">{t('videos.premiumText')}</p>
        <Link to="/subscription" className={upgradeButton}>
          {t('videos.upgradeToWatch')}
        </Link>
        {isVisitor ? (
          <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className="text-sm font-semibold text-white underline underline-offset-2">
            {t('paywall.loginHint')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
