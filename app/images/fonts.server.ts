import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ResvgRenderOptions } from '@resvg/resvg-js'

const fontDirs = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF']

/** The DejaVu fonts the rendered images and the certificate PDFs use, by role. */
export const dejaVuFiles = { sans: 'DejaVuSans.ttf', sansBold: 'DejaVuSans-Bold.ttf', serifBold: 'DejaVuSerif-Bold.ttf' } as const

/** Where a DejaVu font file is in the system font folders (Debian's fonts-dejavu-core and others), if anywhere. */
export function findDejaVu(file: string) {
  return fontDirs.map((dir) => path.join(dir, file)).find((candidate) => existsSync(candidate))
}

/**
 * The font for Chinese, Japanese and Korean text, which DejaVu lacks: WenQuanYi Micro Hei
 * (Debian's fonts-wqy-microhei; it also has Latin letters), a collection read by its face name.
 */
const cjkFonts = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/wqy-microhei/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
]

/** The installed font for Chinese, Japanese and Korean text, if any. */
export function findCjkFont() {
  return cjkFonts.find((font) => existsSync(font.file))
}

let fontOptions: ResvgRenderOptions['font'] | undefined

/**
 * Fonts for the rendered images (social cards, podcast artwork): DejaVu from the system font
 * folders, and the CJK font for the letters DejaVu lacks; without DejaVu, whatever fonts the
 * system has. Looked up once.
 */
export function resvgFonts(): NonNullable<ResvgRenderOptions['font']> {
  if (fontOptions) return fontOptions
  const files = Object.values(dejaVuFiles).flatMap((name) => findDejaVu(name) ?? [])
  if (files.length < Object.values(dejaVuFiles).length) console.warn('Rendered images: DejaVu fonts not found, using system fonts.')
  const cjk = findCjkFont()
  fontOptions = files.length
    ? { loadSystemFonts: false, fontFiles: cjk ? [...files, cjk.file] : files, defaultFontFamily: 'DejaVu Sans', serifFamily: 'DejaVu Serif', sansSerifFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true }
  return fontOptions
}
