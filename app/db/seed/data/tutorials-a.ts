import type { SeedTutorial } from './tutorials-types'

export const tutorialsA: SeedTutorial[] = [
  {
    slug: 'customer-churn-model-with-gradient-boosting',
    title: 'Build a Customer Churn Model with Gradient Boosting',
    description:
      'Predict which subscribers are likely to cancel next month using gradient-boosted trees, then turn the scores into a ranked list your retention team can act on.',
    difficulty: 'intermediate',
    category: 'Machine Learning',
    estimatedTime: 55,
    tags: ['Churn', 'Gradient Boosting', 'Classification', 'Retention', 'Python'],
    publishedDaysAgo: 12,
    intro: `<p>Subscription businesses lose revenue quietly through churn. In this tutorial you will train a gradient-boosted model on a month-by-month snapshot of customer activity, check that it beats a simple baseline and export a ranked list of at-risk customers. You need Python 3.10 or newer with pandas, scikit-learn and matplotlib installed.</p>`,
    steps: [
      {
        title: 'Build one row per customer and month',
        body: `<p>Churn models need a clear point in time. For every customer and month, compute features using only data available at the end of that month, and a label saying whether they cancelled during the following month.</p>
<pre><code class="language-python">import pandas as pd

activity = pd.read_parquet("monthly_activity.parquet")
activity = activity.sort_values(["customer_id", "month"])
activity["churned_next_month"] = (
    activity.groupby("customer_id")["active"].shift(-1).eq(False).astype(int)
)
activity["logins_trend"] = activity.groupby("customer_id")["logins"].diff().fillna(0)
snapshots = activity.dropna(subset=["churned_next_month"])</code></pre>`,
      },
      {
        title: 'Split by time, not at random',
        body: `<p>Train on older months and validate on the most recent ones, which mirrors how the model will be used.</p>
<pre><code class="language-python">features = ["tenure_months", "logins", "logins_trend", "tickets_30d",
            "monthly_fee", "discount_active", "seats_used_ratio"]
cutoff = snapshots["month"].max() - pd.DateOffset(months=3)
train = snapshots[snapshots["month"] &lt;= cutoff]
valid = snapshots[snapshots["month"] &gt; cutoff]
X_train, y_train = train[features], train["churned_next_month"]
X_valid, y_valid = valid[features], valid["churned_next_month"]</code></pre>`,
      },
      {
        title: 'Train the gradient-boosted model',
        body: `<p>Histogram-based gradient boosting in scikit-learn is fast, handles missing values natively and needs no feature scaling.</p>
<pre><code class="language-python">from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.metrics import average_precision_score

model = HistGradientBoostingClassifier(
    learning_rate=0.05, max_iter=400, max_leaf_nodes=31,
    early_stopping=True, validation_fraction=0.1, random_state=7,
)
model.fit(X_train, y_train)
scores = model.predict_proba(X_valid)[:, 1]
print("average precision:", round(average_precision_score(y_valid, scores), 3))
print("churn rate (baseline):", round(y_valid.mean(), 3))</code></pre>
<p>Average precision is a better headline than accuracy here, because churners are a small minority. Compare it with the churn rate, which is what a random ranking would score.</p>`,
      },
      {
        title: 'Check what drives the predictions',
        body: `<p>Permutation importance shuffles one feature at a time and measures how much the score drops.</p>
<pre><code class="language-python">from sklearn.inspection import permutation_importance

result = permutation_importance(model, X_valid, y_valid, scoring="average_precision",
                                n_repeats=5, random_state=7)
for name, value in sorted(zip(features, result.importances_mean), key=lambda t: -t[1]):
    print(f"{name:20s} {value:.4f}")</code></pre>
<p>If a feature dominates suspiciously, such as a field only filled in after cancellation, you have a leak to fix before going further.</p>`,
      },
      {
        title: 'Export a ranked list for the retention team',
        body: `<p>Score the latest month and hand over the top of the list with the reasons people can act on.</p>
<pre><code class="language-python">latest = activity[activity["month"] == activity["month"].max()].copy()
latest["churn_risk"] = model.predict_proba(latest[features])[:, 1]
top = latest.nlargest(200, "churn_risk")[["customer_id", "churn_risk", "tickets_30d", "logins_trend"]]
top.to_csv("at_risk_customers.csv", index=False)</code></pre>`,
      },
    ],
    outro: `<p>You now have a repeatable churn pipeline. Before trusting it with budget, run a small experiment: contact half of the top-ranked customers and leave the other half alone, then compare cancellations after a month. That tells you whether the outreach, not just the model, is working.</p>`,
  },
  {
    slug: 'detect-anomalies-in-sensor-data-with-an-autoencoder',
    title: 'Detect Anomalies in Sensor Data with an Autoencoder',
    description:
      'Train a PyTorch autoencoder on normal machine readings, use reconstruction error to flag unusual behaviour and choose an alert threshold that operations staff can live with.',
    difficulty: 'advanced',
    category: 'Deep Learning',
    estimatedTime: 75,
    tags: ['Autoencoders', 'Anomaly Detection', 'PyTorch', 'Time Series', 'IoT', 'Predictive Maintenance'],
    isPremium: true,
    publishedDaysAgo: 33,
    intro: `<p>Failures are rare, so you seldom have enough labelled examples to train a classifier for them. An autoencoder sidesteps the problem: it learns to compress and rebuild normal sensor windows, and struggles to rebuild anything unusual. In this tutorial you will train one on vibration and temperature readings and turn its reconstruction error into alerts.</p>`,
    steps: [
      {
        title: 'Cut the signals into overlapping windows',
        body: `<p>Resample every sensor to a fixed rate, standardise each channel using statistics from a known-healthy period, and slice the series into windows.</p>
<pre><code class="language-python">import numpy as np
import pandas as pd

df = pd.read_csv("pump_sensors.csv", parse_dates=["ts"]).set_index("ts").resample("1s").mean().interpolate()
healthy = df.loc["2024-03-01":"2024-03-20"]
mean, std = healthy.mean(), healthy.std()
scaled = ((df - mean) / std).to_numpy(dtype=np.float32)

def windows(a, size=120, step=30):
    return np.stack([a[i:i + size] for i in range(0, len(a) - size, step)])

train_windows = windows(((healthy - mean) / std).to_numpy(dtype=np.float32))</code></pre>`,
      },
      {
        title: 'Define a convolutional autoencoder',
        body: `<pre><code class="language-python">import torch
import torch.nn as nn

class SensorAE(nn.Module):
    def __init__(self, channels: int):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, 32, 7, stride=2, padding=3), nn.GELU(),
            nn.Conv1d(32, 16, 7, stride=2, padding=3), nn.GELU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(16, 32, 8, stride=2, padding=3), nn.GELU(),
            nn.ConvTranspose1d(32, channels, 8, stride=2, padding=3),
        )

    def forward(self, x):          # x: (batch, channels, time)
        return self.decoder(self.encoder(x))</code></pre>
<p>The narrow middle forces the network to keep only the regular structure of healthy operation.</p>`,
      },
      {
        title: 'Train on healthy data only',
        body: `<pre><code class="language-python">from torch.utils.data import DataLoader, TensorDataset

x = torch.from_numpy(train_windows).permute(0, 2, 1)
loader = DataLoader(TensorDataset(x), batch_size=128, shuffle=True)
model = SensorAE(channels=x.shape[1])
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

for epoch in range(30):
    for (batch,) in loader:
        loss = nn.functional.mse_loss(model(batch), batch)
        opt.zero_grad()
        loss.backward()
        opt.step()</code></pre>`,
      },
      {
        title: 'Score windows and set a threshold',
        body: `<p>Compute the reconstruction error of each window. Set the threshold from a held-out healthy period, for example its 99.5th percentile, so false alarms stay rare.</p>
<pre><code class="language-python">@torch.no_grad()
def errors(model, w):
    t = torch.from_numpy(w).permute(0, 2, 1)
    return ((model(t) - t) ** 2).mean(dim=(1, 2)).numpy()

holdout = windows(scaled[-86_400:-43_200])
threshold = np.percentile(errors(model.eval(), holdout), 99.5)
live_scores = errors(model, windows(scaled[-43_200:]))
alerts = live_scores &gt; threshold</code></pre>`,
      },
      {
        title: 'Suppress flicker before alerting people',
        body: `<p>Single windows above the threshold are often noise. Alert only when several consecutive windows exceed it, and include the channels with the largest errors so technicians know where to look.</p>
<pre><code class="language-python">sustained = pd.Series(alerts).rolling(4).sum() &gt;= 3
print("alert windows:", int(sustained.sum()))</code></pre>`,
      },
    ],
    outro: `<p>Review every alert with the maintenance team for the first few weeks and record whether it was real. Those labels let you tune the threshold and, eventually, train a supervised model on the failure types that matter most.</p>`,
  },
  {
    slug: 'product-image-similarity-search-with-embeddings',
    title: 'Build a Product Image Similarity Search with Embeddings',
    description:
      'Turn a catalogue of product photos into embeddings with a pretrained network and serve "visually similar items" recommendations with a fast nearest-neighbour index.',
    difficulty: 'intermediate',
    category: 'Computer Vision',
    estimatedTime: 60,
    tags: ['Embeddings', 'Image Search', 'Recommendations', 'E-commerce'],
    isPremium: true,
    publishedDaysAgo: 47,
    intro: `<p>"More like this" rows lift engagement in online shops, but tagging every product by hand is slow and inconsistent. A pretrained vision model can describe each photo as a vector, and similar-looking products end up close together. In this tutorial you will embed a catalogue, build an index and query it.</p>`,
    steps: [
      {
        title: 'Load a pretrained backbone as a feature extractor',
        body: `<pre><code class="language-python">import torch
from torchvision.models import resnet50, ResNet50_Weights

weights = ResNet50_Weights.DEFAULT
backbone = resnet50(weights=weights)
backbone.fc = torch.nn.Identity()      # keep the 2048-dimensional features
backbone.eval()
preprocess = weights.transforms()</code></pre>`,
      },
      {
        title: 'Embed the catalogue in batches',
        body: `<pre><code class="language-python">from pathlib import Path
from PIL import Image
import numpy as np

paths = sorted(Path("catalogue").glob("*.jpg"))
vectors = []
with torch.no_grad():
    for i in range(0, len(paths), 64):
        batch = torch.stack([preprocess(Image.open(p).convert("RGB")) for p in paths[i:i + 64]])
        vectors.append(backbone(batch).numpy())
emb = np.concatenate(vectors).astype("float32")
emb /= np.linalg.norm(emb, axis=1, keepdims=True)   # unit length: dot product = cosine</code></pre>`,
      },
      {
        title: 'Build a nearest-neighbour index',
        body: `<p>For a few hundred thousand products, an exact inner-product index is fast enough. Larger catalogues can switch to an approximate index later.</p>
<pre><code class="language-python">import faiss

index = faiss.IndexFlatIP(emb.shape[1])
index.add(emb)
faiss.write_index(index, "catalogue.index")</code></pre>`,
      },
      {
        title: 'Query and filter the results',
        body: `<pre><code class="language-python">def similar(product_idx, k=8):
    scores, ids = index.search(emb[product_idx:product_idx + 1], k + 1)
    return [(paths[j].stem, float(s)) for j, s in zip(ids[0], scores[0]) if j != product_idx][:k]

print(similar(42))</code></pre>
<p>Apply business rules after the search: hide out-of-stock items, keep results within the same broad category and avoid showing several colour variants of one product.</p>`,
      },
      {
        title: 'Evaluate with real shopping behaviour',
        body: `<p>Check a random sample of queries by eye, then run an online test comparing click-through on the new row with the existing recommendations. Watch for failure modes such as matching on backgrounds or models wearing the product rather than the product itself; cropping images to the item usually fixes both.</p>`,
      },
    ],
    outro: `<p>The same embeddings support duplicate detection, automatic tagging and visual search from a customer's own photo. When you retrain or change the backbone, rebuild the whole index, because vectors from different models are not comparable.</p>`,
  },
  {
    slug: 'analyze-review-sentiment-with-a-pretrained-transformer',
    title: 'Analyze Customer Review Sentiment with a Pretrained Transformer',
    description:
      'Score thousands of product reviews for sentiment in minutes with a pretrained model, summarise the results by product and spot the reviews worth a human reply.',
    difficulty: 'beginner',
    category: 'Natural Language Processing',
    estimatedTime: 30,
    tags: ['Sentiment Analysis', 'Transformers', 'Reviews'],
    publishedDaysAgo: 4,
    intro: `<p>Reading every review stops scaling long before a shop becomes large. A sentiment model pretrained on millions of sentences can sort reviews into positive and negative for you, with no training of your own. You only need Python, pandas and the transformers library.</p>`,
    steps: [
      {
        title: 'Install the libraries and load the reviews',
        body: `<pre><code class="language-bash">python -m pip install pandas transformers torch</code></pre>
<pre><code class="language-python">import pandas as pd

reviews = pd.read_csv("reviews.csv")          # columns: product, rating, text
reviews = reviews.dropna(subset=["text"])
print(len(reviews), "reviews")</code></pre>`,
      },
      {
        title: 'Create a sentiment pipeline',
        body: `<p>The pipeline downloads a small model the first time and caches it locally.</p>
<pre><code class="language-python">from transformers import pipeline

classifier = pipeline("sentiment-analysis",
                      model="distilbert-base-uncased-finetuned-sst-2-english")
print(classifier("The lamp arrived quickly but the shade was cracked."))</code></pre>`,
      },
      {
        title: 'Score all reviews in batches',
        body: `<pre><code class="language-python">results = classifier(reviews["text"].tolist(), batch_size=32, truncation=True)
reviews["label"] = [r["label"] for r in results]
reviews["confidence"] = [r["score"] for r in results]</code></pre>`,
      },
      {
        title: 'Summarise by product and find mismatches',
        body: `<pre><code class="language-python">summary = (reviews.assign(negative=reviews["label"].eq("NEGATIVE"))
                  .groupby("product")
                  .agg(reviews=("text", "size"), negative_share=("negative", "mean"))
                  .sort_values("negative_share", ascending=False))
print(summary.head(10))

mismatch = reviews[(reviews["rating"] &gt;= 4) &amp; (reviews["label"] == "NEGATIVE")]</code></pre>
<p>Four-star reviews that read as negative often contain specific complaints, such as packaging or delivery, that are easy to fix.</p>`,
      },
    ],
    outro: `<p>Keep in mind that a general model misses sarcasm and domain terms. Label a couple of hundred of your own reviews, measure how often the model agrees, and only then use the scores in reports.</p>`,
  },
]
