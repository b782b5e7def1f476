import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '../i18n/i18n'
import { ArrowLeftIcon, ArrowRightIcon } from './icons'

type Edges = { start: boolean; end: boolean }

/** Whether there is more to scroll towards the start and the end (either writing direction). */
function edgesOf(element: HTMLElement): Edges {
  const travelled = Math.abs(element.scrollLeft)
  return { start: travelled > 2, end: travelled + element.clientWidth < element.scrollWidth - 2 }
}

// Whole class names, so the stylesheet build finds them: the fade shows which edge hides more.
const fades: Record<string, string> = {
  '00': '',
  '10': '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)] rtl:[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  '01': '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)] rtl:[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  '11': '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
}

const arrowClass =
  'absolute top-1/2 z-10 hidden h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-md hover:bg-slate-50 sm:flex dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'

/**
 * One row that scrolls sideways (chips, tabs, the platform strip): its edges fade where more is
 * hidden, and on wide screens arrow buttons scroll it by most of its width. Without JavaScript
 * the row still scrolls and its end fades; the arrows appear only where they can work.
 */
export function ScrollStrip({ children, className = '', testId }: { children: ReactNode; className?: string; testId?: string }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<Edges | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => setEdges(edgesOf(element))
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [])
  const shown = edges ?? { start: false, end: true }
  const scroll = (direction: 1 | -1) => {
    const element = ref.current
    if (!element) return
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: 'smooth' })
  }
  return (
    <div className="relative">
      <div
        ref={ref}
        data-testid={testId}
        data-scroll-strip=""
        className={`relative overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${fades[`${Number(shown.start)}${Number(shown.end)}`]} ${className}`}
      >
        {children}
      </div>
      {edges?.start ? (
        <button type="button" onClick={() => scroll(-1)} aria-label={t('nav.scrollBack')} className={`${arrowClass} -start-3`}>
          <ArrowLeftIcon width={16} height={16} className="rtl:-scale-x-100" />
        </button>
      ) : null}
      {edges?.end ? (
        <button type="button" onClick={() => scroll(1)} aria-label={t('nav.scrollForward')} className={`${arrowClass} -end-3`}>
          <ArrowRightIcon width={16} height={16} className="rtl:-scale-x-100" />
        </button>
      ) : null}
    </div>
  )
}
