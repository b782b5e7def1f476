import { Link } from 'react-router'
import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/i18n'
import { Logo } from './logo'
import { NewsletterForm } from '../newsletter/components/newsletter-form'
import { mainNav } from './nav-items'

const popularCategories: { slug: string; label: MessageKey }[] = [
  { slug: 'ml', label: 'footer.ml' },
  { slug: 'nlp', label: 'footer.nlp' },
  { slug: 'cv', label: 'footer.cv' },
  { slug: 'robotics', label: 'footer.robotics' },
]

function FooterGroup({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** `description` is the admin's site description; without one the translated tagline shows. */
export function SiteFooter({ siteName, description }: { siteName: string; description: string | null }) {
  const t = useT()
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]">
        <div className="max-w-sm sm:col-span-2 lg:col-span-1">
          <Logo siteName={siteName} />
          <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-400">{description ?? t('footer.tagline')}</p>
          <h2 className="mt-8 text-sm font-semibold text-slate-900 dark:text-white">{t('footer.newsletterTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </div>
        <FooterGroup
          title={t('footer.content')}
          links={mainNav.map((item) => ({ to: item.to, label: t(item.label) }))}
        />
        <FooterGroup
          title={t('footer.company')}
          links={[
            { to: '/about', label: t('footer.about') },
            { to: '/careers', label: t('footer.careers') },
            { to: '/contact', label: t('footer.contact') },
            { to: '/advertising', label: t('footer.advertising') },
          ]}
        />
        <FooterGroup
          title={t('footer.resources')}
          links={[
            { to: '/docs', label: t('footer.docs') },
            { to: '/api', label: t('footer.api') },
            { to: '/community', label: t('footer.community') },
            { to: '/support', label: t('footer.support') },
          ]}
        />
        <FooterGroup
          title={t('footer.legal')}
          links={[
            { to: '/privacy', label: t('footer.privacy') },
            { to: '/terms', label: t('footer.terms') },
            { to: '/cookies', label: t('footer.cookies') },
            { to: '/gdpr', label: t('footer.gdpr') },
          ]}
        />
        <FooterGroup
          title={t('footer.popularCategories')}
          links={popularCategories.map((c) => ({ to: `/news?category=${c.slug}`, label: t(c.label) }))}
        />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          {t('footer.rights', { year: new Date().getFullYear(), site: siteName })}
        </p>
      </div>
    </footer>
  )
}
