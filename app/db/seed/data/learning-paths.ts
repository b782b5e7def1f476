import type { SeedLearningPath } from './courses-types'

/** Learning paths; estimated hours cover the lessons plus practice time. */
export const seedLearningPaths: SeedLearningPath[] = [
  {
    slug: 'ai-foundations-for-marketers',
    title: 'AI Foundations for Marketers',
    description:
      'Start from zero and finish able to run trustworthy analyses, train simple predictive models and judge when an AI system is fair and fit for customers. Ideal for marketing and growth teams.',
    level: 'beginner',
    estimatedHours: 9,
    publishedDaysAgo: 100,
    courseSlugs: ['machine-learning-foundations', 'applied-data-science-for-marketing', 'responsible-ai-in-practice'],
  },
  {
    slug: 'deep-learning-engineer',
    title: 'Deep Learning Engineer',
    description:
      'Go from the mathematics of a single neuron to fine-tuning transformers on real text. Build networks by hand, then train them productively in PyTorch and apply them to language.',
    level: 'advanced',
    estimatedHours: 12,
    publishedDaysAgo: 20,
    courseSlugs: ['neural-networks-from-scratch', 'practical-deep-learning-with-pytorch', 'nlp-from-tokens-to-transformers'],
  },
  {
    slug: 'perception-and-autonomy',
    title: 'Perception and Autonomy',
    description:
      'Teach machines to see and act. Learn image fundamentals and detection, train vision models with modern deep learning tools and connect perception to control and planning on real robots.',
    level: 'intermediate',
    estimatedHours: 10,
    publishedDaysAgo: 40,
    courseSlugs: ['computer-vision-essentials', 'practical-deep-learning-with-pytorch', 'robot-perception-and-control'],
  },
]
