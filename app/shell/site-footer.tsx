import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/i18n'
import { Logo } from './logo'
import { NewsletterForm } from '../newsletter/components/newsletter-form'
import { mainNav } from './nav-items'
import { LinkList } from '../ui/link-list'

type FooterLink = { to: string; label: MessageKey }

const popularCategories: { slug: string; label: MessageKey }[] = [
  { slug: 'ml', label: 'footer.ml' },
  { slug: 'nlp', label: 'footer.nlp' },
  { slug: 'cv', label: 'footer.cv' },
  { slug: 'robotics', label: 'footer.robotics' },
]

/** The site's pages in the footer: each lives at /name and is labelled `footer.name`. */
type FooterPage = 'about' | 'careers' | 'contact' | 'advertising' | 'docs' | 'api' | 'community' | 'support' | 'privacy' | 'terms' | 'cookies' | 'gdpr'
const pages = (...names: FooterPage[]) => names.map((name): FooterLink => ({ to: `/${name}`, label: `footer.${name}` }))

/** The footer's columns of links, after the brand and newsletter column. */
const footerGroups: { title: MessageKey; links: FooterLink[] }[] = [
  { title: 'footer.content', links: mainNav },
  { title: 'footer.company', links: pages('about', 'careers', 'contact', 'advertising') },
  { title: 'footer.resources', links: pages('docs', 'api', 'community', 'support') },
  { title: 'footer.legal', links: pages('privacy', 'terms', 'cookies', 'gdpr') },
  { title: 'footer.popularCategories', links: popularCategories.map((c) => ({ to: `/news?category=${c.slug}`, label: c.label })) },
]

function FooterGroup({ title, links }: { title: MessageKey; links: FooterLink[] }) {
  const t = useT()
  return (
    <nav aria-label={t(title)}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t(title)}</h2>
      <LinkList
        links={links}
        className="mt-4 space-y-3"
        linkClassName="text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      />
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
        {footerGroups.map((group) => (
          <FooterGroup key={group.title} title={group.title} links={group.links} />
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          {t('footer.rights', { year: new Date().getFullYear(), site: siteName })}
        </p>
      </div>
    </footer>
  )
}
