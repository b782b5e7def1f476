import { useT } from '../../i18n/i18n'
import { secondaryButtonClass } from '../../ui/forms'

/** Google and GitHub sign-in, shown only for providers the server has credentials for. */
export function SocialButtons({
  providers,
  callbackURL,
}: {
  providers: { google: boolean; github: boolean }
  callbackURL: string
}) {
  const t = useT()
  const enabled = (['google', 'github'] as const).filter((p) => providers[p])
  if (enabled.length === 0) return null
  return (
    <div className="mt-8">
      <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t('auth.orContinueWith')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {enabled.map((provider) => (
          <form key={provider} method="post" action="/auth/social">
            <input type="hidden" name="provider" value={provider} />
            <input type="hidden" name="callbackURL" value={callbackURL} />
            <button type="submit" className={`${secondaryButtonClass} w-full`}>
              {provider === 'google' ? 'Google' : 'GitHub'}
            </button>
          </form>
        ))}
      </div>
    </div>
  )
}
