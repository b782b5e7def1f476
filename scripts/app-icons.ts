import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'
import { appIcons, themeColors } from '../app/offline/app-icons'

/** The logo inside a full square in the brand colour, within the middle 80% maskable icons keep. */
function maskable(logo: string) {
  const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${themeColors.brand}"/><svg x="6" y="6" width="28" height="28" viewBox="0 0 32 32">${inner}</svg></svg>`
}

/**
 * Renders the app's icons from the logo (public/favicon.svg) as PNG files in the client build,
 * in every size the manifest and Apple's home screen ask for (app/offline/manifest.server.ts).
 */
export function appIconsPlugin(root: string): Plugin {
  return {
    name: 'lumen-app-icons',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
      for (const icon of appIcons) {
        // Apple's home screen fills transparent corners with black: its icon is a full square too.
        const svg = icon.purpose === 'any' ? logo : maskable(logo)
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng()
        this.emitFile({ type: 'asset', fileName: icon.file, source: png })
      }
    },
  }
}
