import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import type { RenderedTutorial } from '../render.server'
import { LockIcon } from '../../ui/icons'
import { PaywallLogin, PaywallPreview } from '../../ui/paywall'
import { UpgradePrompt } from '../../ui/upgrade-prompt'
import { CodeBlock } from './code-block'

/** The numbered steps as links to their headings. */
export function StepList({ steps }: { steps: RenderedTutorial['steps'] }) {
  const t = useT()
  const id = useId()
  if (steps.length === 0) return null
  return (
    <nav aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60" data-testid="step-list">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {t('tutorials.steps')}
      </h2>
      <ol className="mt-4 space-y-1">
        {steps.map((step) => (
          <li key={step.id}>
            <a
              href={`#${step.id}`}
              className="flex gap-3 rounded-lg px-2 py-1.5 text-sm leading-6 text-slate-700 hover:bg-white hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-300"
            >
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white" aria-hidden="true">
                {step.number}
              </span>
              <span>
                <span className="sr-only">{`${step.number}. `}</span>
                {step.title}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** Introduction, steps and code blocks, in order; HTML parts are sanitized and anchored on the server. */
export function TutorialContent({ segments }: { segments: RenderedTutorial['segments'] }) {
  return (
    <div className="prose-article tutorial-body" data-testid="tutorial-body">
      {segments.map((segment, i) =>
        segment.kind === 'code' ? (
          <CodeBlock key={i} language={segment.language} className={segment.className} html={segment.html} />
        ) : (
          <div key={i} className="space-y-5" dangerouslySetInnerHTML={{ __html: segment.html }} />
        ),
      )}
    </div>
  )
}

/** What a reader without premium access sees instead of the steps: the introduction's opening, then the upgrade box. */
export function PremiumPrompt({ preview, isVisitor, returnTo }: { preview: string | null; isVisitor: boolean; returnTo: string }) {
  const t = useT()
  return (
    <>
      <PaywallPreview html={preview} />
      <UpgradePrompt
        className="mt-6"
        testId="premium-prompt"
        title={t('tutorials.premiumTitle')}
        text={t('tutorials.premiumText')}
        link={<><LockIcon width={16} height={16} /> {t('tutorials.upgradeToAccess')}</>}
        textClassName="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300"
        linkClassName="mt-6 inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        <PaywallLogin isVisitor={isVisitor} returnTo={returnTo} />
      </UpgradePrompt>
    </>
  )
}
