import { useState } from 'react'
import { episodePositionPath } from '../paths'
import { EpisodeCard, type EpisodeCardItem } from './episode-card'

/** The saved positions (seconds by episode id) of every page loaded so far. */
export const positionsOf = (pages: { positions: Record<string, number> }[]): Record<string, number> =>
  Object.assign({}, ...pages.map((page) => page.positions))

/** Episode cards where only one inline player is open at a time; opening the open one closes it. */
export function EpisodeList({
  episodes,
  positions,
  canListenPremium,
  isSignedIn,
  showSeries = true,
}: {
  episodes: EpisodeCardItem[]
  positions: Record<string, number>
  canListenPremium: boolean
  isSignedIn: boolean
  /** Off on a series' own page. */
  showSeries?: boolean
}) {
  const [expandedId, setExpandedId] = useState<string | null>(null)
  return (
    <div className="mt-6 flex flex-col gap-5" data-testid="episode-list">
      {episodes.map((episode) => (
        <EpisodeCard
          key={episode.id}
          episode={episode}
          canListenPremium={canListenPremium}
          showSeries={showSeries}
          isExpanded={expandedId === episode.id}
          onToggle={() => setExpandedId((open) => (open === episode.id ? null : episode.id))}
          startAt={positions[episode.id]}
          positionUrl={isSignedIn ? episodePositionPath(episode.slug) : undefined}
        />
      ))}
    </div>
  )
}
