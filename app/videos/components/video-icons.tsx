export { HeartIcon, LockIcon } from '../../ui/icons'
import { Icon, type IconProps } from '../../ui/icons'

export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
)

export const PlaylistIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h12M4 11h12M4 16h7M16 14v6l5-3z" />
  </Icon>
)

export const KeyboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </Icon>
)
