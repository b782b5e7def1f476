import { useT } from '../../i18n/i18n'
import { ButtonLink } from '../../ui/buttons'

/** 'Join the AI Revolution': shown to visitors only. */
export function JoinBlock() {
  const t = useT()
  return (
    <section className="mx-auto max-w-7xl px-4 pt-20 sm:px-6" aria-labelledby="join-heading">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-indigo-800 to-slate-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="join-heading" className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home.joinTitle')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-white/90">{t('home.joinText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/register" look="light">
            {t('home.startTrial')}
          </ButtonLink>
          <ButtonLink to="/subscription" look="lightOutline">
            {t('home.viewPlans')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
