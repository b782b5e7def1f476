/**
 * The categories each feature stores, as the database check constraints list them. Kept apart
 * from the tables so client code (filter forms, cards) can derive the URL slugs without
 * loading the database layer.
 */

export const educationCategories = [
  'Machine Learning',
  'Deep Learning',
  'Natural Language Processing',
  'Computer Vision',
  'Robotics',
  'AI Ethics',
  'Data Science',
  'Neural Networks',
] as const

export const podcastCategories = [
  'AI Research',
  'Industry Insights',
  'Interviews',
  'Technical Deep Dives',
  'Ethics & Society',
  'Startup Stories',
  'Career Advice',
  'News & Updates',
] as const

export const videoCategories = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Natural Language Processing',
  'Robotics',
  'AI Ethics',
  'Data Science',
  'Industry News',
] as const

export const tutorialCategories = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Natural Language Processing',
  'Data Science',
  'Python',
  'TensorFlow',
  'PyTorch',
  'Scikit-learn',
  'OpenCV',
] as const
