import { describe, expect, it } from 'vitest'
import { articles, podcasts } from '../../app/db/schema'
import { tableKeyset } from '../../app/lib/keyset-paging.server'

describe('tableKeyset', () => {
  it('orders Latest by the publication time, newest first', () => {
    expect(tableKeyset(podcasts, 'published_at')).toEqual({ key: podcasts.publishedAt, id: podcasts.id, kind: 'time' })
  })

  it('orders a count by the column of its name, highest first', () => {
    expect(tableKeyset(podcasts, 'downloads')).toEqual({ key: podcasts.downloads, id: podcasts.id, kind: 'number' })
    expect(tableKeyset(articles, 'views')).toEqual({ key: articles.views, id: articles.id, kind: 'number' })
  })

  it('orders Alphabetical by the title, A→Z', () => {
    expect(tableKeyset(articles, 'title')).toEqual({ key: articles.title, id: articles.id, kind: 'text' })
  })
})
