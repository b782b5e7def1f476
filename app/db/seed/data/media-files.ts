// Written by scripts/generate-media.ts from the files in media/; run it again instead of editing.

/** Playing time in whole seconds and size in bytes of one demo media file. */
export interface MediaFileFacts {
  durationSeconds: number
  bytes: number
}

/** media/video/{slug}.webm */
export const videoFiles: Record<string, MediaFileFacts> = {
  'gradient-descent-visualized': { durationSeconds: 24, bytes: 157895 },
  'inside-a-transformer-attention-step-by-step': { durationSeconds: 25, bytes: 176903 },
  'live-demo-real-time-shelf-monitoring': { durationSeconds: 24, bytes: 191395 },
  'interview-multilingual-support-bots': { durationSeconds: 25, bytes: 214368 },
  'warehouse-robots-learning-from-demonstration': { durationSeconds: 23, bytes: 168493 },
  'webinar-auditing-marketing-algorithms-for-bias': { durationSeconds: 30, bytes: 218371 },
  'forecasting-campaign-performance-with-time-series': { durationSeconds: 26, bytes: 201115 },
  'this-week-in-ai-model-releases-chips-and-rules': { durationSeconds: 25, bytes: 196896 },
  'webinar-from-prototype-to-production-ml-pipelines': { durationSeconds: 28, bytes: 216045 },
  'interview-what-robotics-startups-get-wrong-about-safety': { durationSeconds: 23, bytes: 188514 },
  'demo-generating-product-descriptions-with-guardrails': { durationSeconds: 25, bytes: 210865 },
  'the-quarter-in-ai-funding-and-acquisitions': { durationSeconds: 19, bytes: 131518 },
}

/** media/audio/{slug}.mp3 */
export const audioFiles: Record<string, MediaFileFacts> = {
  'why-small-models-are-winning-real-workloads': { durationSeconds: 28, bytes: 115271 },
  'evaluation-is-the-new-benchmark': { durationSeconds: 28, bytes: 113064 },
  'retrieval-done-right-chunking-ranking-and-freshness': { durationSeconds: 28, bytes: 115803 },
  'gradient-signal-research-roundup': { durationSeconds: 24, bytes: 96981 },
  'robots-that-learn-from-video': { durationSeconds: 26, bytes: 105852 },
  'personalization-without-creepiness': { durationSeconds: 26, bytes: 104716 },
  'from-side-project-to-series-a-ai-copywriting': { durationSeconds: 29, bytes: 117904 },
  'measuring-marketing-when-cookies-disappear': { durationSeconds: 27, bytes: 109635 },
  'inside-an-agency-ai-content-studio': { durationSeconds: 27, bytes: 109316 },
  'who-is-accountable-when-the-model-is-wrong': { durationSeconds: 27, bytes: 111402 },
  'breaking-into-machine-learning-without-a-phd': { durationSeconds: 26, bytes: 108059 },
  'synthetic-voices-consent-and-the-creative-industries': { durationSeconds: 26, bytes: 107755 },
}
