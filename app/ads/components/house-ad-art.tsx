import type { ReactNode } from 'react'

/** Decorative artwork of the house ads: inline SVG in the site's colours, no image requests. */
function ArtFrame({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 144 96" width="144" height="96" className="h-full w-full" focusable="false">
      <rect width="144" height="96" className={background} />
      {children}
    </svg>
  )
}

/** Placeholder lines of text, one under the other, each as wide as given. */
function TextLines({ x, y, step, height, widths, className }: { x: number; y: number; step: number; height: number; widths: number[]; className: string }) {
  return widths.map((width, i) => <rect key={i} x={x} y={y + i * step} width={width} height={height} rx={height / 2} className={className} />)
}

export function AdvertiseArt() {
  return (
    <ArtFrame background="fill-brand-100 dark:fill-brand-900">
      <circle cx="112" cy="18" r="30" className="fill-brand-200 dark:fill-brand-800" />
      <rect x="16" y="58" width="14" height="24" rx="3" className="fill-brand-400" />
      <rect x="38" y="46" width="14" height="36" rx="3" className="fill-brand-500" />
      <rect x="60" y="32" width="14" height="50" rx="3" className="fill-brand-600 dark:fill-brand-400" />
      <path d="M18 44 45 30l22-8 26-12" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-amber-500" />
      <circle cx="93" cy="10" r="4" className="fill-amber-500" />
      <TextLines x={86} y={50} step={12} height={6} widths={[44, 32, 38]} className="fill-white/80 dark:fill-white/20" />
    </ArtFrame>
  )
}

export function PremiumArt() {
  return (
    <ArtFrame background="fill-amber-100 dark:fill-amber-950">
      <circle cx="24" cy="84" r="34" className="fill-amber-200 dark:fill-amber-900" />
      <rect x="44" y="16" width="56" height="68" rx="6" className="fill-white dark:fill-slate-800" />
      <rect x="52" y="26" width="40" height="6" rx="3" className="fill-slate-800 dark:fill-slate-200" />
      <TextLines x={52} y={40} step={10} height={4} widths={[36, 40, 30]} className="fill-slate-300 dark:fill-slate-600" />
      <path d="m112 18 5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" className="fill-amber-400" />
    </ArtFrame>
  )
}
