/** Where a cover's picture stays in view when a frame crops it: CSS object-position keywords. Client-safe. */
export const coverFocusPoints = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] as const
export type CoverFocus = (typeof coverFocusPoints)[number]
