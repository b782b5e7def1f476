/** The eight news categories; ml, nlp, cv and robotics are linked from the footer. */
export const seedCategories = [
  { slug: 'ml', name: 'Machine Learning', description: 'Models, training and the practice of applied machine learning.' },
  { slug: 'nlp', name: 'Natural Language Processing', description: 'Language models, speech and text understanding.' },
  { slug: 'cv', name: 'Computer Vision', description: 'Cameras, images and video that machines can read.' },
  { slug: 'robotics', name: 'Robotics', description: 'Robots in factories, warehouses, hospitals and homes.' },
  { slug: 'generative-ai', name: 'Generative AI', description: 'Systems that write, draw, compose and code.' },
  { slug: 'ethics', name: 'AI Ethics', description: 'Fairness, safety, privacy and regulation.' },
  { slug: 'marketing', name: 'AI Marketing', description: 'How AI changes advertising, content and customer journeys.' },
  { slug: 'business', name: 'Business & Industry', description: 'Budgets, strategy and the AI economy.' },
] as const
