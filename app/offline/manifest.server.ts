import { appIcons, themeColors } from './app-icons'

/**
 * The web app manifest (decision 21): the name the site is set up with, the theme colours of
 * the light and dark themes, the icons drawn from the logo at build time (scripts/app-icons.ts)
 * and screenshots of the site at desktop and phone width.
 */

export function webAppManifest({ siteName, siteDescription }: { siteName: string; siteDescription: string | null }) {
  return {
    id: '/',
    name: siteName,
    short_name: siteName.length > 12 ? siteName.slice(0, 12) : siteName,
    description: siteDescription ?? `${siteName}: AI and marketing news, courses, tutorials, videos and podcasts.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeColors.dark,
    theme_color: themeColors.dark,
    categories: ['news', 'education'],
    icons: appIcons
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    screenshots: [
      { src: '/screenshot-wide.jpg', sizes: '1280x720', type: 'image/jpeg', form_factor: 'wide', label: `${siteName} on a desktop` },
      { src: '/screenshot-narrow.jpg', sizes: '390x844', type: 'image/jpeg', form_factor: 'narrow', label: `${siteName} on a phone` },
    ],
    shortcuts: [
      { name: 'Latest news', url: '/news' },
      { name: 'Saved for offline', url: '/profile/offline' },
    ],
  }
}
