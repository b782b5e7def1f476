import type { SeedQuiz } from './quizzes-types'

/** One end-of-course quiz per demo course, attached to the course’s last lesson, in course-file order. */
export const seedQuizzes: SeedQuiz[] = [
  {
    courseSlug: 'machine-learning-foundations',
    lessonSlug: 'overfitting-and-regularization',
    passPercent: 70,
    cooldownMinutes: 10,
    questions: [
      {
        kind: 'single',
        prompt:
          'A churn model scores 0.98 on its training data but only 0.71 on validation data. What does this learning-curve pattern indicate?',
        options: [
          { text: 'The model is overfitting: it has learned noise that does not repeat.', isCorrect: true },
          { text: 'The model is underfitting: it lacks the capacity to capture the pattern.', isCorrect: false },
          { text: 'The model is in good shape and ready for the final test-set check.', isCorrect: false },
          { text: 'The validation set is too large and should be merged into training.', isCorrect: false },
        ],
        explanation:
          'A high training score with a much lower validation score is the signature of overfitting. Underfitting shows both scores low and close together.',
      },
      {
        kind: 'multiple',
        prompt: 'Which of these are remedies for overfitting taught in the course? Select all that apply.',
        options: [
          { text: 'Collect more varied training examples', isCorrect: true },
          { text: 'Limit tree depth or switch to a simpler model', isCorrect: true },
          { text: 'Add a penalty that discourages large weights', isCorrect: true },
          { text: 'Reduce the amount of regularization', isCorrect: false },
          { text: 'Move to a more flexible model such as gradient boosting', isCorrect: false },
        ],
        explanation:
          'More data, simpler models and regularization all push a model away from memorising noise. Reducing regularization and using more flexible models are remedies for underfitting.',
      },
      {
        kind: 'true_false',
        prompt: 'In scikit-learn’s LogisticRegression, a smaller value of C means stronger regularization.',
        answer: true,
        explanation:
          'C is the inverse of the penalty strength, so smaller values regularize more. That is why the grid search tries values from 0.01 up to 10.',
      },
      {
        kind: 'numeric',
        prompt:
          'A test set holds 2,000 customers, of whom 300 churned. What accuracy does a “predict everyone stays” baseline achieve? Give a whole-number percentage.',
        numeric: { value: 85, tolerance: 0 },
        explanation:
          'The baseline is right for the 1,700 customers who stayed: 1,700 / 2,000 = 85 percent. Any real model must beat this number to be useful.',
      },
      {
        kind: 'numeric',
        prompt:
          'A churn model flags 200 customers, and 150 of them really churn. Altogether 250 customers in the test set churned. What is the model’s recall, as a whole-number percentage?',
        numeric: { value: 60, tolerance: 0 },
        explanation:
          'Recall is the share of actual churners the model caught: 150 / 250 = 60 percent. Its precision, by contrast, is 150 / 200 = 75 percent.',
      },
      {
        kind: 'single',
        prompt: 'To avoid leakage, what should a StandardScaler be fitted on?',
        options: [
          { text: 'The training set only, then applied unchanged to the test set', isCorrect: true },
          { text: 'The full dataset before splitting, so both parts share one scale', isCorrect: false },
          { text: 'The training and test sets separately, each with its own statistics', isCorrect: false },
        ],
        explanation:
          'Fitting preprocessing on all rows lets test data influence training. Wrapping the scaler and model in one Pipeline guarantees it is fitted on training data only.',
      },
    ],
  },
  {
    courseSlug: 'computer-vision-essentials',
    lessonSlug: 'object-detection-basics',
    passPercent: 60,
    cooldownMinutes: 5,
    questions: [
      {
        kind: 'numeric',
        prompt:
          'Box A has corners (0, 0) and (4, 4); box B has corners (2, 2) and (6, 6). What is their intersection over union (IoU)? Give the answer to two decimal places.',
        numeric: { value: 0.14, tolerance: 0.01 },
        explanation:
          'The overlap is a 2 by 2 square of area 4, and each box has area 16, so the union is 16 + 16 − 4 = 28. IoU = 4 / 28 ≈ 0.14.',
      },
      {
        kind: 'single',
        prompt: 'In non-maximum suppression, which box is kept first before overlapping boxes are removed?',
        options: [
          { text: 'The box with the highest confidence score', isCorrect: true },
          { text: 'The largest box by area', isCorrect: false },
          { text: 'The box closest to the centre of the image', isCorrect: false },
          { text: 'The box with the lowest IoU against all others', isCorrect: false },
        ],
        explanation:
          'NMS keeps the most confident box, removes same-class boxes whose IoU with it exceeds a threshold such as 0.5, and repeats with what remains.',
      },
      {
        kind: 'true_false',
        prompt: 'In the HSV colour space, changes in lighting mostly affect the hue channel rather than the value channel.',
        answer: false,
        explanation:
          'Lighting changes mostly affect value, not hue. That is exactly why picking out “all red objects” is easier in HSV than in RGB.',
      },
      {
        kind: 'multiple',
        prompt: 'Which statements about evaluating object detectors are correct? Select all that apply.',
        options: [
          {
            text: 'A prediction counts as correct when its IoU with a ground-truth box passes a threshold and the class matches.',
            isCorrect: true,
          },
          { text: 'Mean average precision (mAP) averages the average precision over classes.', isCorrect: true },
          { text: 'An IoU of 1 means the two boxes do not touch at all.', isCorrect: false },
          {
            text: 'One confidence threshold should be used for every use case, from safety systems to dashboards.',
            isCorrect: false,
          },
        ],
        explanation:
          'Correct detections need both a sufficient IoU and the right class, and mAP averages per-class average precision. IoU is 1 for identical boxes, and thresholds should be tuned per use case.',
      },
    ],
  },
  {
    courseSlug: 'practical-deep-learning-with-pytorch',
    lessonSlug: 'transfer-learning-and-fine-tuning',
    passPercent: 80,
    cooldownMinutes: 15,
    questions: [
      {
        kind: 'single',
        prompt:
          'You have only a few hundred labelled images and little compute. Which transfer-learning strategy is the safest starting point?',
        options: [
          { text: 'Feature extraction: freeze the pretrained backbone and train only a new head', isCorrect: true },
          { text: 'Full fine-tuning of every layer with a high learning rate', isCorrect: false },
          { text: 'Training the whole network from scratch', isCorrect: false },
          { text: 'Unfreezing the backbone and giving it the same learning rate as the head', isCorrect: false },
          { text: 'Replacing the early layers and keeping the original classifier head', isCorrect: false },
        ],
        explanation:
          'Feature extraction is fast, needs little data and is hard to overfit. Fine-tuning backbone layers usually pays off once you have a few thousand examples or more.',
      },
      {
        kind: 'multiple',
        prompt: 'Which practices does the course recommend when fine-tuning a pretrained model? Select all that apply.',
        options: [
          { text: 'Use the same resizing and normalisation the pretrained model expects', isCorrect: true },
          { text: 'Give layers closer to the input smaller learning rates than the new head', isCorrect: true },
          { text: 'Confirm the pretrained weights’ licence allows your intended commercial use', isCorrect: true },
          { text: 'Give the backbone a higher learning rate than the new head', isCorrect: false },
          { text: 'Keep the backbone frozen even when there is a large domain gap', isCorrect: false },
        ],
        explanation:
          'Matching preprocessing, discriminative learning rates and checking licences are all in the practical guidance. A large domain gap calls for unfreezing more layers, not fewer.',
      },
      {
        kind: 'true_false',
        prompt: 'Each call to backward() in PyTorch replaces the values stored in a tensor’s .grad field with the new gradients.',
        answer: false,
        explanation:
          'Gradients accumulate: each backward() call adds to .grad. That is why the training loop calls optimizer.zero_grad() before every backward pass.',
      },
      {
        kind: 'numeric',
        prompt:
          'For a ten-class problem with random weights, roughly what cross-entropy loss should training start at? Give the value to one decimal place.',
        numeric: { value: 2.3, tolerance: 0.05 },
        explanation:
          'Random predictions assign about 1/10 probability to the correct class, and −ln(1/10) = ln(10) ≈ 2.3. A very different starting loss points to a bug.',
      },
      {
        kind: 'numeric',
        prompt:
          'In the ResNet-50 example, every parameter is frozen and then model.fc is replaced by nn.Linear(model.fc.in_features, num_classes). If in_features is 2,048 and num_classes is 5, how many parameters (weights plus biases) are trainable before layer4 is unfrozen? Give a whole number.',
        numeric: { value: 10245, tolerance: 0 },
        explanation:
          'Only the new head is trainable, because a freshly created layer has requires_grad=True while the frozen backbone does not. It has 2,048 × 5 weights plus 5 biases = 10,245 parameters.',
      },
    ],
  },
  {
    courseSlug: 'nlp-from-tokens-to-transformers',
    lessonSlug: 'fine-tuning-a-text-classifier',
    passPercent: 70,
    cooldownMinutes: 10,
    questions: [
      {
        kind: 'single',
        prompt: 'Why does the course split customer messages by customer or by date before fine-tuning a classifier?',
        options: [
          { text: 'So near-identical messages do not land in both the training and test sets', isCorrect: true },
          { text: 'So each category has exactly the same number of examples', isCorrect: false },
          { text: 'Because the tokenizer cannot process messages from different dates together', isCorrect: false },
        ],
        explanation:
          'A random split can put near-duplicate messages on both sides, so the test score rewards memorisation. Splitting by customer or date gives an honest estimate.',
      },
      {
        kind: 'multiple',
        prompt:
          'Beyond overall accuracy, which checks does the course recommend for a ticket-routing classifier? Select all that apply.',
        options: [
          { text: 'Per-class precision and recall, especially for rare urgent categories', isCorrect: true },
          { text: 'Calibration: messages scored at 0.9 should be right about nine times in ten', isCorrect: true },
          { text: 'Removing low-confidence messages from the test set before scoring', isCorrect: false },
          { text: 'Comparing training accuracy across epochs instead of using a validation set', isCorrect: false },
        ],
        explanation:
          'Per-class metrics protect rare but important categories, and calibration tells you when auto-routing is safe. Dropping hard cases or relying on training accuracy hides problems.',
      },
      {
        kind: 'numeric',
        prompt:
          'Self-attention cost grows with the square of the sequence length. By what factor does that cost grow when inputs go from 512 to 2,048 tokens? Give a whole number.',
        numeric: { value: 16, tolerance: 0 },
        explanation:
          'The sequence is 4 times longer, and quadratic cost means 4² = 16 times the work. This is why long documents are expensive and chunking or retrieval matter.',
      },
      {
        kind: 'true_false',
        prompt:
          'With pretrained subword models, heavy cleaning such as lower-casing, removing punctuation and stripping stop words usually improves results.',
        answer: false,
        explanation:
          'Pretrained models learned from natural text and use punctuation and capitalisation as signals, so heavy cleaning usually hurts. Light cleaning such as Unicode normalisation is still worthwhile.',
      },
      {
        kind: 'single',
        prompt: 'Which transformer shape is best suited to routing customer messages into categories?',
        options: [
          { text: 'Encoder-only, which reads the whole input at once', isCorrect: true },
          { text: 'Decoder-only, which uses a causal mask and generates text token by token', isCorrect: false },
          { text: 'Encoder-decoder, which is built for translation and summarisation', isCorrect: false },
          { text: 'A recurrent network with GRU gates', isCorrect: false },
        ],
        explanation:
          'Encoder-only models excel at understanding tasks such as classification, which is why the lesson fine-tunes DistilBERT, an encoder, for ticket routing.',
      },
      {
        kind: 'numeric',
        prompt:
          'Using the course’s rule of thumb of roughly four characters per token for English, about how many tokens would a 2,000-character customer e-mail use? Give a whole number.',
        numeric: { value: 500, tolerance: 0 },
        explanation:
          '2,000 characters ÷ 4 characters per token ≈ 500 tokens. Model limits and costs are measured in tokens, so measure your own data before choosing a maximum length.',
      },
    ],
  },
  {
    courseSlug: 'robot-perception-and-control',
    lessonSlug: 'motion-planning',
    passPercent: 80,
    cooldownMinutes: 15,
    questions: [
      {
        kind: 'single',
        prompt: 'Which condition guarantees that A* finds the shortest path on a grid?',
        options: [
          { text: 'The heuristic never overestimates the remaining cost', isCorrect: true },
          { text: 'The heuristic always overestimates the remaining cost', isCorrect: false },
          { text: 'Cells are expanded in the order they were discovered', isCorrect: false },
          { text: 'The grid resolution matches the robot’s wheel base', isCorrect: false },
        ],
        explanation:
          'With an admissible heuristic, such as straight-line distance, A* is guaranteed to return the shortest grid path.',
      },
      {
        kind: 'multiple',
        prompt: 'Which statements about sampling-based planners such as RRT are true? Select all that apply.',
        options: [
          { text: 'They scale to high-dimensional spaces such as a six-joint arm.', isCorrect: true },
          { text: 'Their raw paths are jagged and usually need smoothing.', isCorrect: true },
          { text: 'RRT* adds a rewiring step that gradually shortens the path as samples arrive.', isCorrect: true },
          { text: 'They are optimal at their grid resolution, like A*.', isCorrect: false },
          { text: 'They require dividing the configuration space into cells first.', isCorrect: false },
        ],
        explanation:
          'RRT samples random configurations instead of building a grid, which lets it scale to many dimensions but produces jagged paths. RRT* rewires the tree to shorten the path over time.',
      },
      {
        kind: 'true_false',
        prompt:
          'In a cascaded controller, the inner motor-current loop should run noticeably slower than the outer position loop.',
        answer: false,
        explanation:
          'Each inner loop must be noticeably faster than the loop around it. Otherwise the layers fight each other and the system oscillates.',
      },
      {
        kind: 'numeric',
        prompt:
          'A one-dimensional Kalman filter has predicted variance P = 4, measurement noise variance R = 1 and H = 1. Using K = P·H / (H·P·H + R), what is the Kalman gain? Give two decimal places.',
        numeric: { value: 0.8, tolerance: 0.01 },
        explanation:
          'K = 4 / (4 + 1) = 0.80. The gain is large because the sensor (R = 1) is trusted more than the prediction (P = 4), so the update moves most of the way toward the measurement.',
      },
      {
        kind: 'numeric',
        prompt:
          'In the kinematics example, T_world_base rotates by 90 degrees and translates by (2.0, 1.0), T_base_cam translates by (0.3, 0.0), and the point in the camera frame is (1.2, 0.1). What is the x coordinate of p_world? Give one decimal place.',
        numeric: { value: 1.9, tolerance: 0.05 },
        explanation:
          'In the base frame the point is (1.5, 0.1). A 90-degree rotation maps (x, y) to (−y, x), giving (−0.1, 1.5), and adding the translation (2.0, 1.0) yields (1.9, 2.5).',
      },
    ],
  },
  {
    courseSlug: 'responsible-ai-in-practice',
    lessonSlug: 'governance-and-human-oversight',
    passPercent: 60,
    cooldownMinutes: 5,
    questions: [
      {
        kind: 'single',
        prompt: 'Under risk-based review, what should a high-risk use case, such as one influencing credit decisions, have before launch?',
        options: [
          {
            text: 'An impact assessment, independent review, a documented appeal route and a monitoring plan',
            isCorrect: true,
          },
          { text: 'A model card, fairness metrics and sign-off from a product lead', isCorrect: false },
          { text: 'A short checklist and a named owner', isCorrect: false },
          { text: 'Nothing extra, as long as a vendor built the model', isCorrect: false },
        ],
        explanation:
          'Review scales with risk: checklists for low risk, model cards and sign-off for medium, and the full set of assessment, independent review, appeal route and monitoring for high risk.',
      },
      {
        kind: 'numeric',
        prompt:
          'A model shows a promotion to 30 percent of customers aged 18–34 but only 21 percent of customers aged 55 and over. What is the ratio of the lower rate to the higher rate? Give two decimal places.',
        numeric: { value: 0.7, tolerance: 0.01 },
        explanation:
          '21 / 30 = 0.70, which is below the 0.8 rule of thumb often used as a first warning sign, so the gap deserves investigation.',
      },
      {
        kind: 'true_false',
        prompt:
          'A reviewer who approves three hundred cases an hour provides meaningful human oversight, as long as they are technically able to override the system.',
        answer: false,
        explanation:
          'Oversight only helps if the person has time, information and authority. At three hundred cases an hour the reviewer is rubber-stamping, not overseeing.',
      },
    ],
  },
  {
    courseSlug: 'applied-data-science-for-marketing',
    lessonSlug: 'communicating-results',
    passPercent: 70,
    cooldownMinutes: 10,
    questions: [
      {
        kind: 'single',
        prompt: 'Which chart title follows the course’s advice for presenting results?',
        options: [
          { text: 'Repeat purchases rose after the newsletter launch', isCorrect: true },
          { text: 'Repeat purchases by week', isCorrect: false },
          { text: 'Figure 3: newsletter data, January to June', isCorrect: false },
        ],
        explanation:
          'A chart title should state the finding, not just name the variables, so readers get the message before they study the chart.',
      },
      {
        kind: 'numeric',
        prompt:
          'The power calculation in the course compares a hoped-for conversion rate of 4.4 percent with a current rate of 4.0 percent. What relative lift is that? Give a whole-number percentage.',
        numeric: { value: 10, tolerance: 0 },
        explanation:
          'The difference is 0.4 percentage points, and 0.4 / 4.0 = 0.10, a 10 percent relative lift. Keeping absolute and relative changes apart avoids overstating results.',
      },
      {
        kind: 'multiple',
        prompt: 'Which of these are A/B testing mistakes the course warns about? Select all that apply.',
        options: [
          { text: 'Stopping the test the first time the result looks significant', isCorrect: true },
          { text: 'Reading results even though a planned 50/50 split came out 52/48', isCorrect: true },
          { text: 'Declaring a winner without checking whether the lift fades over the test period', isCorrect: true },
          { text: 'Randomising by user rather than by session', isCorrect: false },
          { text: 'Running the test for whole weeks to cover weekly cycles', isCorrect: false },
        ],
        explanation:
          'Peeking inflates false positives, a sample ratio mismatch signals broken assignment or tracking, and novelty effects can fade. Randomising users and running whole weeks are recommended practices.',
      },
      {
        kind: 'true_false',
        prompt: 'A p-value of 0.03 means there is a 97 percent probability that the new version is better.',
        answer: false,
        explanation:
          'A p-value only says how surprising data like this would be if there were no real difference. Report the estimated lift with a confidence interval instead.',
      },
      {
        kind: 'single',
        prompt: 'What should the opening paragraph of a results write-up contain?',
        options: [
          { text: 'The conclusion and the recommended action', isCorrect: true },
          { text: 'A step-by-step account of how the data was cleaned', isCorrect: false },
          { text: 'Every limitation of the analysis, before any findings', isCorrect: false },
          { text: 'The list of data sources and the time window used', isCorrect: false },
        ],
        explanation:
          'Decision makers read the first paragraph carefully and skim the rest, so lead with the answer and what to do, then give the evidence.',
      },
    ],
  },
  {
    courseSlug: 'neural-networks-from-scratch',
    lessonSlug: 'gradient-checking-and-debugging',
    passPercent: 80,
    cooldownMinutes: 15,
    questions: [
      {
        kind: 'numeric',
        prompt:
          'In the lesson-one exercise the hidden size changes to 64, giving a network with 4 inputs, 64 hidden units and 3 outputs. How many parameters (weights plus biases) does it have? Give a whole number.',
        numeric: { value: 515, tolerance: 0 },
        explanation:
          'The first layer has 4 × 64 weights + 64 biases = 320, and the second has 64 × 3 weights + 3 biases = 195, for a total of 515.',
      },
      {
        kind: 'single',
        prompt:
          'A gradient check reports a relative error of 2e-2 between your analytical and numerical gradients. What does this most likely mean?',
        options: [
          { text: 'There is almost certainly a bug in the backward pass', isCorrect: true },
          { text: 'The gradients are correct; small differences are expected', isCorrect: false },
          { text: 'The learning rate is too high and should be halved', isCorrect: false },
          { text: 'The network is overfitting the batch used for the check', isCorrect: false },
        ],
        explanation:
          'Correct gradients give a relative error around 1e-7; anything above 1e-3 almost certainly signals a bug, and 2e-2 is far above that.',
      },
      {
        kind: 'multiple',
        prompt: 'Which practices make a gradient check reliable? Select all that apply.',
        options: [
          { text: 'Use double precision', isCorrect: true },
          { text: 'Check on a very small network and batch', isCorrect: true },
          { text: 'Turn off dropout and other randomness', isCorrect: true },
          { text: 'Evaluate exactly at ReLU kinks to test the edge cases', isCorrect: false },
        ],
        explanation:
          'Double precision avoids rounding swamping tiny differences, small networks keep the slow check fast, and removing randomness makes the loss repeatable. ReLU kinks should be avoided because the derivative is undefined there.',
      },
      {
        kind: 'true_false',
        prompt:
          'The numerical gradient in the course nudges a parameter both up and down by eps and divides the change in loss by 2 · eps.',
        answer: true,
        explanation:
          'numerical_grad computes (plus − minus) / (2 * eps), a centred difference that is more accurate than a one-sided nudge.',
      },
      {
        kind: 'numeric',
        prompt:
          'With He initialisation, what standard deviation should the weights of a layer with 128 inputs have? Give three decimal places.',
        numeric: { value: 0.125, tolerance: 0.001 },
        explanation:
          'He initialisation uses the square root of 2 divided by the number of inputs: √(2 / 128) = √(1/64) = 0.125. It keeps activation variance stable through ReLU layers.',
      },
      {
        kind: 'single',
        prompt: 'Which activation is the default for hidden layers because it is cheap and does not saturate for positive inputs?',
        options: [
          { text: 'ReLU', isCorrect: true },
          { text: 'Sigmoid', isCorrect: false },
          { text: 'Tanh', isCorrect: false },
          { text: 'Softmax', isCorrect: false },
        ],
        explanation:
          'ReLU passes positive values unchanged and zeroes negatives, so its gradient does not vanish for positive inputs. Sigmoid and tanh saturate for large inputs.',
      },
    ],
  },
  {
    courseSlug: 'llms-for-marketing-teams',
    lessonSlug: 'reviewing-and-measuring-ai-output',
    passPercent: 60,
    cooldownMinutes: 5,
    questions: [
      {
        kind: 'single',
        prompt: 'You want twenty varied name ideas for a new loyalty programme. Which temperature setting fits the task?',
        options: [
          { text: 'A higher temperature, so the model sometimes picks less likely tokens', isCorrect: true },
          { text: 'The lowest temperature, so every answer is as predictable as possible', isCorrect: false },
          { text: 'Temperature does not matter; only the length of the prompt changes the wording', isCorrect: false },
        ],
        explanation:
          'Higher temperatures give more varied wording, which suits brainstorming. Low temperatures suit copy that must follow a style guide closely.',
      },
      {
        kind: 'multiple',
        prompt: 'Which of these belong on the review checklist for AI-assisted marketing assets? Select all that apply.',
        options: [
          { text: 'Every number, date, price and claim matches an approved source', isCorrect: true },
          { text: 'The copy sounds like your brand, not a generic assistant', isCorrect: true },
          { text: 'No stereotypes in the wording or suggested imagery', isCorrect: true },
          { text: 'The draft is at least three times longer than the human version', isCorrect: false },
          { text: 'The draft was generated at the highest available temperature', isCorrect: false },
        ],
        explanation:
          'Facts, voice and inclusion are all on the checklist, alongside compliance and originality. Length and temperature settings say nothing about whether an asset is safe to publish.',
      },
      {
        kind: 'numeric',
        prompt:
          'In a split test, the human-written email got 180 clicks from 6,000 recipients and the AI-assisted version got 210 clicks from 6,000 recipients. What is the AI-assisted version’s click rate, as a percentage to one decimal place?',
        numeric: { value: 3.5, tolerance: 0.05 },
        explanation:
          '210 / 6,000 = 0.035, or 3.5 percent, compared with 3.0 percent for the human version. Comparing outcomes like this, not output volume, shows whether the tool helps.',
      },
    ],
  },
  {
    courseSlug: 'recommendation-systems-in-practice',
    lessonSlug: 'evaluating-recommenders-offline-and-online',
    passPercent: 70,
    cooldownMinutes: 10,
    questions: [
      {
        kind: 'numeric',
        prompt:
          'A user’s top 10 recommendations contain 3 items they went on to buy, and they bought 5 items in total during the test period. What is recall@10 for this user? Give two decimal places.',
        numeric: { value: 0.6, tolerance: 0.01 },
        explanation:
          'Recall@k divides hits by the number of relevant items: 3 / 5 = 0.60. Precision@10 for the same list would be 3 / 10 = 0.30.',
      },
      {
        kind: 'single',
        prompt: 'Why should offline evaluation of a recommender split the data by time rather than at random?',
        options: [
          { text: 'A random split lets the model peek at the future and inflates every score', isCorrect: true },
          { text: 'A time split leaves more data for training', isCorrect: false },
          { text: 'NDCG cannot be computed on a randomly split dataset', isCorrect: false },
          { text: 'A time split removes the need for a popularity baseline', isCorrect: false },
        ],
        explanation:
          'Training on interactions before a cut-off and testing on what users did afterwards mirrors real use; a random split leaks future behaviour into training.',
      },
      {
        kind: 'true_false',
        prompt: 'Unlike precision@k, NDCG@k also rewards placing the best items near the top of the list.',
        answer: true,
        explanation:
          'Precision@k only counts hits in the list, while NDCG@k gives more credit to relevant items ranked near the top, where people actually look.',
      },
      {
        kind: 'multiple',
        prompt: 'Which safeguards against recommender feedback loops does the course recommend? Select all that apply.',
        options: [
          { text: 'Reserve a small share of slots for exploration', isCorrect: true },
          { text: 'Monitor catalogue coverage over time', isCorrect: true },
          { text: 'Train only on clicks from recommended slots', isCorrect: false },
          { text: 'Drop the popularity baseline once the model is live', isCorrect: false },
        ],
        explanation:
          'Exploration slots and coverage monitoring keep new and niche items in view. Training only on the system’s own recommendations would make the loop narrower.',
      },
    ],
  },
]
