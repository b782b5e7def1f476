/** Tutorial categories named after software: written the same in every language, so kept once. */
export const tutorialProductCategories = {
  'tutorials.cat.python': 'Python',
  'tutorials.cat.tensorflow': 'TensorFlow',
  'tutorials.cat.pytorch': 'PyTorch',
  'tutorials.cat.scikit-learn': 'Scikit-learn',
  'tutorials.cat.opencv': 'OpenCV',
} as const
