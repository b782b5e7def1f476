/**
 * A card or page cover (1200×630, decorative). Covers load lazily, except the one likely to be
 * the largest paint of the page (`isLead`: the first card of a list, an article's cover), which
 * loads at once and first.
 */
export function CoverImage({ src, isLead = false, className = 'h-full w-full object-cover' }: { src: string; isLead?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={isLead ? 'eager' : 'lazy'}
      fetchPriority={isLead ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  )
}
