/**
 * Side-by-side comparison of two versions of an item's fields (client-safe): which fields
 * differ, and for text the words only one side has.
 */
export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' }
export type FieldDiff = { field: string; label: string; before: DiffPart[]; after: DiffPart[] }

const hidden = new Set(['id', 'version', 'intent', 'createdAt', 'updatedAt', 'views', 'likes', 'commentCount', 'searchVector'])
const labels: Record<string, string> = {
  title: 'Title', slug: 'Slug', excerpt: 'Summary', description: 'Summary', content: 'Body', showNotes: 'Show notes', authorIds: 'Authors',
  status: 'Status', publishedAt: 'Publish date', tags: 'Tags', categoryId: 'Category', category: 'Category', isPremium: 'Premium', isFeatured: 'Featured', durationMinutes: 'Duration (minutes)',
}
/** Title, summary and body first, then the other fields alphabetically. */
const order = ['title', 'excerpt', 'description', 'content', 'showNotes']

const plain = (html: string) => html.replace(/<\/(p|h[1-6]|li|blockquote)>/g, '\n').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
const words = (text: string) => plain(text).split(/(\s+)/).filter((w) => w.length > 0)

/** The words of each side marked by a longest common subsequence (whole sides when they are very long). */
function markWords(a: string, b: string): [DiffPart[], DiffPart[]] {
  const x = words(a)
  const y = words(b)
  if (x.length * y.length > 4_000_000) return [[{ text: plain(a), change: 'removed' }], [{ text: plain(b), change: 'added' }]]
  const table = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1))
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) table[i]![j] = x[i] === y[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
  const before: DiffPart[] = []
  const after: DiffPart[] = []
  const push = (list: DiffPart[], text: string, change: DiffPart['change']) => {
    const last = list.at(-1)
    if (last?.change === change) last.text += text
    else list.push({ text, change })
  }
  let i = 0
  let j = 0
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) { push(before, x[i]!, 'same'); push(after, y[j]!, 'same'); i++; j++ }
    else if (j < y.length && (i >= x.length || table[i]![j + 1]! >= table[i + 1]![j]!)) push(after, y[j++]!, 'added')
    else push(before, x[i++]!, 'removed')
  }
  return [before, after]
}

/** The fields that differ between two versions, in reading order. */
export function diffVersions(before: Record<string, string>, after: Record<string, string>): FieldDiff[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !hidden.has(f) && (before[f] ?? '') !== (after[f] ?? ''))
  fields.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b))
  return fields.map((field) => {
    const [marked, changed] = markWords(before[field] ?? '', after[field] ?? '')
    return { field, label: labels[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()), before: marked, after: changed }
  })
}
