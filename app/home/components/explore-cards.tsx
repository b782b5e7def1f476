import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { ArrowRightIcon } from '../../ui/icons'
import { HomeSection } from './home-section'

const cards: { to: string; title: MessageKey; text: MessageKey; tone: string; glyph: string }[] = [
  { to: '/news', title: 'explore.newsTitle', text: 'explore.newsText', tone: 'from-brand-600 to-indigo-700', glyph: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5' },
  { to: '/videos', title: 'explore.videosTitle', text: 'explore.videosText', tone: 'from-rose-600 to-pink-700', glyph: 'M4 6h12v12H4zM16 10l4-2v8l-4-2' },
  { to: '/podcasts', title: 'explore.podcastsTitle', text: 'explore.podcastsText', tone: 'from-amber-600 to-orange-700', glyph: 'M12 4a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3' },
  { to: '/education', title: 'explore.educationTitle', text: 'explore.educationText', tone: 'from-emerald-600 to-teal-700', glyph: 'M3 9l9-5 9 5-9 5zM7 11v5c3 2 7 2 10 0v-5' },
]

/** The four Explore cards of the home page: news, videos, podcasts and education. */
export function ExploreCards() {
  const t = useT()
  return (
    <HomeSection id="explore-heading" title={t('home.exploreTitle')}>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className={`group flex h-full flex-col rounded-2xl bg-gradient-to-br ${card.tone} p-6 text-white shadow-md transition hover:-translate-y-0.5 hover:shadow-xl`}
            >
              <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={card.glyph} />
              </svg>
              <span className="mt-5 text-xl font-bold">{t(card.title)}</span>
              <span className="mt-2 flex-1 text-sm leading-6 text-white/90">{t(card.text)}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold">
                {t('home.exploreCta')} <ArrowRightIcon width={16} height={16} className="transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
