/** A transparent pixel: what a cover shown only on wide screens is on narrower ones. */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * A card or page cover (1200×630, decorative). Covers load lazily, except the one likely to be
 * the largest paint of the page (`isLead`: the first card of a list, an article's cover), which
 * loads at once and first. A cover shown only from `minWidth` px up is not downloaded below it.
 */
export function CoverImage({ src, isLead = false, minWidth, className = 'h-full w-full object-cover' }: { src: string; isLead?: boolean; minWidth?: number; className?: string }) {
  const image = (
    <img
      src={minWidth ? blankPixel : src}
      alt=""
      width={1200}
      height={630}
      loading={isLead ? 'eager' : 'lazy'}
      fetchPriority={isLead ? 'high' : 'auto'}
      decoding={isLead ? 'sync' : 'async'}
      className={className}
    />
  )
  if (!minWidth) return image
  return (
    <picture>
      <source media={`(min-width: ${minWidth}px)`} srcSet={src} />
      {image}
    </picture>
  )
}
