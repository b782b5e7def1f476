import { Link } from 'react-router'
import type { Translate } from '../../../i18n/i18n'
import { formatDate } from '../../../lib/dates'
import { formatPercent, formatWhole } from '../../../lib/format'
import type { TableColumn } from '../../../ui/column-rows'
import type { CampaignReport } from '../../report.server'

type SponsoredEdition = CampaignReport['newsletter'][number]
type SponsoredArticle = CampaignReport['sponsored'][number]
type SponsoredEpisode = CampaignReport['episodes'][number]

const figure = 'tabular-nums whitespace-nowrap'
const itemLink = (path: string, title: string) => <Link to={path} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{title}</Link>

/** Sponsored newsletter editions: copies delivered, and copies whose sponsored link was clicked. */
export const editionColumns = (t: Translate, language: string): TableColumn<SponsoredEdition>[] => [
  { header: t('advertiser.newsletter.edition'), cell: (e) => e.subject },
  { header: t('advertiser.newsletter.sent'), className: 'whitespace-nowrap', cell: (e) => (e.sentAt ? formatDate(e.sentAt, language) : '—') },
  { header: t('advertiser.newsletter.delivered'), className: figure, cell: (e) => formatWhole(e.delivered, language) },
  { header: t('advertiser.newsletter.clicks'), className: figure, cell: (e) => formatWhole(e.uniqueClicks, language) },
  { header: t('advertiser.newsletter.clickRate'), className: figure, cell: (e) => (e.delivered > 0 ? formatPercent(e.uniqueClicks / e.delivered, language, 2) : '—') },
]

/** Sponsored articles with their reads. */
export const articleColumns = (t: Translate, language: string): TableColumn<SponsoredArticle>[] => [
  { header: t('advertiser.sponsored.article'), cell: (a) => itemLink(`/news/${a.slug}`, a.title) },
  { header: t('advertiser.sponsored.reads'), className: figure, cell: (a) => formatWhole(a.reads, language) },
]

/** Sponsored podcast episodes with their IAB downloads since the sponsorship began. */
export const episodeColumns = (t: Translate, language: string): TableColumn<SponsoredEpisode>[] => [
  { header: t('advertiser.podcast.episode'), cell: (e) => itemLink(`/podcasts/${e.slug}`, e.title) },
  { header: t('advertiser.podcast.downloads'), className: figure, cell: (e) => formatWhole(e.downloads, language) },
]
