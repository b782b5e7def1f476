import type { videoCategories, videoTypes } from '../../schema/videos'

export type VideoCategory = (typeof videoCategories)[number]
export type VideoType = (typeof videoTypes)[number]

/**
 * A demo video; views and likes are fixed so the K/M formatting has varied cases. Its
 * playing time comes from the generated file (media-files.ts), so cards and player agree.
 */
interface SeedVideo {
  slug: string
  title: string
  /** Plain text; paragraphs separated by blank lines. */
  description: string
  category: VideoCategory
  videoType: VideoType
  author: string
  views: number
  likes: number
  isPremium?: boolean
  /** How many days before the seed run the video was published (0–180). */
  publishedDaysAgo: number
}

export const seedVideos: SeedVideo[] = [
  {
    slug: 'gradient-descent-visualized',
    title: 'Gradient Descent, Visualized',
    description:
      'Watch a model learn, one step at a time. Animated loss surfaces show how the learning rate, momentum and batch size change the path an optimizer takes, and why training sometimes stalls or explodes.\n\nNo maths beyond school algebra is required.\n\n0:00 A model at the top of the hill\n0:08 Choosing the learning rate\n0:16 Momentum and batch size',
    category: 'Machine Learning',
    videoType: 'tutorial',
    author: 'Rosalind Achterberg',
    views: 1_284_300,
    likes: 48_210,
    publishedDaysAgo: 162,
  },
  {
    slug: 'inside-a-transformer-attention-step-by-step',
    title: 'Inside a Transformer: Attention Step by Step',
    description:
      'We trace a single sentence through a transformer block: tokenization, embeddings, queries, keys and values, multi-head attention and the feed-forward layer, with every matrix shown on screen.\n\nIncludes a downloadable notebook that reproduces each figure.\n\n0:00 Tokens become vectors\n0:09 Queries, keys and values\n0:17 Putting the heads together',
    category: 'Deep Learning',
    videoType: 'tutorial',
    author: 'Inès Carvalho',
    views: 2_450_900,
    likes: 96_400,
    isPremium: true,
    publishedDaysAgo: 118,
  },
  {
    slug: 'live-demo-real-time-shelf-monitoring',
    title: 'Live Demo: Real-Time Shelf Monitoring with Computer Vision',
    description:
      'A ceiling camera, an edge device and a detection model count products on a grocery shelf and flag gaps within seconds. We walk through the set-up, the labelling strategy and how false alarms were cut by half.',
    category: 'Computer Vision',
    videoType: 'demo',
    author: 'Tomasz Wierzbicki',
    views: 87_420,
    likes: 3_105,
    publishedDaysAgo: 9,
  },
  {
    slug: 'interview-multilingual-support-bots',
    title: 'Interview: Building Multilingual Support Bots Without Losing Nuance',
    description:
      'A support engineering lead explains how her team serves customers in eleven languages with one retrieval-augmented assistant: translation strategies, tone guidelines, evaluation by native speakers and when to hand over to a human.',
    category: 'Natural Language Processing',
    videoType: 'interview',
    author: 'Halvard Brekke',
    views: 312,
    likes: 27,
    publishedDaysAgo: 3,
  },
  {
    slug: 'warehouse-robots-learning-from-demonstration',
    title: 'Warehouse Robots That Learn from Demonstration',
    description:
      'Operators guide a robot arm through a new picking task a dozen times, and a learned policy takes over. See the teaching process, the failure cases and the safety checks that run before every autonomous pick.',
    category: 'Robotics',
    videoType: 'demo',
    author: 'Yuki Harrow-Tanaka',
    views: 5_640,
    likes: 412,
    publishedDaysAgo: 40,
  },
  {
    slug: 'webinar-auditing-marketing-algorithms-for-bias',
    title: 'Webinar: Auditing Marketing Algorithms for Bias',
    description:
      'Targeting, pricing and recommendation models can quietly disadvantage groups of customers. This recorded webinar walks through a complete audit of a discount-targeting model: choosing groups and metrics, finding proxy features, and agreeing fixes with the business.\n\nSlides and the audit checklist are included for members.',
    category: 'AI Ethics',
    videoType: 'webinar',
    author: 'Farah Qureshi',
    views: 23_980,
    likes: 1_190,
    isPremium: true,
    publishedDaysAgo: 75,
  },
  {
    slug: 'forecasting-campaign-performance-with-time-series',
    title: 'Forecasting Campaign Performance with Time Series Models',
    description:
      'Build a weekly forecast of sign-ups from campaign spend, seasonality and holidays. We compare a seasonal naive baseline, a gradient-boosted model with lag features and a simple Bayesian structural model, and show how to present forecast uncertainty to a budget meeting.',
    category: 'Data Science',
    videoType: 'tutorial',
    author: 'Marco Bellandi',
    views: 412_050,
    likes: 15_870,
    publishedDaysAgo: 56,
  },
  {
    slug: 'this-week-in-ai-model-releases-chips-and-rules',
    title: 'This Week in AI: Model Releases, Chip Supply and New Rules',
    description:
      'Our weekly roundup: two open-weight model releases and what their licences allow, why accelerator lead times are shortening, a new transparency code for AI-generated advertising, and the research paper everyone in evaluation is discussing.',
    category: 'Industry News',
    videoType: 'news',
    author: 'Celeste Amari',
    views: 9_870,
    likes: 640,
    publishedDaysAgo: 0,
  },
  {
    slug: 'webinar-from-prototype-to-production-ml-pipelines',
    title: 'Webinar: From Prototype to Production ML Pipelines',
    description:
      'A notebook that works once is not a product. This session covers feature pipelines, experiment tracking, model registries, automated evaluation gates and monitoring for drift, with a reference architecture you can adapt.\n\nRecorded live with audience questions at the end.',
    category: 'Machine Learning',
    videoType: 'webinar',
    author: 'Kwabena Asante-Mills',
    views: 156_300,
    likes: 6_020,
    isPremium: true,
    publishedDaysAgo: 130,
  },
  {
    slug: 'interview-what-robotics-startups-get-wrong-about-safety',
    title: 'Interview: What Robotics Startups Get Wrong About Safety',
    description:
      'A former industrial safety assessor turned robotics founder talks about risk assessments, speed and separation monitoring, and why the first customer pilot is the wrong time to start thinking about certification.',
    category: 'Robotics',
    videoType: 'interview',
    author: 'Desmond Achebe-Ward',
    views: 740,
    likes: 58,
    publishedDaysAgo: 16,
  },
  {
    slug: 'demo-generating-product-descriptions-with-guardrails',
    title: 'Demo: Generating Product Descriptions at Scale with Guardrails',
    description:
      'An online retailer drafts thousands of product descriptions with a language model. See the prompt templates, the automatic checks for banned claims and missing specifications, and the review queue that keeps editors in control.',
    category: 'Natural Language Processing',
    videoType: 'demo',
    author: 'Priyanka Sethi-Morgan',
    views: 48_200,
    likes: 2_240,
    publishedDaysAgo: 25,
  },
  {
    slug: 'the-quarter-in-ai-funding-and-acquisitions',
    title: 'The Quarter in AI Funding and Acquisitions',
    description:
      'Where the money went this quarter: infrastructure rounds, a wave of acquisitions in marketing technology, and what falling inference prices mean for startups building on hosted models.',
    category: 'Industry News',
    videoType: 'news',
    author: 'Celeste Amari',
    views: 999,
    likes: 71,
    publishedDaysAgo: 1,
  },
]
