import type { SeedTutorial } from './tutorials-types'

export const tutorialsB: SeedTutorial[] = [
  {
    slug: 'cohort-retention-analysis-with-pandas',
    title: 'Cohort Retention Analysis with pandas',
    description:
      'Group customers by the month they first bought, follow how many come back and draw a retention heatmap that shows whether newer customers behave differently.',
    difficulty: 'beginner',
    category: 'Data Science',
    estimatedTime: 35,
    tags: ['pandas', 'Cohorts', 'Retention', 'Visualization'],
    publishedDaysAgo: 58,
    intro: `<p>An overall repeat-purchase rate mixes customers who joined years ago with those who joined last week. Cohort analysis separates them, so you can see whether retention is improving for newer customers. All you need is an order export with a customer id and an order date.</p>`,
    steps: [
      {
        title: 'Load orders and find each customer\u2019s first month',
        body: `<pre><code class="language-python">import pandas as pd

orders = pd.read_csv("orders.csv", parse_dates=["ordered_at"])
orders["order_month"] = orders["ordered_at"].dt.to_period("M")
orders["cohort"] = orders.groupby("customer_id")["order_month"].transform("min")</code></pre>`,
      },
      {
        title: 'Count active customers per cohort and month offset',
        body: `<p>The offset is the number of months since the customer's first purchase. Month zero is always 100 percent.</p>
<pre><code class="language-python">orders["offset"] = (orders["order_month"] - orders["cohort"]).apply(lambda d: d.n)
active = (orders.groupby(["cohort", "offset"])["customer_id"]
                .nunique()
                .unstack(fill_value=0))</code></pre>`,
      },
      {
        title: 'Convert counts into retention rates',
        body: `<pre><code class="language-python">cohort_sizes = active[0]
retention = active.divide(cohort_sizes, axis=0).round(3)
print(retention.iloc[:, :7])</code></pre>
<p>Read each row from left to right: it shows what share of that month's new customers bought again one, two and three months later.</p>`,
      },
      {
        title: 'Draw the heatmap',
        body: `<pre><code class="language-python">import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(10, 6))
im = ax.imshow(retention.iloc[:, 1:13], cmap="Blues", aspect="auto", vmin=0, vmax=0.5)
ax.set_yticks(range(len(retention)), [str(c) for c in retention.index])
ax.set_xlabel("Months since first purchase")
ax.set_title("Share of customers who purchased again")
fig.colorbar(im)
fig.savefig("retention_heatmap.png", dpi=150, bbox_inches="tight")</code></pre>`,
      },
      {
        title: 'Interpret the pattern',
        body: `<ul>
<li>Read down a column to compare cohorts at the same age. A darker recent cell means newer customers return more often.</li>
<li>Read along the diagonals to spot calendar effects, such as a holiday sale lifting every cohort in the same month.</li>
<li>Ignore tiny cohorts; a handful of customers produces noisy percentages.</li>
</ul>`,
      },
    ],
    outro: `<p>Add a column for the acquisition channel and repeat the analysis per channel. Cohorts from different channels often retain very differently, which changes how much each channel is really worth.</p>`,
  },
  {
    slug: 'resilient-api-data-collector-in-python',
    title: 'Write a Resilient API Data Collector in Python',
    description:
      'Collect campaign statistics from a paginated REST API with timeouts, retries, rate-limit handling and incremental saves, so a nightly job never loses data halfway through.',
    difficulty: 'beginner',
    category: 'Python',
    estimatedTime: 40,
    tags: ['Python', 'APIs', 'Automation', 'Data Engineering', 'requests'],
    publishedDaysAgo: 88,
    intro: `<p>Many analytics projects start with a script that downloads data from an API. The first version usually works on a good day and fails silently on a bad one. In this tutorial you will build a collector that survives slow responses, temporary errors and rate limits, using only the <code>requests</code> library and the standard library.</p>`,
    steps: [
      {
        title: 'Create a session with timeouts and retries',
        body: `<pre><code class="language-python">import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

def make_session(token: str) -&gt; requests.Session:
    retry = Retry(total=5, backoff_factor=1.5,
                  status_forcelist=[429, 500, 502, 503, 504],
                  allowed_methods=["GET"], respect_retry_after_header=True)
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/json"})
    return session</code></pre>
<p>Retries with exponential back-off handle brief outages; honouring the <code>Retry-After</code> header keeps you polite when the API asks you to slow down.</p>`,
      },
      {
        title: 'Follow pagination until the last page',
        body: `<pre><code class="language-python">BASE = "https://api.example.com/v1/campaign-stats"

def fetch_pages(session, since: str):
    params = {"since": since, "limit": 500}
    cursor = None
    while True:
        if cursor:
            params["cursor"] = cursor
        resp = session.get(BASE, params=params, timeout=(5, 30))
        resp.raise_for_status()
        body = resp.json()
        yield body["data"]
        cursor = body.get("next_cursor")
        if not cursor:
            break</code></pre>`,
      },
      {
        title: 'Save each page as it arrives',
        body: `<p>Writing JSON Lines incrementally means a crash on page 40 does not throw away pages 1 to 39.</p>
<pre><code class="language-python">import json
from pathlib import Path

def save(rows, path: Path):
    with path.open("a", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\\n")</code></pre>`,
      },
      {
        title: 'Remember where you stopped',
        body: `<pre><code class="language-python">STATE = Path("state.json")

def load_since(default="2024-01-01"):
    return json.loads(STATE.read_text())["since"] if STATE.exists() else default

def main(token: str):
    session = make_session(token)
    since = load_since()
    out = Path(f"stats-{since}.jsonl")
    newest, total_rows = since, 0
    for page in fetch_pages(session, since):
        save(page, out)
        total_rows += len(page)
        newest = max([newest, *(r["updated_at"] for r in page)])
    STATE.write_text(json.dumps({"since": newest}))</code></pre>
<p>The state file is only updated after every page is saved, so a failed run simply starts again from the same point.</p>`,
      },
      {
        title: 'Log what happened',
        body: `<pre><code class="language-python">import logging

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("collector")

# at the end of main():
log.info("collected %d rows since %s; next run starts at %s", total_rows, since, newest)</code></pre>
<p>Keep the token in an environment variable, never in the script, and schedule the job with cron or your orchestrator of choice.</p>`,
      },
    ],
    outro: `<p>With timeouts, retries, incremental saves and a checkpoint, your collector can run unattended. Add an alert when a run collects zero rows on a weekday; silence is often the first sign that something upstream changed.</p>`,
  },
  {
    slug: 'text-classification-pipeline-with-tensorflow-and-keras',
    title: 'Build a Text Classification Pipeline with TensorFlow and Keras',
    description:
      'Route incoming support messages into topics with a Keras model that includes its own text preprocessing, then export a single artefact that accepts raw strings.',
    difficulty: 'intermediate',
    category: 'TensorFlow',
    estimatedTime: 50,
    tags: ['TensorFlow', 'Keras', 'Text Classification', 'Deployment'],
    publishedDaysAgo: 125,
    intro: `<p>A common deployment bug is preprocessing text one way in training and another way in production. Keras lets you put the vectorisation inside the model, so the exported artefact takes raw text and nothing can drift. You will need TensorFlow 2.15 or newer.</p>`,
    steps: [
      {
        title: 'Load the data into a tf.data pipeline',
        body: `<pre><code class="language-python">import pandas as pd
import tensorflow as tf

df = pd.read_csv("tickets.csv")                 # columns: text, topic
topics = sorted(df["topic"].unique())
df["label"] = df["topic"].map({t: i for i, t in enumerate(topics)})
train_df = df.sample(frac=0.85, random_state=3)
val_df = df.drop(train_df.index)

def to_ds(frame, shuffle):
    ds = tf.data.Dataset.from_tensor_slices((frame["text"].values, frame["label"].values))
    return (ds.shuffle(10_000) if shuffle else ds).batch(64).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = to_ds(train_df, True), to_ds(val_df, False)</code></pre>`,
      },
      {
        title: 'Adapt a TextVectorization layer',
        body: `<pre><code class="language-python">vectorize = tf.keras.layers.TextVectorization(
    max_tokens=30_000, output_sequence_length=200, ngrams=2)
vectorize.adapt(train_ds.map(lambda text, label: text))</code></pre>
<p>The layer learns its vocabulary from training text only, which keeps validation honest.</p>`,
      },
      {
        title: 'Define and train the model',
        body: `<pre><code class="language-python">inputs = tf.keras.Input(shape=(1,), dtype=tf.string)
x = vectorize(inputs)
x = tf.keras.layers.Embedding(30_000, 128)(x)
x = tf.keras.layers.GlobalAveragePooling1D()(x)
x = tf.keras.layers.Dropout(0.3)(x)
outputs = tf.keras.layers.Dense(len(topics), activation="softmax")(x)
model = tf.keras.Model(inputs, outputs)

model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=10,
          callbacks=[tf.keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True)])</code></pre>`,
      },
      {
        title: 'Inspect errors per topic',
        body: `<pre><code class="language-python">from sklearn.metrics import classification_report
import numpy as np

pred = np.argmax(model.predict(val_ds), axis=1)
print(classification_report(val_df["label"], pred, target_names=topics))</code></pre>`,
      },
      {
        title: 'Export a model that accepts raw text',
        body: `<pre><code class="language-python">model.export("ticket_router")                 # a SavedModel with the vectoriser inside
reloaded = tf.saved_model.load("ticket_router")
print(reloaded.serve(tf.constant([["Where is my refund for order 4411?"]])))</code></pre>`,
      },
    ],
    outro: `<p>This small averaging model is a strong, fast baseline. If it falls short on subtle topics, swap the embedding and pooling layers for a pretrained transformer encoder, keeping the same evaluation so the comparison is fair.</p>`,
  },
]
