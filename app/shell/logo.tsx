import { Link } from 'react-router'

export function Logo({ siteName }: { siteName: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label={`${siteName} home`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#c026d3" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
        <path d="M10 8v16h12" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="21" cy="11" r="2.6" fill="#fff" />
      </svg>
      <span className="text-xl">{siteName}</span>
    </Link>
  )
}
