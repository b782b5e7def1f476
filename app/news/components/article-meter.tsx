import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { readCookie } from '../../lib/preferences'
import { PaywallLogin, PaywallPreview } from '../../ui/paywall'
import { UpgradePrompt } from '../../ui/upgrade-prompt'
import { LockIcon } from '../../ui/icons'
import { meterCookieName, parseMeterCookie } from '../meter-cookie'

type Audience = 'member' | 'visitor'

/**
 * Today's count of a reader's free articles: the server's for members; for visitors the
 * meter cookie's, read in the browser once the page is shown (the page may be a cached copy).
 */
function useMeterCount(used: number | null) {
  const visitorCount = useSyncExternalStore(
    ignoreChanges,
    () => parseMeterCookie(readCookie(document.cookie, meterCookieName), new Date()).length,
    () => null,
  )
  return used ?? visitorCount
}

/** The cookie is read again on every render (each article shown); nothing else changes it. */
const ignoreChanges = () => () => undefined

/** The small note on a metered article a free reader may read: how many free articles are left today. */
export function MeterCounter({ used, limit }: { used: number | null; limit: number }) {
  const t = useT()
  const count = useMeterCount(used)
  const left = Math.max(0, limit - (count ?? 0))
  return (
    <p
      className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
      data-testid="meter-counter"
    >
      <span>{count === null ? null : left === 0 ? t('meter.lastOne') : t('meter.left', { left, limit })}</span>
      <Link to="/subscription" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {t('meter.goUnlimited')}
      </Link>
    </p>
  )
}

/**
 * Shown instead of the body once today's free articles are used up: members get the upgrade
 * prompt, visitors the sign-up wall (register, or log in and come back to this article).
 */
export function MeterWall({ audience, used, limit, slug }: { audience: Audience; used: number; limit: number; slug: string }) {
  const t = useT()
  const back = encodeURIComponent(`/news/${slug}`)
  const button = 'inline-flex rounded-full px-6 py-3 font-semibold'
  return (
    <section
      className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center dark:border-brand-400/30 dark:bg-brand-900/40"
      aria-labelledby="meter-wall-title"
      data-testid="meter-wall"
      data-audience={audience}
    >
      <LockIcon className="mx-auto text-brand-700 dark:text-brand-300" width={28} height={28} />
      <h2 id="meter-wall-title" className="mt-3 font-serif text-2xl font-bold">
        {t('meter.wallTitle', { used, limit })}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">
        {audience === 'member' ? t('meter.memberText', { limit }) : t('meter.visitorText', { limit })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {audience === 'member' ? (
          <Link to="/subscription" className={`${button} bg-amber-400 text-slate-950 hover:bg-amber-300`}>
            {t('meter.upgrade')}
          </Link>
        ) : (
          <>
            <Link to="/register" className={`${button} border border-transparent bg-brand-600 text-white hover:bg-brand-700`}>
              {t('meter.register')}
            </Link>
            <Link
              to={`/login?redirect=${back}`}
              className={`${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800`}
            >
              {t('meter.login')}
            </Link>
          </>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('meter.resets')}</p>
    </section>
  )
}

/**
 * What a reader without access sees of a premium article: its opening paragraphs fading out,
 * then the upgrade prompt; visitors also get a login link that brings them back.
 */
export function PremiumPrompt({ preview, isVisitor, returnTo }: { preview: string | null; isVisitor: boolean; returnTo: string }) {
  const t = useT()
  return (
    <>
      <PaywallPreview html={preview} />
      <UpgradePrompt className="mt-6" testId="premium-prompt" title={t('article.premiumTitle')} text={t('article.premiumText')} link={t('article.upgradeToRead')}>
        <PaywallLogin isVisitor={isVisitor} returnTo={returnTo} />
      </UpgradePrompt>
    </>
  )
}
