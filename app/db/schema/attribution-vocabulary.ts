/** Attribution's vocabulary (client-safe): what converted, and where the visit came from (decision 49). */
export const conversionKinds = ['signup', 'paid_start', 'upgrade', 'cancellation'] as const
export type ConversionKind = (typeof conversionKinds)[number]

export const attributionSources = ['search', 'social', 'newsletter', 'campaign', 'other_site', 'direct'] as const
export type AttributionSource = (typeof attributionSources)[number]

/** The kinds of content item a conversion can follow, by their address. */
export const attributedContentKinds = ['article', 'course', 'path', 'tutorial', 'video', 'podcast'] as const
export type AttributedContentKind = (typeof attributedContentKinds)[number]
