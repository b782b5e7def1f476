import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import inlinedStyles from './app.css?inline'
import fontFaces from './fonts.css?url'
import { loadRootData } from './shell/root-data.server'
import { SiteShell } from './shell/site-shell'
import { I18nProvider, loadDictionary, textLanguage, translate, useT } from './i18n/i18n'
import { isLanguageCode, isRightToLeft } from './i18n/languages'
import { useNonce } from './lib/nonce'
import { useRootData } from './shell/root-data'
import { defaultTheme } from './lib/preferences'
import { themeScript } from './lib/theme-script'
import { fontFacesLinkId, fontFacesScript } from './lib/font-faces'
import { deferred } from './lib/deferred'
import { themeColors } from './offline/app-icons'
import { readerLanguageMiddleware } from './i18n/reader-message.server'

// Only error pages show it.
const NotFoundView = deferred(() => import('./ui/not-found-view').then((module) => module.NotFoundView))

export const links: Route.LinksFunction = () => [
  // The site's stylesheet is written into the page in production (pageStyles below); the
  // development server links it, so an edit applies without a reload. The brand faces'
  // stylesheet is linked in Layout, where a script decides when it applies.
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Loaders and actions answer in the reader's language. */
export const middleware: Route.MiddlewareFunction[] = [readerLanguageMiddleware]

export async function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request)
}

/** After a change of language, the new dictionary is loaded before the page shows it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await loadDictionary(data.language)
  return data
}

/**
 * The site's stylesheet (app.css), written into each page by the server, so the first paint waits
 * for no download but the page's own (a linked one held it back until the file arrived, sharing
 * a phone's connection with the page's scripts). The browser keeps the element the server
 * wrote (React leaves a hydrated <style> as it is and this text never changes), so the client's
 * copy is empty and the scripts do not carry the stylesheet a second time.
 */
const pageStyles = { __html: import.meta.env.SSR ? inlinedStyles : '' }

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData()
  const nonce = useNonce()
  const language = data?.language ?? 'en'
  const shownLanguage = textLanguage(language)
  return (
    <html lang={shownLanguage} dir={isRightToLeft(shownLanguage) ? 'rtl' : 'ltr'} className={(data?.theme ?? defaultTheme) === 'dark' ? 'dark' : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        {import.meta.env.DEV ? null : <style dangerouslySetInnerHTML={pageStyles} suppressHydrationWarning />}
        <Meta />
        <Links />
        <link id={fontFacesLinkId} rel="stylesheet" href={fontFaces} media="print" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFacesScript }} />
        <noscript>
          <link rel="stylesheet" href={fontFaces} />
        </noscript>
      </head>
      <body className="min-h-dvh">
        <I18nProvider language={isLanguageCode(language) ? language : 'en'}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const site = loaderData?.siteName ?? 'Lumen'
  const language = textLanguage(loaderData?.language ?? 'en')
  return [
    { title: translate(language, 'title.home', { site }) },
    { name: 'description', content: translate(language, 'meta.description') },
  ]
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    )
  }
  const details = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined
  // A refused request (for example a form that is not form data) explains itself.
  const message = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined
  return (
    <SiteShell>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t('error.title')}</h1>
        {typeof message === 'string' ? <p className="mt-4 text-lg" role="alert">{message}</p> : null}
        {details ? <p className="mt-4 text-slate-600 dark:text-slate-400">{details}</p> : null}
        {import.meta.env.DEV && error instanceof Error ? (
          <pre className="mt-6 overflow-x-auto text-start text-sm">{error.stack}</pre>
        ) : null}
      </section>
    </SiteShell>
  )
}
