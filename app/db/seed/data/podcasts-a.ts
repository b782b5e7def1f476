import type { SeedPodcastEpisode } from './podcasts-series'

/** Episodes of The Gradient Signal. */
export const podcastsA: SeedPodcastEpisode[] = [
  {
    slug: 'why-small-models-are-winning-real-workloads',
    seriesKey: 'gradient-signal',
    title: 'Why Small Models Are Winning Real Workloads',
    description:
      'Distillation, quantisation and task-specific fine-tuning are letting compact models match much larger ones on narrow jobs. A model-compression researcher explains where the trade-offs really lie.',
    category: 'AI Research',
    guest: 'Dr. Anselm Kovač',
    episodeNumber: 41,
    tags: ['Small Models', 'Distillation', 'Quantization', 'Efficiency', 'Inference'],
    publishedDaysAgo: 150,
    showNotes: `<p>Bigger is not always better. Noor talks with Dr. Anselm Kovač, who leads a model-efficiency group at a university lab, about why companies are replacing general-purpose giants with compact models for classification, extraction and routing tasks.</p>
<h3>In this episode</h3>
<ul>
<li><strong>02:10</strong> What distillation is, explained with a teacher, a student and a very patient exam.</li>
<li><strong>11:45</strong> Quantisation to 8 and 4 bits: where accuracy holds and where it quietly breaks.</li>
<li><strong>24:30</strong> Why evaluation on your own data matters more than leaderboard scores for small models.</li>
<li><strong>37:05</strong> Latency, cost and privacy: the business case for running models on your own hardware.</li>
<li><strong>49:20</strong> Anselm's prediction for the next two years of model efficiency research.</li>
</ul>
<p>Listener question of the week: is it worth fine-tuning a small model when a prompt on a large one already works? Short answer: measure the cost per thousand requests first.</p>`,
  },
  {
    slug: 'evaluation-is-the-new-benchmark',
    seriesKey: 'gradient-signal',
    title: 'Evaluation Is the New Benchmark',
    description:
      'Public leaderboards say little about how a model will behave with your customers. An applied evaluation lead shares how her team builds test suites, validates model graders and catches silent regressions.',
    category: 'Technical Deep Dives',
    guest: 'Tamsin Oyelaran',
    episodeNumber: 42,
    tags: ['Evaluation', 'LLMs', 'Testing', 'MLOps'],
    isPremium: true,
    publishedDaysAgo: 120,
    showNotes: `<p>Tamsin Oyelaran runs evaluation for a team shipping language features to several million users. She walks Noor through the evaluation stack they rebuilt after a vendor model update changed behaviour overnight.</p>
<h3>In this episode</h3>
<ul>
<li><strong>03:00</strong> Turning support tickets and bug reports into regression tests.</li>
<li><strong>14:20</strong> Deterministic checks, reference answers and rubric grading: what each layer is good for.</li>
<li><strong>27:40</strong> Calibrating a model grader against human reviewers, and how often to re-check it.</li>
<li><strong>41:15</strong> Smoke suites on every change, full suites nightly: keeping evaluation affordable.</li>
<li><strong>55:30</strong> The metrics that finally convinced leadership to fund the work.</li>
</ul>
<h3>Members' extra</h3>
<p>Premium members get Tamsin's evaluation planning worksheet, a one-page template for defining test categories, risk levels and pass criteria before a feature launches.</p>`,
  },
  {
    slug: 'retrieval-done-right-chunking-ranking-and-freshness',
    seriesKey: 'gradient-signal',
    title: 'Retrieval Done Right: Chunking, Ranking and Freshness',
    description:
      'Most failures in retrieval-augmented systems start before the model sees a single word. A search engineer digs into chunking strategies, hybrid ranking and keeping an index current.',
    category: 'Technical Deep Dives',
    guest: 'Rafael Mendonça-Price',
    episodeNumber: 43,
    tags: ['RAG', 'Search', 'Vector Databases', 'Ranking', 'Knowledge Management'],
    publishedDaysAgo: 85,
    showNotes: `<p>Rafael Mendonça-Price spent a decade on product search before moving to retrieval for language models. He explains why the documents, not the model, decide whether a help assistant gives the right answer.</p>
<h3>In this episode</h3>
<ul>
<li><strong>01:50</strong> Chunk size, overlap and why "as mentioned above" is the enemy of retrieval.</li>
<li><strong>13:10</strong> Combining keyword and vector search, and when a re-ranker pays for itself.</li>
<li><strong>26:35</strong> Metadata filters for region, product and policy dates.</li>
<li><strong>39:00</strong> Handling updates: re-indexing, deletions and stale answers.</li>
<li><strong>52:45</strong> Measuring retrieval quality separately from answer quality.</li>
<li><strong>64:20</strong> Rafael's checklist for auditing an existing knowledge base.</li>
</ul>
<p>Mentioned in this episode: recall at k, mean reciprocal rank and the difference between a document being retrieved and being used.</p>`,
  },
  {
    slug: 'gradient-signal-research-roundup',
    seriesKey: 'gradient-signal',
    title: 'What Happened in AI Research This Month',
    description:
      'A solo roundup from Noor: new results on long-context reasoning, a careful replication study, progress in robot learning from video and a benchmark that was quietly retired.',
    category: 'News & Updates',
    episodeNumber: 44,
    tags: ['Research Roundup', 'Long Context', 'Replication', 'Benchmarks'],
    publishedDaysAgo: 30,
    showNotes: `<p>No guest this time: Noor picks the research stories of the month that are most likely to matter outside the lab, and explains each in a few minutes.</p>
<h3>In this episode</h3>
<ul>
<li><strong>00:45</strong> Long-context models: more tokens in, but do they actually use them?</li>
<li><strong>06:30</strong> A replication study that could not reproduce a widely cited result, and why that is healthy.</li>
<li><strong>12:15</strong> Robots that learn manipulation skills from ordinary video.</li>
<li><strong>18:40</strong> Why a popular benchmark was retired after signs of contamination.</li>
<li><strong>23:10</strong> Three papers to read this weekend, with plain-language summaries.</li>
</ul>`,
  },
  {
    slug: 'robots-that-learn-from-video',
    seriesKey: 'gradient-signal',
    title: 'Robots That Learn from Video',
    description:
      'Can a robot learn to fold laundry by watching people do it? A robot-learning researcher explains how video pretraining, small amounts of teleoperation and careful safety checks come together.',
    category: 'AI Research',
    guest: 'Sunniva Eklund',
    episodeNumber: 45,
    tags: ['Robotics', 'Imitation Learning', 'Video', 'Foundation Models'],
    publishedDaysAgo: 6,
    showNotes: `<p>Sunniva Eklund's group trains manipulation policies on hours of human video before a robot ever touches an object. She tells Noor what transfers from video, what does not and why the last ten percent of reliability takes most of the work.</p>
<h3>In this episode</h3>
<ul>
<li><strong>02:30</strong> From pixels to actions: what a robot can and cannot infer from watching.</li>
<li><strong>15:05</strong> Teleoperation data, and why a few hours of it changes everything.</li>
<li><strong>27:50</strong> Simulation versus the real world for testing new skills.</li>
<li><strong>38:20</strong> Safety envelopes and stop conditions for learned policies.</li>
<li><strong>46:40</strong> Where household and warehouse robots will show up first.</li>
</ul>`,
  },
]
