import { AdMeasurementNote } from '../ads/components/ad-measurement-note'
import { notFound } from '../lib/error-responses.server'
import { StaticPage } from '../pages/components/static-page'
import { aboutPage, careersPage, communityPage, docsPage, gdprPage, supportPage } from '../pages/info-pages'
import { privacyPolicy } from '../pages/privacy'
import { termsOfService } from '../pages/terms'
import { pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/info-page'

const pages = {
  '/about': { ...aboutPage, description: aboutPage.description },
  '/careers': careersPage,
  '/docs': docsPage,
  '/community': communityPage,
  '/support': supportPage,
  '/gdpr': gdprPage,
  '/privacy': { ...privacyPolicy, description: 'How Lumen collects, uses and protects your personal data, and how to exercise your rights.' },
  '/terms': { ...termsOfService, description: 'The terms that govern your use of Lumen, memberships, billing and dispute resolution.' },
} as const

/** About, careers, docs, community, support, GDPR, privacy and terms pages. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '') as keyof typeof pages
  const page = pages[path]
  if (!page) throw notFound()
  return { page }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        ...rootSeo(matches),
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: location.pathname,
      })
    : []

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page}>
      {loaderData.page.title === privacyPolicy.title ? <AdMeasurementNote /> : null}
    </StaticPage>
  )
}
