/** The demo newsroom's profiles and the work it has in review (app/db/seed/seed-newsroom.server.ts). */
export const staffProfiles = {
  'editor@lumen.example': { roleTitle: 'Managing editor', bio: 'Elena runs the news desk: what gets commissioned, what gets checked twice and what goes out in the morning briefing. Before Lumen she edited technology coverage at a regional daily for nine years.' },
  'author@lumen.example': { roleTitle: 'Senior AI correspondent', bio: 'Tomás covers how companies put language models to work, from procurement to the audit trail. He writes the Friday deployment notes and teaches the prompt-evaluation course.' },
  'contributor@lumen.example': { roleTitle: 'Contributing writer, marketing', bio: 'Noor writes about marketing teams that measure what their AI tools actually change. She previously led lifecycle marketing at two subscription start-ups.' },
} as const

/** Drafts in the review workflow: one waiting for an editor, one sent back with a note. */
export const newsroomDrafts = [
  {
    slug: 'retail-media-networks-measure-incrementality',
    title: 'Retail media networks promise incrementality. Few can prove it yet',
    excerpt: 'Advertisers are moving budget to retailer-owned ad networks, but only a handful offer holdout tests that show sales the ads actually caused.',
    content: `<p>Retail media is the fastest-growing slice of digital advertising, and the pitch is simple: the retailer knows who bought what, so it can show which ads led to sales. In practice, most networks report attributed sales, not incremental ones, and the difference matters when a shopper would have bought the same detergent anyway.</p>
<h2>What buyers are asking for</h2>
<p>Media buyers we spoke to want randomised holdout groups: a slice of the audience that never sees the campaign, so the lift can be measured against a clean baseline. Two of the five largest networks now offer this on request; the others offer modelled estimates.</p>
<p>Until holdouts become standard, buyers are negotiating for raw, privacy-safe exposure logs they can analyse in a clean room of their own choosing.</p>`,
    state: 'review' as const,
  },
  {
    slug: 'email-subject-lines-ai-test-results',
    title: 'We let a model write our subject lines for a quarter. Here is what changed',
    excerpt: 'Open rates rose slightly, unsubscribes did not move, and the biggest gain came from testing more variants rather than from better wording.',
    content: `<p>For twelve weeks, every promotional e-mail at a mid-size outdoor retailer went out with subject lines drafted by a language model and approved by the lifecycle team. Each send tested four variants instead of the usual two.</p>
<p>Open rates rose by a little under two points on average. Click rates and unsubscribes stayed within their usual range. The team's own analysis credits most of the gain to the extra variants, which the model made cheap to produce.</p>`,
    state: 'changes_requested' as const,
    note: 'Good piece. Please name the retailer or say why we cannot, and add the number of sends behind the open-rate figure.',
  },
] as const
