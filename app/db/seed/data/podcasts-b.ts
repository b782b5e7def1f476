import type { SeedPodcastEpisode } from './podcasts-series'

/** Episodes of Signal & Noise and Humans in the Loop. */
export const podcastsB: SeedPodcastEpisode[] = [
  {
    slug: 'personalization-without-creepiness',
    seriesKey: 'signal-and-noise',
    title: 'Personalization Without Creepiness',
    description:
      'Where does helpful personalisation end and unsettling surveillance begin? A customer experience director shares the rules her team uses to decide what data to act on.',
    category: 'Industry Insights',
    guest: 'Odette Lamarre',
    episodeNumber: 18,
    tags: ['Personalization', 'Customer Data', 'Privacy', 'CRM', 'Trust'],
    publishedDaysAgo: 140,
    showNotes: `<p>Caleb talks with Odette Lamarre, who runs customer experience for a European fashion retailer, about personalisation that customers actually thank you for, and the experiments that backfired.</p>
<h3>In this episode</h3>
<ul>
<li><strong>01:40</strong> The "would you say it out loud in the shop?" test for personalised messages.</li>
<li><strong>10:25</strong> Inferred attributes versus declared preferences, and why the second wins over time.</li>
<li><strong>21:10</strong> Frequency caps, quiet periods and respecting life events.</li>
<li><strong>32:45</strong> Measuring trust: complaint rates, unsubscribes and preference-centre visits.</li>
<li><strong>40:05</strong> Odette's three rules for any new personalisation feature.</li>
</ul>`,
  },
  {
    slug: 'from-side-project-to-series-a-ai-copywriting',
    seriesKey: 'signal-and-noise',
    title: 'From Side Project to Series A: An AI Copywriting Startup',
    description:
      'A founder tells the story of turning a weekend prototype for product descriptions into a funded company, including the pivot that saved it and the pricing mistake that nearly did not.',
    category: 'Startup Stories',
    guest: 'Jarrah Whitcombe',
    episodeNumber: 19,
    tags: ['Startups', 'Fundraising', 'Generative AI', 'Copywriting', 'Pricing', 'Product'],
    isPremium: true,
    publishedDaysAgo: 95,
    showNotes: `<p>Jarrah Whitcombe built the first version of his product in a weekend to help a friend's furniture shop. Eighteen months later the company closed a Series A. He is candid with Caleb about what went right and what almost ended it.</p>
<h3>In this episode</h3>
<ul>
<li><strong>02:15</strong> The first ten customers and what they really paid for: consistency, not creativity.</li>
<li><strong>12:40</strong> Pivoting from a writing tool to a catalogue quality platform.</li>
<li><strong>23:55</strong> Per-word pricing, margin collapse and the switch to per-catalogue plans.</li>
<li><strong>35:30</strong> What investors asked about defensibility when anyone can call a model.</li>
<li><strong>44:10</strong> Advice for founders building on hosted models.</li>
</ul>
<h3>Members' extra</h3>
<p>Premium members can read Jarrah's annotated fundraising deck outline and the customer interview script the team used before the pivot.</p>`,
  },
  {
    slug: 'measuring-marketing-when-cookies-disappear',
    seriesKey: 'signal-and-noise',
    title: 'Measuring Marketing When Cookies Disappear',
    description:
      'With user-level tracking shrinking, measurement is moving back to experiments and models. A marketing scientist compares media mix modelling, geo tests and conversion modelling.',
    category: 'Industry Insights',
    guest: 'Benedikt Rauscher',
    episodeNumber: 20,
    tags: ['Attribution', 'Media Mix Modeling', 'Experiments', 'Privacy'],
    publishedDaysAgo: 50,
    showNotes: `<p>Benedikt Rauscher has built measurement programmes for retailers and subscription apps. He explains to Caleb how to keep making confident budget decisions as third-party cookies and device identifiers fade away.</p>
<h3>In this episode</h3>
<ul>
<li><strong>01:55</strong> Why last-click attribution was always more fragile than it looked.</li>
<li><strong>11:30</strong> Media mix modelling in plain language: what it needs and what it cannot tell you.</li>
<li><strong>24:05</strong> Geo experiments and holdout groups as the ground truth for calibration.</li>
<li><strong>37:20</strong> First-party data, consent rates and modelled conversions.</li>
<li><strong>49:40</strong> A measurement roadmap for a team with one analyst.</li>
</ul>`,
  },
  {
    slug: 'inside-an-agency-ai-content-studio',
    seriesKey: 'signal-and-noise',
    title: "Inside an Agency's AI Content Studio",
    description:
      'An agency creative director opens the doors of a studio where writers, designers and generative models work side by side, and explains what clients are really buying now.',
    category: 'Interviews',
    guest: 'Marisol Quintero-Bell',
    episodeNumber: 21,
    tags: ['Agencies', 'Content Production', 'Generative AI', 'Creative Teams'],
    publishedDaysAgo: 10,
    showNotes: `<p>Marisol Quintero-Bell restructured her agency's content team around generative tools last year. She tells Caleb how roles changed, how quality is reviewed and how the agency labels AI-assisted work for clients.</p>
<h3>In this episode</h3>
<ul>
<li><strong>01:20</strong> A day in the studio: briefs, drafts, review and sign-off.</li>
<li><strong>09:50</strong> New roles: prompt librarians, brand-voice editors and fact checkers.</li>
<li><strong>18:35</strong> Disclosure, rights and client contracts for generated assets.</li>
<li><strong>27:15</strong> Pricing by outcome instead of by hour.</li>
<li><strong>33:00</strong> What junior creatives should learn now.</li>
</ul>`,
  },
  {
    slug: 'who-is-accountable-when-the-model-is-wrong',
    seriesKey: 'humans-in-the-loop',
    title: 'Who Is Accountable When the Model Is Wrong?',
    description:
      'When an automated decision harms someone, responsibility is spread across data providers, vendors, deployers and reviewers. A law and technology scholar untangles who owes what to whom.',
    category: 'Ethics & Society',
    guest: 'Prof. Adaeze Nwosu-Hart',
    episodeNumber: 7,
    tags: ['Accountability', 'Regulation', 'AI Governance', 'Liability'],
    publishedDaysAgo: 110,
    showNotes: `<p>Imogen is joined by Professor Adaeze Nwosu-Hart, who researches liability for automated systems, to work through three real-world style scenarios: a wrongly rejected loan, a mistranslated medical leaflet and a biased job-ad delivery.</p>
<h3>In this episode</h3>
<ul>
<li><strong>02:05</strong> Why "the algorithm did it" has never been a defence.</li>
<li><strong>13:30</strong> Deployers, providers and the duties each is taking on under new rules.</li>
<li><strong>27:10</strong> Human review that counts, and human review that is theatre.</li>
<li><strong>41:45</strong> Documentation as evidence: model cards, logs and impact assessments.</li>
<li><strong>55:20</strong> What an affected person can actually do today.</li>
</ul>`,
  },
  {
    slug: 'breaking-into-machine-learning-without-a-phd',
    seriesKey: 'humans-in-the-loop',
    title: 'Breaking into Machine Learning Without a PhD',
    description:
      'A hiring manager who has built three machine learning teams shares what he looks for in candidates, which portfolio projects stand out and how career changers can get their first role.',
    category: 'Career Advice',
    guest: 'Lukas Brandvold',
    episodeNumber: 8,
    tags: ['Careers', 'Hiring', 'Portfolios', 'Interviews', 'Learning Paths'],
    publishedDaysAgo: 60,
    showNotes: `<p>Lukas Brandvold has hired more than forty machine learning engineers and analysts. He and Imogen talk honestly about degrees, portfolios and the skills that are in short supply.</p>
<h3>In this episode</h3>
<ul>
<li><strong>01:35</strong> The roles that exist today: research, applied science, ML engineering and analytics.</li>
<li><strong>10:20</strong> Portfolio projects that impress: real data, clear evaluation and honest limitations.</li>
<li><strong>21:45</strong> What take-home exercises are really testing.</li>
<li><strong>32:10</strong> Moving sideways from software, analytics or marketing into ML.</li>
<li><strong>40:30</strong> A six-month learning plan for career changers.</li>
</ul>
<p>Looking for a structured start? The AI Foundations for Marketers learning path covers many of the skills discussed here.</p>`,
  },
  {
    slug: 'synthetic-voices-consent-and-the-creative-industries',
    seriesKey: 'humans-in-the-loop',
    title: 'Synthetic Voices, Consent and the Creative Industries',
    description:
      'Voice cloning is now cheap and convincing. A voice actor turned union negotiator explains consent, compensation and the contract clauses performers are fighting for.',
    category: 'Ethics & Society',
    guest: 'Delphine Varga',
    episodeNumber: 9,
    tags: ['Synthetic Media', 'Consent', 'Voice Cloning', 'Creative Industries', 'Labour'],
    isPremium: true,
    publishedDaysAgo: 2,
    showNotes: `<p>Delphine Varga spent fifteen years voicing adverts and audiobooks before becoming a negotiator for performers. She tells Imogen how synthetic voices are changing the work, and what fair use of a person's voice should look like.</p>
<h3>In this episode</h3>
<ul>
<li><strong>02:25</strong> How a voice clone is made, and how little audio it now takes.</li>
<li><strong>12:50</strong> Consent that is specific, time-limited and revocable.</li>
<li><strong>24:15</strong> Compensation models: per use, per project and residuals.</li>
<li><strong>36:40</strong> Labelling synthetic voices in advertising.</li>
<li><strong>46:05</strong> Advice for brands commissioning voice work in the age of cloning.</li>
</ul>
<h3>Members' extra</h3>
<p>Premium members get a plain-language checklist for commissioning synthetic voice work responsibly.</p>`,
  },
]
