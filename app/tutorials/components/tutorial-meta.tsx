import { useLanguage, useT } from '../../i18n/i18n'
import { formatCount, formatHoursMinutes } from '../../lib/format'
import { categorySlugOf } from '../tutorial-choices'
import { ClockIcon, EyeIcon, HeartIcon } from '../../ui/icons'
import { IconLabel } from '../../ui/icon-label'
import { CategoryPill, LevelPill, PremiumPill } from '../../ui/pills'

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const t = useT()
  return <LevelPill level={difficulty} labelOf={(known) => t(`tutorials.level.${known}`)} />
}

/** The category's name in the reader's language (the stored English name when unknown). */
export function CategoryBadge({ category }: { category: string }) {
  const t = useT()
  const slug = categorySlugOf(category)
  return <CategoryPill>{slug ? t(`tutorials.cat.${slug}`) : category}</CategoryPill>
}

export function PremiumBadge() {
  const t = useT()
  return <PremiumPill label={t('tutorials.premium')} />
}

export function TimeLabel({ minutes }: { minutes: number }) {
  const t = useT()
  const language = useLanguage()
  const time = formatHoursMinutes(minutes, language)
  return (
    <IconLabel icon={ClockIcon} title={t('tutorials.estimatedTime', { time })}>
      <span className="sr-only">{t('tutorials.estimatedTime', { time })}</span>
      <span aria-hidden="true">{time}</span>
    </IconLabel>
  )
}

export function ViewsLabel({ views }: { views: number }) {
  const t = useT()
  const language = useLanguage()
  return <IconLabel icon={EyeIcon}>{t('tutorials.views', { count: formatCount(views, language) })}</IconLabel>
}

export function LikesLabel({ likes }: { likes: number }) {
  const t = useT()
  const language = useLanguage()
  return (
    <IconLabel icon={HeartIcon} testId="likes-label">
      {t('tutorials.likes', { count: formatCount(likes, language) })}
    </IconLabel>
  )
}
