import { showsAds } from '../ads/house-ads'
import { PageAdSlot } from '../ads/components/page-ad-slot'
import { videoCategorySlugOf } from '../videos/video-choices'
import { Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { VideoDetailView } from '../videos/components/video-detail-view'
import { recordPageRead } from '../analytics/record-read.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { canWatchPremium, getVideoBySlug } from '../videos/video-detail.server'
import { requestDemoStream } from '../videos/streams/video-streams.server'
import { likeAction } from '../likes/like-action.server'
import { hasLiked } from '../likes/likes.server'
import { getPositions } from '../playback/positions.server'
import { listRelatedVideos } from '../videos/videos.server'
import { detailPageMeta } from '../seo/detail-meta'
import { authorLinks } from '../newsroom/authors.server'
import type { Route } from './+types/videos.$slug'

/** A video page. Premium media and caption addresses are only in the data of readers with access. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canWatch = canWatchPremium(user)
  const video = await getVideoBySlug(db, params.slug, { canWatchPremium: canWatch })
  if (!video) throw notFound({ slug: params.slug })
  await recordPageRead(db, { request, context, user }, 'video', video)
  if (!video.stream && !video.isLocked) await requestDemoStream(db, video)
  const [related, isLiked, positions, authors] = await Promise.all([
    listRelatedVideos(db, video),
    user ? hasLiked(db, { kind: 'video', userId: user.id, itemId: video.id }) : false,
    user && !video.isLocked ? getPositions(db, { kind: 'video', userId: user.id, itemIds: [video.id] }) : ({} as Record<string, number>),
    authorLinks(db, 'videos', video.id),
  ])
  return {
    video,
    authors,
    related,
    isLiked,
    resumeAt: positions[video.id] ?? null,
    isSignedIn: user !== null,
    canWatchPremium: canWatch,
    now: Date.now(),
    showAds: showsAds(user),
  }
}

/** Like or unlike: signed-in members, on videos they can watch. */
export async function action({ params, request }: Route.ActionArgs) {
  return likeAction(request, { kind: 'video', slug: params.slug })
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.videoNotFound', ({ video }) => {
    const description = video.description.replace(/\s+/g, ' ').trim()
    return {
      title: video.title,
      description: description.length > 200 ? `${description.slice(0, 197).replace(/\s+\S*$/, '')}…` : description,
      path: `/videos/${video.slug}`,
    }
  })

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <VideoDetailView key={loaderData.video.id} {...loaderData} />
      <PageAdSlot showAds={loaderData.showAds} placement="video" category={videoCategorySlugOf(loaderData.video.category)} seed={loaderData.video.slug} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const failed = (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p role="alert" className="text-slate-700 dark:text-slate-200">{t('videos.loadFailed')}</p>
      <Link to="/videos" className="mt-6 inline-flex font-semibold text-brand-700 dark:text-brand-300">{t('videos.backToVideos')}</Link>
    </div>
  )
  return <NotFoundBoundary error={error} title="videos.notFound" text="videos.notFoundText" back={{ to: '/videos', label: 'videos.backToVideos' }} otherwise={failed} />
}
