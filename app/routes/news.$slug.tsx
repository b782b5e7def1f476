import { data, Link } from 'react-router'
import { forbidden, notFound } from '../lib/error-responses.server'
import { hasFeature } from '../billing/entitlements'
import { recordPageRead } from '../analytics/record-read.server'
import { pickHouseAd, showsAds } from '../ads/house-ads'
import { Badge, NewsDate, ReadingTime, ViewCount } from '../news/components/article-meta'
import { CoverImage } from '../ui/cover-image'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { getArticleBySlug, getRelatedArticles } from '../news/articles.server'
import { getDb } from '../db/client.server'
import { articleHeadline } from '../news/headline-tests/page-headlines.server'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { deleteOwnComment, listComments } from '../comments/comments.server'
import { postComment, type CommentAnswer } from '../comments/comment-submit.server'
import { getArticleMarks } from '../likes/article-marks.server'
import { answerLike, likeFormSchema } from '../likes/like-action.server'
import { setBookmark } from '../likes/likes.server'
import { submitOnce } from '../lib/idempotency.server'
import { useT } from '../i18n/i18n'
import { articleMeta, articleSocialImagePath, feedLinks, newsArticleJsonLd, rootSeo } from '../seo/meta'
import { notFoundMeta, pageBreadcrumb } from '../seo/detail-meta'
import type { Route } from './+types/news.$slug'
import { authorLinks } from '../newsroom/authors.server'
import { authorPath } from '../newsroom/author-paths'
import { Byline } from '../newsroom/components/byline'
import { parseForm } from '../lib/parse-form.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { markSponsoredLinks } from '../ads/sponsored-content.server'
import { getConfig } from '../config.server'
import { deferred } from '../lib/deferred'

// The reader's first load is the article itself; what follows it (and the meter's notes, which
// need the browser's cookie anyway) is fetched once the page hydrates (app/lib/deferred.tsx).
const extras = () => import('../news/components/article-deferred')
const MeterCounter = deferred(() => extras().then((module) => module.MeterCounter))
const MeterWall = deferred(() => extras().then((module) => module.MeterWall))
const PremiumPrompt = deferred(() => extras().then((module) => module.PremiumPrompt))
const EngagementBar = deferred(() => extras().then((module) => module.EngagementBar))
const SaveOfflineButton = deferred(() => extras().then((module) => module.SaveOfflineButton))
const AdSlot = deferred(() => extras().then((module) => module.AdSlot))
const CommentsSection = deferred(() => extras().then((module) => module.CommentsSection))
const ArticleCard = deferred(() => extras().then((module) => module.ArticleCard))

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const now = new Date()
  const found = await getArticleBySlug(db, params.slug, { canReadPremium: hasFeature(user, 'premium_articles'), now })
  if (!found) throw notFound({ slug: params.slug })
  // The read: the view, and the free-tier meter, which withholds the body once today's free articles are read.
  const { item: read, meter, setCookie } = await recordPageRead(db, { request, context, user, now }, 'article', found)
  // Sponsored content says so, down to its links (rel="sponsored").
  const sponsored = read.sponsor && read.content !== null ? { ...read, content: markSponsoredLinks(read.content, getConfig().SITE_URL) } : read
  // A headline test shows this reader their headline, and counts a click from a list (decision 53).
  const article = { ...sponsored, title: await articleHeadline(db, { request, context, user, now }, sponsored) }
  const [related, comments, interactions, authors] = await Promise.all([
    getRelatedArticles(db, article),
    listComments(db, article.id, { viewerId: user?.id }),
    user ? getArticleMarks(db, user.id, article.id) : { isLiked: false, isBookmarked: false },
    authorLinks(db, 'articles', article.id),
  ])
  return data(
    // Which house ad the slot shows is picked here: the page's own code leaves out the ads' modules.
    { article, authors, meter, showAds: showsAds(user), houseAd: pickHouseAd(article.slug, { isUpgradeShown: article.content === null }), related, comments, interactions, userId: user?.id ?? null, now: now.getTime() },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

const engagementSchema = z.discriminatedUnion('intent', [
  likeFormSchema,
  z.object({ intent: z.literal('bookmark'), isOn: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('comment'), content: z.string().max(20_000), parentId: z.uuid().optional() }),
  z.object({ intent: z.literal('delete-comment'), commentId: z.uuid() }),
])

/** Like, bookmark, comment and delete own comment: signed-in readers only. */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const article = await getArticleBySlug(db, params.slug, { canReadPremium: hasFeature(user, 'premium_articles') })
  if (!article) throw notFound({ slug: params.slug })
  const parsed = await parseForm(request, engagementSchema, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ ok: false, error: parsed.message })
  const input = parsed.data
  // A premium article's discussion belongs to the readers who can read it (its likes too: answerLike).
  if (input.intent === 'comment' && article.isPremium && !hasFeature(user, 'premium_articles')) {
    return forbidden({ ok: false, error: readerAnswer('answers.comments.premiumOnly'), needsUpgrade: true })
  }
  if (input.intent === 'like') return answerLike(db, { kind: 'article', user, item: article, isOn: input.isOn === 'true' })
  if (input.intent === 'bookmark') {
    const result = await setBookmark(db, { userId: user.id, articleId: article.id, isOn: input.isOn === 'true' })
    return { ok: true, likes: result.likes }
  }
  if (input.intent === 'delete-comment') {
    const deleted = await deleteOwnComment(db, user.id, input.commentId)
    return deleted ? { ok: true } : forbidden({ ok: false, error: readerAnswer('answers.comments.ownOnly') })
  }
  const answer = await submitOnce<CommentAnswer>(db, request, parsed.form, {
    form: 'comment',
    owner: `user:${user.id}`,
    busy: (error) => ({ ok: false, error }),
    write: () => postComment(db, { articleId: article.id, userId: user.id, content: input.content, parentId: input.parentId }),
  })
  return data(answer.body, { status: answer.status })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  if (!loaderData) return notFoundMeta('title.articleNotFound', seo)
  const { article } = loaderData
  const path = `/news/${article.slug}`
  const image = articleSocialImagePath(article.slug)
  const publishedTime = article.publishedAt ? new Date(article.publishedAt).toISOString() : undefined
  const categoryPath = article.categorySlug ? `/news?category=${article.categorySlug}` : '/news'
  return [
    ...articleMeta({
      ...seo,
      title: article.title,
      description: article.excerpt,
      path,
      image,
      type: 'article',
      publishedTime,
      author: article.author,
      section: article.categoryName ?? undefined,
      tags: article.tags,
    }),
    newsArticleJsonLd({
      ...seo,
      headline: article.title,
      description: article.excerpt,
      path,
      image,
      datePublished: publishedTime ?? '',
      authorName: article.author,
      authorPath: loaderData.authors[0] ? authorPath(loaderData.authors[0].slug) : null,
      section: article.categoryName ?? undefined,
      keywords: article.tags,
      isPremium: article.isPremium,
      sponsor: article.sponsor,
    }),
    pageBreadcrumb(
      seo.siteUrl,
      [{ name: 'News', path: '/news' }, ...(article.categoryName ? [{ name: article.categoryName, path: categoryPath }] : [])],
      { name: article.title, path },
    ),
    ...feedLinks(seo.siteName, article.categorySlug ?? undefined, article.categoryName ?? undefined),
  ]
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { article, meter, showAds, houseAd, related, comments, interactions, userId, now } = loaderData
  // Premium and unreadable for this reader: liking and commenting wait for an upgrade.
  const isLocked = article.isPremium && article.content === null
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        {article.categoryName ? (
          <Link to={`/news?category=${article.categorySlug}`}><Badge>{article.categoryName}</Badge></Link>
        ) : null}
        {article.isPremium ? <Badge tone="premium">{t('article.premium')}</Badge> : null}
        {article.isAiGenerated ? <Badge tone="ai">{t('article.aiGenerated')}</Badge> : null}
        {article.sponsor ? <Badge tone="sponsored">{t('article.sponsoredBy', { advertiser: article.sponsor })}</Badge> : null}
      </div>
      <h1 className="mt-4 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-xl leading-8 text-slate-600 dark:text-slate-300">{article.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <Byline authors={loaderData.authors} fallback={article.author} className="font-semibold text-slate-900 dark:text-white" />
        <NewsDate date={article.publishedAt} now={now} />
        <ReadingTime minutes={article.readingTime} />
        <ViewCount views={article.views} />
      </div>
      {article.sponsor ? (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100" data-testid="sponsor-disclosure">
          {t('article.sponsorDisclosure', { advertiser: article.sponsor })}
        </p>
      ) : null}
      {article.featuredImage ? (
        <CoverImage src={article.featuredImage} focus={article.coverFocus} alt={article.coverAlt} isLead className="mt-8 w-full rounded-2xl" />
      ) : null}
      {article.content !== null ? (
        <>
          {meter.status === 'open' ? <MeterCounter used={meter.used} limit={meter.limit} /> : null}
          <div className="prose-article mt-10" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
        </>
      ) : meter.status === 'walled' ? (
        <MeterWall audience={meter.audience} used={meter.used} limit={meter.limit} slug={article.slug} />
      ) : (
        <PremiumPrompt preview={article.preview} isVisitor={userId === null} returnTo={`/news/${article.slug}`} />
      )}
      {article.tags.length > 0 ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('article.tags')}>
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">#{tag}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
        <EngagementBar
          slug={article.slug}
          likes={article.likes}
          isLiked={interactions.isLiked}
          isBookmarked={interactions.isBookmarked}
          isSignedIn={userId !== null}
          isLocked={isLocked}
          title={article.title}
        />
        <div className="mt-4">
          <SaveOfflineButton path={`/news/${article.slug}`} />
        </div>
      </div>
      {showAds ? (
        <AdSlot
          placement="article"
          category={article.categorySlug ?? ''}
          house={houseAd}
          className="mt-10"
        />
      ) : null}
      <CommentsSection comments={comments} userId={userId} isLocked={isLocked} now={now} />
      {related.length > 0 ? (
        <section className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800">
          <h2 className="font-serif text-2xl font-bold">{t('article.related')}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => <ArticleCard key={item.id} article={item} now={now} />)}
          </div>
        </section>
      ) : null}
    </article>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="article.notFound" text="article.notFoundText" back={{ to: '/news', label: 'article.backToNews' }} />
}
