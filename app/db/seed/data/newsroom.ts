/** The demo newsroom's profiles and the work it has in review (app/db/seed/seed-newsroom.server.ts). */
export const staffProfiles = {
  'editor@lumen.example': { roleTitle: 'Managing editor', bio: 'Elena runs the news desk: what gets commissioned, what gets checked twice and what goes out in the morning briefing. Before Lumen she edited technology coverage at a regional daily for nine years.' },
  'author@lumen.example': { roleTitle: 'Senior AI correspondent', bio: 'Tomás covers how companies put language models to work, from procurement to the audit trail. He spent six years as a software engineer at a logistics firm before turning to reporting.' },
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

/** What the author publishes himself: authors publish their own work without review. */
export const authorsArticle = {
  slug: 'model-audit-trails-procurement-clauses',
  title: 'Procurement teams now ask for the model’s audit trail before they sign',
  excerpt: 'Contracts for AI tools increasingly require vendors to keep prompts, outputs and model versions for a set period, and to hand them over when asked.',
  content: `<p>Two years ago, a typical software contract said nothing about which model version produced a given answer. Procurement leads at four large buyers told us that has changed: their standard terms now require vendors to log prompts, outputs and the model version behind each response, and to keep those logs for between 90 days and two years.</p>
<h2>Why buyers want the logs</h2>
<p>The reasons are practical. When a generated summary turns out to be wrong, the buyer wants to know whether the error came from the model, the retrieval step or the data it was given. Without a record, nobody can say, and nobody can fix it.</p>
<p>Vendors are mostly agreeing, with two conditions: the buyer pays for long retention, and logs containing personal data are handled under the existing data-processing agreement rather than a new one.</p>`,
} as const
