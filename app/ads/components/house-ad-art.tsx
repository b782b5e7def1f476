/** Decorative artwork of the house ads: inline SVG in the site's colours, no image requests. */
export function AdvertiseArt() {
  return (
    <svg viewBox="0 0 144 96" width="144" height="96" className="h-full w-full" focusable="false">
      <rect width="144" height="96" className="fill-brand-100 dark:fill-brand-900" />
      <circle cx="112" cy="18" r="30" className="fill-brand-200 dark:fill-brand-800" />
      <rect x="16" y="58" width="14" height="24" rx="3" className="fill-brand-400" />
      <rect x="38" y="46" width="14" height="36" rx="3" className="fill-brand-500" />
      <rect x="60" y="32" width="14" height="50" rx="3" className="fill-brand-600 dark:fill-brand-400" />
      <path d="M18 44 45 30l22-8 26-12" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-amber-500" />
      <circle cx="93" cy="10" r="4" className="fill-amber-500" />
      <rect x="86" y="50" width="44" height="6" rx="3" className="fill-white/80 dark:fill-white/20" />
      <rect x="86" y="62" width="32" height="6" rx="3" className="fill-white/80 dark:fill-white/20" />
      <rect x="86" y="74" width="38" height="6" rx="3" className="fill-white/80 dark:fill-white/20" />
    </svg>
  )
}

export function PremiumArt() {
  return (
    <svg viewBox="0 0 144 96" width="144" height="96" className="h-full w-full" focusable="false">
      <rect width="144" height="96" className="fill-amber-100 dark:fill-amber-950" />
      <circle cx="24" cy="84" r="34" className="fill-amber-200 dark:fill-amber-900" />
      <rect x="44" y="16" width="56" height="68" rx="6" className="fill-white dark:fill-slate-800" />
      <rect x="52" y="26" width="40" height="6" rx="3" className="fill-slate-800 dark:fill-slate-200" />
      <rect x="52" y="40" width="36" height="4" rx="2" className="fill-slate-300 dark:fill-slate-600" />
      <rect x="52" y="50" width="40" height="4" rx="2" className="fill-slate-300 dark:fill-slate-600" />
      <rect x="52" y="60" width="30" height="4" rx="2" className="fill-slate-300 dark:fill-slate-600" />
      <path d="m112 18 5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" className="fill-amber-400" />
    </svg>
  )
}
