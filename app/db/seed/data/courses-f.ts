import type { SeedCourse } from './courses-types'

export const coursesF: SeedCourse[] = [
  {
    slug: 'recommendation-systems-in-practice',
    title: 'Recommendation Systems in Practice',
    description:
      'Build the recommenders behind "you might also like": collaborative filtering with matrix factorization, content-based and hybrid models for new items, and the offline and online evaluation that tells you whether they help.',
    level: 'advanced',
    category: 'Machine Learning',
    instructor: 'Henrik Solberg-Adeyemi',
    rating: 4.7,
    ratingCount: 612,
    isPremium: true,
    publishedDaysAgo: 6,
    lessons: [
      {
        slug: 'how-recommenders-decide',
        title: 'How Recommenders Decide What to Show',
        durationMinutes: 18,
        content: `<p>Every product feed, "customers also bought" shelf and personalised newsletter answers the same question: out of thousands or millions of items, which handful should this person see right now? Production systems answer it in two stages, because scoring every item for every visit with a heavy model would be far too slow.</p>
<h2>Candidate generation, then ranking</h2>
<ol>
<li><strong>Candidate generation</strong> cheaply narrows the catalogue to a few hundred plausible items: things similar to what the person viewed, items popular in their region, products bought together with what is in their basket.</li>
<li><strong>Ranking</strong> scores only those candidates with a richer model that can use many features, such as price, freshness, the person's recent activity and the time of day, then orders them.</li>
</ol>
<p>A final step often applies business rules: remove out-of-stock items, avoid showing five near-identical products, and respect anything the person has hidden.</p>
<h2>Explicit and implicit feedback</h2>
<p>Star ratings are <em>explicit</em> feedback: clear, but rare. Most signals are <em>implicit</em>: views, clicks, add-to-cart events, purchases, time spent reading. Implicit data is plentiful but noisy. A click is not the same as satisfaction, and the absence of a click does not mean dislike; the person may never have seen the item. Good systems weight signals by strength, for example purchase over add-to-cart over view.</p>
<h3>Start with a popularity baseline</h3>
<p>Before any machine learning, recommend the most popular items in the person's category over the last week. It is embarrassingly simple and surprisingly hard to beat, which makes it the right yardstick.</p>
<pre><code class="language-python">recent = events[events["ts"] &gt;= cutoff]
popular = (recent[recent["type"] == "purchase"]
           .groupby("item_id").size()
           .sort_values(ascending=False))
baseline = popular.head(10).index.tolist()</code></pre>
<h2>What "good" means</h2>
<ul>
<li><strong>Relevance:</strong> people engage with what is shown.</li>
<li><strong>Coverage:</strong> the long tail of the catalogue gets a chance, not only bestsellers.</li>
<li><strong>Diversity and novelty:</strong> lists are not ten versions of the same thing.</li>
</ul>
<p>Keep all three in view; optimising relevance alone tends to produce narrow, repetitive feeds.</p>`,
      },
      {
        slug: 'collaborative-filtering-with-matrix-factorization',
        title: 'Collaborative Filtering with Matrix Factorization',
        durationMinutes: 30,
        content: `<p>Collaborative filtering recommends items that people with similar behaviour liked, without needing to know anything about the items themselves. Arrange interactions in a matrix with one row per user and one column per item. It is almost entirely empty: a typical shopper has touched a tiny fraction of the catalogue. The task is to fill in the blanks.</p>
<h2>Factorizing the matrix</h2>
<p>Matrix factorization assumes each user and each item can be described by a short vector of hidden factors, perhaps twenty to a hundred numbers. A user's predicted interest in an item is the dot product of the two vectors. Training adjusts the vectors so that predictions match the known interactions, while a penalty keeps the numbers small to avoid memorising noise.</p>
<pre><code class="language-python">import numpy as np

def train_mf(ratings, n_users, n_items, k=32, lr=0.01, reg=0.05, epochs=20):
    rng = np.random.default_rng(7)
    P = rng.normal(0, 0.1, (n_users, k))
    Q = rng.normal(0, 0.1, (n_items, k))
    for _ in range(epochs):
        rng.shuffle(ratings)
        for u, i, r in ratings:
            err = r - P[u] @ Q[i]
            P[u] += lr * (err * Q[i] - reg * P[u])
            Q[i] += lr * (err * P[u] - reg * Q[i])
    return P, Q</code></pre>
<h2>Implicit data needs a different objective</h2>
<p>With clicks and purchases there are no low ratings, only observed interactions. Treating every missing cell as a zero is too harsh, and ignoring missing cells means the model never learns what people skip. The common solution, <em>weighted alternating least squares</em>, treats missing cells as weak negatives and observed ones as positives with a confidence that grows with the number of interactions. Libraries such as <code>implicit</code> implement it efficiently.</p>
<h3>Practical choices</h3>
<ul>
<li>Tune the number of factors and the regularisation on a validation split, not the test set.</li>
<li>Drop users and items with only one or two interactions from training; their vectors are mostly noise.</li>
<li>Retrain regularly, because tastes and the catalogue change weekly.</li>
</ul>
<p>The learned item vectors are useful on their own: items whose vectors point in similar directions make a ready-made "similar items" list.</p>`,
      },
      {
        slug: 'content-based-and-hybrid-models',
        title: 'Content-Based and Hybrid Models',
        durationMinutes: 26,
        content: `<p>Collaborative filtering has a blind spot called the <strong>cold-start problem</strong>. A product added this morning has no interactions, so it has no useful vector and will never be recommended, which means it never collects interactions. New users face the same trap. Content-based methods break the loop by using what we know about the items themselves.</p>
<h2>Describing items with features</h2>
<p>Item features can come from structured data such as category, brand and price band, and from text such as titles and descriptions. A quick, strong starting point is to represent descriptions with TF-IDF weights and compare them with cosine similarity:</p>
<pre><code class="language-python">from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics.pairwise import linear_kernel

vectorizer = TfidfVectorizer(stop_words="english", min_df=2)
X = vectorizer.fit_transform(items["description"])

def similar_items(index, k=5):
    scores = linear_kernel(X[index], X).ravel()
    scores[index] = -1  # never recommend the item itself
    return scores.argsort()[::-1][:k]</code></pre>
<p>Sentence embeddings from a language model capture meaning better than word counts and are a natural upgrade once the pipeline works.</p>
<h2>Combining the two approaches</h2>
<p>Hybrid recommenders get the best of both. Common patterns include:</p>
<ul>
<li><strong>Switching:</strong> use content similarity for items with few interactions and collaborative scores once enough data exists.</li>
<li><strong>Blending:</strong> compute both scores and combine them with weights tuned on validation data.</li>
<li><strong>Feature-based ranking:</strong> feed collaborative scores, content similarity and business features into one ranking model such as gradient-boosted trees.</li>
</ul>
<h3>Cold-start users</h3>
<p>For a brand-new visitor, use context: the page they landed on, their region, the campaign that brought them. A short onboarding question, such as choosing three interests, can personalise the very first screen. As soon as they interact, blend in their behaviour and let the collaborative model take over.</p>`,
      },
      {
        slug: 'evaluating-recommenders-offline-and-online',
        title: 'Evaluating Recommenders Offline and Online',
        durationMinutes: 28,
        content: `<p>A recommender is only worth deploying if it changes behaviour for the better. Evaluation happens in two places: offline, on historical data, to compare many ideas cheaply; and online, with real people, to confirm the winner actually helps.</p>
<h2>Offline evaluation done honestly</h2>
<p>Split by time, not at random. Train on interactions before a cut-off date and test on what each user did afterwards. A random split lets the model peek at the future and inflates every score.</p>
<p>Then measure how many of the items a person really engaged with appear in their top <em>k</em> recommendations:</p>
<pre><code class="language-python">def precision_recall_at_k(recommended, relevant, k=10):
    top = recommended[:k]
    hits = len(set(top) &amp; set(relevant))
    precision = hits / k
    recall = hits / len(relevant) if relevant else 0.0
    return precision, recall</code></pre>
<ul>
<li><strong>Precision@k</strong> asks how much of the list was useful.</li>
<li><strong>Recall@k</strong> asks how much of what the person wanted we found.</li>
<li><strong>NDCG@k</strong> also rewards putting the best items near the top, where people actually look.</li>
</ul>
<p>Always report the popularity baseline next to your model. If the fancy model wins by a fraction of a percent, the extra complexity is probably not worth it.</p>
<h2>Online tests</h2>
<p>Offline metrics only approximate what matters. Run an A/B test: a random share of visitors sees the new recommender, the rest the current one. Decide the primary metric in advance, such as revenue per visitor or articles read per session, plus guardrails like return rate and unsubscribes. Run the test for full weeks so weekday and weekend behaviour are both included.</p>
<h3>Watch for feedback loops</h3>
<p>Recommenders learn from clicks on items they chose to show, so they can narrow what people see over time. Reserve a small share of slots for exploration, monitor catalogue coverage and check that new and niche items still get exposure. A system that stays fair to the catalogue keeps learning; one that only exploits past clicks slowly goes stale.</p>`,
      },
    ],
  },
]
