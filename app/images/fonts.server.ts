import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ResvgRenderOptions } from '@resvg/resvg-js'

const fontDirs = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF']
const fontNames = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf']

let fontOptions: ResvgRenderOptions['font'] | undefined

/**
 * Fonts for the rendered images (social cards, podcast artwork): DejaVu from the system font
 * folders; without it, whatever fonts the system has. Looked up once.
 */
export function resvgFonts(): NonNullable<ResvgRenderOptions['font']> {
  if (fontOptions) return fontOptions
  const files = fontNames.flatMap((name) => {
    const dir = fontDirs.find((candidate) => existsSync(path.join(candidate, name)))
    return dir ? [path.join(dir, name)] : []
  })
  if (files.length < fontNames.length) console.warn('Rendered images: DejaVu fonts not found, using system fonts.')
  fontOptions = files.length
    ? { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'DejaVu Sans', serifFamily: 'DejaVu Serif', sansSerifFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true }
  return fontOptions
}
