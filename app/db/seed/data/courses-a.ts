import type { SeedCourse } from './courses-types'

export const coursesA: SeedCourse[] = [
  {
    slug: 'machine-learning-foundations',
    title: 'Machine Learning Foundations: From Data to Predictions',
    description:
      'Learn how machine learning turns historical data into useful predictions. You will frame problems, prepare data without leaking the answer, train your first models with scikit-learn and judge them with the right metrics.',
    level: 'beginner',
    category: 'Machine Learning',
    instructor: 'Rosalind Achterberg',
    rating: 4.8,
    ratingCount: 2140,
    publishedDaysAgo: 160,
    lessons: [
      {
        slug: 'what-machine-learning-actually-does',
        title: 'What Machine Learning Actually Does',
        durationMinutes: 18,
        content: `<p>Machine learning is a way of writing software where, instead of spelling out the rules, you show the computer many examples and let it find the rules itself. A spam filter is the classic case: nobody writes a list of every suspicious phrase. The system studies thousands of messages already labelled as spam or not spam and learns which patterns separate them.</p>
<h2>Three families of problems</h2>
<p>Almost every practical project falls into one of three groups. Knowing which one you are in decides the data you need and the way you measure success.</p>
<ul>
<li><strong>Supervised learning</strong> uses examples that come with the right answer, called a label. Predicting next month's sales from past months, or whether a customer will cancel a subscription, are supervised problems.</li>
<li><strong>Unsupervised learning</strong> has no labels. The goal is to discover structure, such as grouping shoppers into segments with similar buying habits.</li>
<li><strong>Reinforcement learning</strong> learns by trial and error, receiving rewards for good actions. It powers game-playing agents and some robotics systems, but it is rarer in everyday business work.</li>
</ul>
<h2>Classification and regression</h2>
<p>Supervised problems split again by the kind of answer. When the answer is a category, such as "will churn" or "will stay", the task is <em>classification</em>. When the answer is a number, such as a delivery time in hours, the task is <em>regression</em>. The same dataset can support both: you might predict whether an order arrives late, or predict exactly how late.</p>
<h3>Features and labels</h3>
<p>The inputs a model reads are called <strong>features</strong>. For a churn model they might include tenure in months, number of support tickets and the plan a customer pays for. The output you want to predict is the <strong>label</strong>. Most of the effort in a real project goes into choosing and cleaning features, not into picking algorithms.</p>
<h2>When not to use machine learning</h2>
<p>If a simple rule already works, keep the rule. Machine learning earns its place when the rules are too many, too subtle or too fast-changing to write by hand, and when you have enough good examples to learn from. A useful habit is to write down, before any code, what decision the prediction will change and what a wrong prediction costs. That single sentence will guide every later choice in this course.</p>`,
      },
      {
        slug: 'preparing-data-without-leaking-the-answer',
        title: 'Preparing Data Without Leaking the Answer',
        durationMinutes: 24,
        content: `<p>A model is only as trustworthy as the data used to judge it. The most common mistake beginners make is not a bad algorithm but an unfair test: information about the answer slips into the training data, and the model looks brilliant until it meets the real world.</p>
<h2>Split before you explore</h2>
<p>Set aside a test set at the very start and do not look at it again until the end. Everything you learn while cleaning and exploring should come from the training portion only.</p>
<pre><code class="language-python">import pandas as pd
from sklearn.model_selection import train_test_split

df = pd.read_csv("customers.csv")
X = df.drop(columns=["churned"])
y = df["churned"]

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, stratify=y, random_state=42
)</code></pre>
<p>The <code>stratify</code> argument keeps the share of churners the same in both parts, which matters when one class is rare.</p>
<h2>What leakage looks like</h2>
<ul>
<li><strong>Future information.</strong> A column such as "cancellation reason" only exists after a customer has churned. Any model that reads it is cheating.</li>
<li><strong>Preprocessing on all rows.</strong> If you compute the average income across the full dataset to fill missing values, the test rows have influenced training. Fit scalers and imputers on the training set, then apply them to the test set.</li>
<li><strong>Duplicates across splits.</strong> The same customer appearing in both sets lets the model memorise rather than generalise.</li>
</ul>
<h3>Time-ordered data</h3>
<p>When rows have dates, a random split is usually wrong. Train on older records and test on newer ones, because that mirrors how the model will be used: trained on the past, asked about the future.</p>
<h2>Cleaning checklist</h2>
<ol>
<li>Check the type of every column and convert dates and numbers stored as text.</li>
<li>Count missing values per column and decide whether to fill, flag or drop them.</li>
<li>Look for impossible values, such as negative ages or order dates in the future.</li>
<li>Encode categories with a consistent scheme so unseen categories do not crash the model later.</li>
</ol>
<p>Keep every step in code rather than editing files by hand. A repeatable preparation script is what lets you retrain next quarter with confidence.</p>`,
      },
      {
        slug: 'training-your-first-model',
        title: 'Training Your First Model with scikit-learn',
        durationMinutes: 28,
        content: `<p>With clean, split data you can train a model in a few lines. The goal of this lesson is not the fanciest algorithm but a reliable baseline that every later experiment must beat.</p>
<h2>Start with a dumb baseline</h2>
<p>Before any real model, measure how well a trivial rule does. If 85 percent of customers stay, a "predict everyone stays" rule is 85 percent accurate. Any model that cannot beat that number is not useful, however clever it looks.</p>
<pre><code class="language-python">from sklearn.dummy import DummyClassifier

baseline = DummyClassifier(strategy="most_frequent")
baseline.fit(X_train, y_train)
print("baseline accuracy:", baseline.score(X_test, y_test))</code></pre>
<h2>Logistic regression</h2>
<p>Logistic regression is the workhorse of classification. It learns one weight per feature and combines them into a probability between 0 and 1. It trains quickly and its weights are easy to explain to colleagues.</p>
<pre><code class="language-python">from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

numeric = ["tenure_months", "monthly_spend", "tickets_90d"]
categorical = ["plan", "region"]

prep = ColumnTransformer([
    ("num", StandardScaler(), numeric),
    ("cat", OneHotEncoder(handle_unknown="ignore"), categorical),
])
model = Pipeline([("prep", prep), ("clf", LogisticRegression(max_iter=1000))])
model.fit(X_train, y_train)
print("test accuracy:", model.score(X_test, y_test))</code></pre>
<h3>Why a pipeline</h3>
<p>Wrapping preprocessing and the model in one <code>Pipeline</code> guarantees that the scaler is fitted only on training data and that exactly the same steps run at prediction time. It also makes the model a single object you can save and load.</p>
<h2>Trying a tree-based model</h2>
<p>Decision trees split the data with simple yes-or-no questions. A random forest averages many trees and often captures interactions that a linear model misses, such as "short tenure <em>and</em> many tickets". Swap the classifier and compare:</p>
<pre><code class="language-python">from sklearn.ensemble import RandomForestClassifier

forest = Pipeline([("prep", prep), ("clf", RandomForestClassifier(n_estimators=300, random_state=42))])
forest.fit(X_train, y_train)</code></pre>
<h3>Keep an experiment log</h3>
<ul>
<li>The model and the settings you used.</li>
<li>The score on the same validation data, so results stay comparable.</li>
<li>One sentence on what you changed and why.</li>
</ul>
<p>Include the baseline as the first row. That habit turns guesswork into evidence.</p>`,
      },
      {
        slug: 'evaluating-models-with-the-right-metrics',
        title: 'Evaluating Models with the Right Metrics',
        durationMinutes: 22,
        content: `<p>Accuracy is the first number everyone reports and often the least informative. When one outcome is rare, a model can score well while missing every case you actually care about.</p>
<h2>The confusion matrix</h2>
<p>For a yes-or-no prediction there are four possible outcomes. A <strong>true positive</strong> is a churner correctly flagged. A <strong>false positive</strong> is a loyal customer flagged by mistake. A <strong>false negative</strong> is a churner the model missed, and a <strong>true negative</strong> is a loyal customer correctly left alone.</p>
<ul>
<li><strong>Precision</strong> answers: of the customers we flagged, how many really churned? Low precision wastes retention budget.</li>
<li><strong>Recall</strong> answers: of the customers who churned, how many did we catch? Low recall means lost revenue.</li>
<li><strong>F1 score</strong> is the harmonic mean of the two, useful when you need a single number.</li>
</ul>
<pre><code class="language-python">from sklearn.metrics import classification_report, roc_auc_score

pred = model.predict(X_test)
proba = model.predict_proba(X_test)[:, 1]
print(classification_report(y_test, pred))
print("ROC AUC:", roc_auc_score(y_test, proba))</code></pre>
<h2>Choosing a threshold</h2>
<p>Most classifiers output a probability, and the default cut-off of 0.5 is arbitrary. If a retention call costs little and a lost customer costs a lot, lower the threshold to catch more churners and accept more false alarms. Plot precision and recall across thresholds and pick the point that matches the business trade-off.</p>
<h3>Regression metrics</h3>
<p>For numeric predictions, <strong>mean absolute error</strong> reports the typical miss in the original units, which stakeholders understand immediately. <strong>Root mean squared error</strong> punishes large misses more heavily, which suits problems where a big mistake is much worse than several small ones.</p>
<h2>Cross-validation</h2>
<p>A single split can be lucky. Cross-validation trains and tests the model several times on different folds of the training data and reports the average and spread. Use it to compare models and settings, and keep the untouched test set for one final check at the end.</p>`,
      },
      {
        slug: 'overfitting-and-regularization',
        title: 'Overfitting, Underfitting and Regularization',
        durationMinutes: 20,
        content: `<p>A model that memorises its training data will look perfect in training and disappoint in production. A model that is too simple will be mediocre everywhere. Learning to spot which problem you have is the most transferable skill in machine learning.</p>
<h2>Reading the learning curve</h2>
<p>Compare the score on training data with the score on validation data.</p>
<ul>
<li><strong>High training score, much lower validation score:</strong> the model is overfitting. It has learned noise that does not repeat.</li>
<li><strong>Both scores low and close together:</strong> the model is underfitting. It lacks the capacity or the features to capture the pattern.</li>
<li><strong>Both scores high and close:</strong> you are in good shape. Confirm on the test set and move on.</li>
</ul>
<h2>Remedies for overfitting</h2>
<ol>
<li><strong>More data.</strong> Additional varied examples are the most reliable cure.</li>
<li><strong>Simpler models.</strong> Limit tree depth, reduce the number of features or choose a linear model.</li>
<li><strong>Regularization.</strong> Add a penalty that discourages large weights, so the model prefers simple explanations.</li>
</ol>
<h3>Regularization in practice</h3>
<p>In scikit-learn, logistic regression exposes the penalty strength through <code>C</code>. Smaller values mean stronger regularization. Search over a range and let cross-validation choose.</p>
<pre><code class="language-python">from sklearn.model_selection import GridSearchCV

search = GridSearchCV(
    model,
    param_grid={"clf__C": [0.01, 0.1, 1, 10]},
    scoring="roc_auc",
    cv=5,
)
search.fit(X_train, y_train)
print(search.best_params_, round(search.best_score_, 3))</code></pre>
<h2>Remedies for underfitting</h2>
<p>Add informative features, such as the trend in a customer's usage rather than a single snapshot, or move to a more flexible model like gradient boosting. Reduce regularization if you applied too much.</p>
<p>You now have the complete loop: frame the problem, prepare data honestly, train a baseline and better models, evaluate with metrics that reflect real costs, and tune without fooling yourself. Every advanced course builds on this loop.</p>`,
      },
    ],
  },
  {
    slug: 'computer-vision-essentials',
    title: 'Computer Vision Essentials',
    description:
      'Understand how machines see: pixels and colour spaces, convolution and filters, convolutional networks for classification and the basics of object detection, with small Python examples throughout.',
    level: 'beginner',
    category: 'Computer Vision',
    instructor: 'Tomasz Wierzbicki',
    rating: 4.6,
    ratingCount: 980,
    publishedDaysAgo: 120,
    lessons: [
      {
        slug: 'how-computers-represent-images',
        title: 'How Computers Represent Images',
        durationMinutes: 16,
        content: `<p>To a computer, a photograph is a grid of numbers. Understanding that grid is the first step toward every computer vision technique, from simple filters to large neural networks.</p>
<h2>Pixels and channels</h2>
<p>A greyscale image is a two-dimensional array where each cell, or pixel, holds a brightness value, usually from 0 for black to 255 for white. A colour image adds a third dimension: separate grids for red, green and blue, called <strong>channels</strong>. A 1920 by 1080 colour photo therefore holds more than six million numbers.</p>
<pre><code class="language-python">import numpy as np
from PIL import Image

img = np.asarray(Image.open("storefront.jpg"))
print(img.shape)   # (1080, 1920, 3): height, width, channels
print(img.dtype)   # uint8: values from 0 to 255
print(img[0, 0])   # the red, green and blue values of the top-left pixel</code></pre>
<h2>Colour spaces</h2>
<p>RGB matches how screens emit light, but it is not always convenient. Other colour spaces separate information in more useful ways.</p>
<ul>
<li><strong>Greyscale</strong> keeps only brightness. Many classic algorithms work on it because shape matters more than colour.</li>
<li><strong>HSV</strong> separates hue, saturation and value. Picking out "all red objects" is far easier in HSV, because lighting changes mostly affect value rather than hue.</li>
<li><strong>LAB</strong> is designed so that numeric distance roughly matches perceived colour difference, which helps in colour matching for product photography.</li>
</ul>
<h3>Watch the channel order</h3>
<p>Some libraries load images as blue, green, red instead of red, green, blue. Mixing the two gives strangely tinted results and quietly harms models trained on the other order. Always check and convert explicitly.</p>
<h2>Resolution and normalisation</h2>
<p>Models expect inputs of a fixed size, so images are usually resized, often to squares such as 224 by 224 pixels. Resizing changes the aspect ratio unless you crop or pad first. Pixel values are then scaled, commonly to the range 0 to 1, and sometimes standardised by subtracting a mean and dividing by a standard deviation per channel. These small choices must be identical during training and prediction; a mismatch is one of the most frequent causes of a vision model that works in a notebook and fails in an app.</p>`,
      },
      {
        slug: 'convolution-and-filters',
        title: 'Convolution and Filters',
        durationMinutes: 22,
        content: `<p>Convolution is the operation at the heart of classic image processing and of convolutional neural networks. Once you can picture it, blurring, sharpening and edge detection all become variations of the same idea.</p>
<h2>The sliding window</h2>
<p>A filter, also called a kernel, is a small grid of weights, for example 3 by 3. You place it over a patch of the image, multiply each weight by the pixel beneath it, add the results and write that sum to the output. Then you slide the filter one pixel along and repeat until you have covered the whole image.</p>
<h3>Common kernels</h3>
<ul>
<li><strong>Box blur:</strong> all nine weights equal to one ninth. Each output pixel becomes the average of its neighbourhood.</li>
<li><strong>Sharpen:</strong> a strong positive centre surrounded by negative weights, which exaggerates differences between a pixel and its neighbours.</li>
<li><strong>Sobel:</strong> weights that respond to changes in brightness from left to right or top to bottom, highlighting vertical or horizontal edges.</li>
</ul>
<pre><code class="language-python">import cv2
import numpy as np

gray = cv2.imread("shelf.jpg", cv2.IMREAD_GRAYSCALE)
sobel_x = np.array([[-1, 0, 1],
                    [-2, 0, 2],
                    [-1, 0, 1]], dtype=np.float32)
edges = cv2.filter2D(gray.astype(np.float32), -1, sobel_x)
blurred = cv2.GaussianBlur(gray, (5, 5), 0)</code></pre>
<h2>Padding and stride</h2>
<p>At the border, the filter hangs over the edge of the image. <strong>Padding</strong> adds a frame of extra pixels, often zeros, so the output keeps the original size. <strong>Stride</strong> is how far the filter moves each step; a stride of two halves the output width and height, a cheap way to reduce resolution.</p>
<h2>From hand-made to learned filters</h2>
<p>For decades, engineers designed kernels by hand for each task. The breakthrough of convolutional networks was to treat the kernel weights as parameters to learn from data. The first layers of a trained network end up learning edge and colour detectors that look remarkably like Sobel filters, while deeper layers combine them into textures, parts and whole objects. In the next lesson you will build such a network and see those layers at work.</p>`,
      },
      {
        slug: 'classifying-images-with-cnns',
        title: 'Classifying Images with Convolutional Networks',
        durationMinutes: 30,
        content: `<p>A convolutional neural network, or CNN, stacks many learned filters with simple non-linear steps in between. It turns raw pixels into a prediction such as "damaged package" or "intact package".</p>
<h2>The building blocks</h2>
<ol>
<li><strong>Convolution layers</strong> apply dozens of learned filters and produce feature maps.</li>
<li><strong>Activation functions</strong>, usually ReLU, set negative values to zero so the network can model non-linear patterns.</li>
<li><strong>Pooling layers</strong> shrink feature maps by keeping the maximum or average of small regions, adding tolerance to small shifts.</li>
<li><strong>A classifier head</strong> flattens or averages the final feature maps and maps them to one score per class.</li>
</ol>
<pre><code class="language-python">import torch.nn as nn

class SmallCNN(nn.Module):
    def __init__(self, num_classes: int):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(64, 128, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
        )
        self.head = nn.Linear(128, num_classes)

    def forward(self, x):
        return self.head(self.features(x).flatten(1))</code></pre>
<h2>Data augmentation</h2>
<p>Vision datasets are rarely large enough. Augmentation creates new training examples by randomly flipping, cropping, rotating slightly or adjusting brightness. The label stays the same, so the network learns that a package photographed at a slight angle is still the same package. Only apply transformations that make sense: flipping a street sign horizontally changes its meaning.</p>
<h2>Use a pretrained backbone</h2>
<p>Training from scratch needs many thousands of images. In practice, most teams start from a network pretrained on a large general dataset and replace only its final layer. The pretrained filters already recognise edges, textures and shapes, so a few hundred labelled examples per class can give strong results.</p>
<h3>Check what the model looks at</h3>
<p>High accuracy can hide shortcuts. A model that detects damaged packages might really be detecting the warehouse where damaged items were photographed. Inspect misclassified images and use saliency maps to confirm the network focuses on the object rather than the background.</p>`,
      },
      {
        slug: 'object-detection-basics',
        title: 'Object Detection Basics',
        durationMinutes: 26,
        content: `<p>Classification tells you what is in an image. Detection tells you what and where, by drawing a box around each object and labelling it. It powers shelf auditing, traffic counting and quality inspection.</p>
<h2>Boxes and confidence</h2>
<p>A detector outputs a list of predictions. Each one holds a bounding box, usually as the top-left and bottom-right corners, a class label and a confidence score between 0 and 1. A typical raw output contains hundreds of overlapping candidates that must be filtered.</p>
<h2>Intersection over union</h2>
<p>To compare two boxes, divide the area where they overlap by the area they cover together. This ratio, called IoU, is 1 for identical boxes and 0 for boxes that do not touch.</p>
<pre><code class="language-python">def iou(a, b):
    x1, y1 = max(a[0], b[0]), max(a[1], b[1])
    x2, y2 = min(a[2], b[2]), min(a[3], b[3])
    inter = max(0, x2 - x1) * max(0, y2 - y1)
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    return inter / (area_a + area_b - inter)</code></pre>
<h2>Non-maximum suppression</h2>
<p>Detectors often propose several boxes for the same object. Non-maximum suppression keeps the most confident box, removes any other box of the same class whose IoU with it exceeds a threshold such as 0.5, and repeats with the remaining boxes. The result is one box per object.</p>
<h2>Measuring detectors</h2>
<ul>
<li>A prediction counts as correct when its IoU with a ground-truth box passes a threshold and the class matches.</li>
<li><strong>Average precision</strong> summarises the precision and recall trade-off for one class across confidence levels.</li>
<li><strong>Mean average precision</strong>, or mAP, averages that over classes, and sometimes over several IoU thresholds for a stricter score.</li>
</ul>
<h3>Practical advice</h3>
<p>Label consistently: decide up front whether a partly hidden product gets a box. Include hard cases such as glare, motion blur and crowded shelves in your validation set. Finally, tune the confidence threshold per use case; a safety system and a marketing dashboard tolerate very different numbers of false alarms.</p>`,
      },
    ],
  },
]
