/** The look of a link within text or a table: bold and brand-coloured, underlined on hover. */
export const textLinkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-300'
