/** A transparent pixel: what a cover shown only on wide screens is on narrower ones. */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * A card or page cover (1200×630; decorative unless it has its own `alt`). Covers load lazily, except the one likely to be
 * the largest paint of the page (`isLead`: the first card of a list, an article's cover), which
 * loads at once and first. A cover shown only from `minWidth` px up is not downloaded below it.
 */
export function CoverImage({ src, isLead = false, minWidth, focus, alt = '', className = 'h-full w-full object-cover' }: {
  src: string
  isLead?: boolean
  minWidth?: number
  /** Where the picture stays in view when the frame crops it (an uploaded cover's focal point). */
  focus?: string
  /** An uploaded cover's description where the cover stands alone; cards leave it out (their title says it). */
  alt?: string
  className?: string
}) {
  const image = (
    <img
      src={minWidth ? blankPixel : src}
      alt={alt}
      style={focus && focus !== 'center' ? { objectPosition: focus } : undefined}
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
