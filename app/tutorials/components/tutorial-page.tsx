import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { TutorialPageData } from '../tutorial-detail.server'
import { categorySlugOf } from '../tutorial-choices'
import { PremiumPrompt, StepList, TutorialContent } from './tutorial-body'
import { TutorialCard } from './tutorial-card'
import { LikeButton } from '../../likes/components/like-button'
import { CategoryBadge, DifficultyBadge, LikesLabel, PremiumBadge, TimeLabel, ViewsLabel } from './tutorial-meta'
import { DetailArticle, MoreSection } from '../../ui/detail-page'
import { SaveOfflineButton } from '../../offline/components/save-offline-button'


/** One tutorial: header with its facts, the step list and content (or the upgrade prompt), like and related tutorials. */
export function TutorialPage({ tutorial, related, isLiked, isSignedIn, canReadPremium }: TutorialPageData) {
  const t = useT()
  const categorySlug = categorySlugOf(tutorial.category)
  const { body } = tutorial
  return (
    <DetailArticle back={{ to: '/tutorials', label: t('tutorials.backToTutorials') }}>
      <header className="mt-6 max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={tutorial.difficulty} />
          {categorySlug ? (
            <Link to={`/tutorials?category=${categorySlug}`} className="rounded-full">
              <CategoryBadge category={tutorial.category} />
            </Link>
          ) : (
            <CategoryBadge category={tutorial.category} />
          )}
          {tutorial.isPremium ? <PremiumBadge /> : null}
        </div>
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{tutorial.title}</h1>
        <p className="mt-4 text-xl leading-8 text-slate-600 dark:text-slate-300">{tutorial.description}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300" data-testid="tutorial-facts">
          <TimeLabel minutes={tutorial.estimatedTime} />
          <ViewsLabel views={tutorial.views} />
          <LikesLabel likes={tutorial.likes} />
          {body && body.steps.length > 0 ? <span>{t('tutorials.stepCount', { count: body.steps.length })}</span> : null}
        </div>
        {tutorial.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tutorials.tags')}>
            {tutorial.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">#{tag}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6">
          <SaveOfflineButton path={`/tutorials/${tutorial.slug}`} />
        </div>
      </header>
      {body ? (
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="lg:order-2">
            <div className="lg:sticky lg:top-24">
              <StepList steps={body.steps} />
            </div>
          </div>
          <div className="min-w-0 lg:order-1">
            <TutorialContent segments={body.segments} />
            <div className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800">
              <LikeButton kind="tutorial" slug={tutorial.slug} likes={tutorial.likes} isLiked={isLiked} isSignedIn={isSignedIn} />
            </div>
          </div>
        </div>
      ) : (
        <div className="mt-10 max-w-3xl">
          <PremiumPrompt preview={tutorial.preview} isVisitor={!isSignedIn} returnTo={`/tutorials/${tutorial.slug}`} />
        </div>
      )}
      {related.length > 0 ? (
        <MoreSection id="related-tutorials" title={t('tutorials.related')} listClassName="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((item) => <TutorialCard key={item.id} tutorial={item} canReadPremium={canReadPremium} />)}
        </MoreSection>
      ) : null}
    </DetailArticle>
  )
}
