import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '../../i18n/i18n'
import { StarIcon } from './learning-icons'

export interface RatingResult {
  ok: boolean
  error?: string
}

/**
 * The member's 1–5 star rating: radio buttons (so it works without JavaScript and from the
 * keyboard), saved once per member and replaced when they rate again.
 */
export function RatingForm({ memberRating, result }: { memberRating: number | null; result?: RatingResult }) {
  const t = useT()
  const navigation = useNavigation()
  const [selected, setSelected] = useState(memberRating ?? 0)
  const isSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'rate'
  return (
    <section aria-labelledby="rate-course" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="rate-course" className="font-serif text-xl font-bold">{t('course.rateTitle')}</h2>
      <Form method="post" className="mt-3" data-testid="rating-form">
        <input type="hidden" name="intent" value="rate" />
        <fieldset>
          <legend className="text-sm text-slate-600 dark:text-slate-300">{t('course.rateHint')}</legend>
          <div className="mt-3 flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-lg p-1 text-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:text-amber-300 dark:has-[:checked]:bg-amber-400/10"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  required
                  defaultChecked={memberRating === value}
                  onChange={() => setSelected(value)}
                  className="sr-only"
                />
                <StarIcon width={30} height={30} isFilled={value <= selected} />
                <span className="sr-only">{value === 1 ? t('course.starOne') : t('course.stars', { count: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={isSaving}
          className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {memberRating ? t('course.updateRating') : t('course.saveRating')}
        </button>
      </Form>
      <div aria-live="polite" className="mt-3 text-sm">
        {result?.ok ? <p className="text-emerald-800 dark:text-emerald-300">{t('course.ratingSaved')}</p> : null}
        {result && !result.ok ? <p role="alert" className="text-red-700 dark:text-red-300">{result.error}</p> : null}
        {memberRating ? (
          <p className="text-slate-600 dark:text-slate-300" data-testid="member-rating">{t('course.yourRating', { rating: memberRating })}</p>
        ) : null}
      </div>
    </section>
  )
}
