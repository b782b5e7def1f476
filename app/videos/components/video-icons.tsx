import type { SVGProps } from 'react'

export { HeartIcon, LockIcon } from '../../ui/icons'

type IconProps = SVGProps<SVGSVGElement>

const base = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const PlayIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </svg>
)

export const PlaylistIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 6h12M4 11h12M4 16h7M16 14v6l5-3z" />
  </svg>
)

export const KeyboardIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </svg>
)
