/** The installed app's icons and colours, for the manifest, the page's head and the build. */

/** The icons the build renders from public/favicon.svg: file name, size, purpose. */
export const appIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const

/** The theme colours: the light theme's page, the dark theme's page, and the brand. */
export const themeColors = { light: '#ffffff', dark: '#020617', brand: '#4f46e5' } as const
