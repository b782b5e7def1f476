import type { SeedCourse } from './courses-types'

export const coursesD: SeedCourse[] = [
  {
    slug: 'applied-data-science-for-marketing',
    title: 'Applied Data Science for Marketing Teams',
    description:
      'Turn campaign and customer data into decisions. Frame questions, clean data with pandas, explore it visually, run and read A/B tests correctly and present findings that change what the team does next.',
    level: 'intermediate',
    category: 'Data Science',
    instructor: 'Marco Bellandi',
    rating: 4.6,
    ratingCount: 1190,
    publishedDaysAgo: 110,
    lessons: [
      {
        slug: 'framing-the-question',
        title: 'Framing the Question Before the Data',
        durationMinutes: 14,
        content: `<p>The most expensive analysis is a correct answer to the wrong question. Before opening a notebook, spend time with the people who will use the result and agree on what decision it should inform.</p>
<h2>From vague request to precise question</h2>
<p>Requests usually arrive vague: "Can you look at the newsletter data?" A useful question names a decision, a metric and a comparison.</p>
<ul>
<li><strong>Vague:</strong> Is the newsletter working?</li>
<li><strong>Precise:</strong> Do subscribers who receive the weekly newsletter make more repeat purchases within 90 days than similar customers who do not, and is the difference large enough to justify doubling its frequency?</li>
</ul>
<h2>Choose metrics carefully</h2>
<p>A good metric moves when the thing you care about moves, and is hard to game. Open rates are easy to measure but were distorted when mail apps began pre-loading images. Revenue per recipient or repeat purchase rate connect more directly to business value.</p>
<h3>Leading and lagging metrics</h3>
<p>Lagging metrics such as annual customer value are what you ultimately care about, but they take months to observe. Leading metrics such as second purchase within 30 days respond quickly. Validate that your leading metric actually predicts the lagging one before you optimise it.</p>
<h2>Write an analysis plan</h2>
<ol>
<li>The decision the analysis will inform and who makes it.</li>
<li>The primary metric and any guardrail metrics that must not get worse, such as unsubscribe rate.</li>
<li>The data sources, the time window and the population included.</li>
<li>What result would change the decision, written down before you look.</li>
</ol>
<p>Sharing this one-page plan before starting prevents weeks of work on numbers nobody needed. It also protects you from the temptation to keep slicing data until something looks significant.</p>
<h2>Correlation is not a plan</h2>
<p>Observational data shows what happened together, not what caused what. Customers who open every newsletter may simply be your most loyal customers already. When the decision depends on cause and effect, plan for an experiment; lesson four shows how.</p>`,
      },
      {
        slug: 'cleaning-data-with-pandas',
        title: 'Cleaning Campaign Data with pandas',
        durationMinutes: 28,
        content: `<p>Marketing data is messy by nature. Exports from ad platforms, e-mail tools and web analytics disagree on time zones, naming and even what counts as a click. Cleaning it reproducibly is the foundation of every reliable analysis.</p>
<h2>Load and inspect</h2>
<pre><code class="language-python">import pandas as pd

raw = pd.read_csv("campaigns_export.csv")
print(raw.shape)
print(raw.dtypes)
print(raw.isna().mean().sort_values(ascending=False).head(10))
print(raw["channel"].value_counts(dropna=False))</code></pre>
<p>Look at value counts for every text column. You will often find the same channel spelled three ways, such as "Paid Social", "paid_social" and "PaidSocial".</p>
<h2>A cleaning function</h2>
<pre><code class="language-python">def clean(df: pd.DataFrame) -&gt; pd.DataFrame:
    out = df.copy()
    out.columns = out.columns.str.strip().str.lower().str.replace(" ", "_")
    out["date"] = pd.to_datetime(out["date"], utc=True).dt.tz_convert("Europe/Berlin").dt.date
    out["channel"] = (out["channel"].str.lower()
                      .str.replace(r"[^a-z]+", "_", regex=True).str.strip("_"))
    out["spend"] = pd.to_numeric(out["spend"].astype(str).str.replace(",", ""), errors="coerce")
    out = out.drop_duplicates(subset=["date", "campaign_id"])
    return out.query("spend &gt;= 0")

campaigns = clean(raw)</code></pre>
<h3>Why a function</h3>
<p>Putting every step in one function means next month's export goes through exactly the same treatment. Keep it in a module, not a notebook cell, and add a few assertions, for example that no date lies in the future.</p>
<h2>Joining sources</h2>
<p>Joining spend to conversions is where analyses quietly go wrong.</p>
<ul>
<li>Check that join keys have the same type and format on both sides.</li>
<li>Count rows before and after every merge. An unexpected increase means duplicated keys; a decrease means unmatched keys.</li>
<li>Use <code>validate="one_to_one"</code> or <code>"many_to_one"</code> in <code>merge</code> so pandas raises an error when the relationship is not what you expect.</li>
</ul>
<h2>Missing values</h2>
<p>Decide per column. Missing spend on a day with impressions is probably a reporting gap worth flagging; missing coupon code simply means no coupon. Never fill missing values with zero by default, because zero is a real value with a real meaning.</p>`,
      },
      {
        slug: 'exploratory-analysis',
        title: 'Exploratory Analysis That Finds Real Patterns',
        durationMinutes: 24,
        content: `<p>Exploration is where you get to know the data before testing anything formally. Done well, it reveals data problems, suggests hypotheses and shows which questions are worth a rigorous test.</p>
<h2>Start with distributions</h2>
<p>Averages hide a lot. Order values are usually skewed: most orders are small and a few are very large. Plot histograms and look at medians and percentiles alongside means. A campaign that raises average order value might do so through a handful of unusual orders.</p>
<pre><code class="language-python">orders["order_value"].describe(percentiles=[0.5, 0.9, 0.99])

weekly = (orders.set_index("ordered_at")
                .groupby("channel")
                .resample("W")["order_value"]
                .sum()
                .unstack(0))
weekly.plot(figsize=(10, 4), title="Weekly revenue by channel")</code></pre>
<h2>Look over time</h2>
<p>Most marketing metrics have weekly cycles, seasonal peaks and one-off shocks such as a sale or an outage. Plot every key metric by day or week before comparing periods, and mark known events on the chart. A month-over-month increase means little if last month contained a holiday.</p>
<h2>Segment, but carefully</h2>
<p>Breaking results down by channel, device or region often reveals that an overall trend is driven by one segment. Be careful of two traps:</p>
<ul>
<li><strong>Simpson's paradox</strong>: a pattern that holds in every segment can reverse in the total when segment sizes change. Always look at both levels.</li>
<li><strong>Multiple comparisons</strong>: slice the data fifty ways and a few slices will look remarkable by chance. Treat surprising segments as hypotheses to test, not conclusions.</li>
</ul>
<h3>Cohorts</h3>
<p>Group customers by the month they first purchased and follow each group over time. Cohort tables separate "new customers are worse" from "all customers are declining", which an overall retention number cannot do.</p>
<h2>Keep an exploration log</h2>
<p>Write down each chart you made, what you expected and what you saw. It makes your reasoning auditable and reminds you later which findings came from exploration and still need confirmation.</p>`,
      },
      {
        slug: 'ab-tests-and-statistical-inference',
        title: 'A/B Tests and Statistical Inference',
        durationMinutes: 32,
        content: `<p>When a decision depends on cause and effect, such as whether a new subject line increases purchases, a randomised experiment is the most reliable evidence you can get. This lesson covers designing, running and reading an A/B test without fooling yourself.</p>
<h2>Design before you launch</h2>
<ol>
<li><strong>Randomise the right unit.</strong> Assign users, not sessions, so one person does not see both versions.</li>
<li><strong>Pick one primary metric</strong> and a few guardrails, using the plan from lesson one.</li>
<li><strong>Choose the minimum effect worth detecting.</strong> If a lift below two percent would not change your decision, do not size the test to find one.</li>
<li><strong>Calculate the sample size</strong> and run for whole weeks to cover weekly cycles.</li>
</ol>
<pre><code class="language-python">from statsmodels.stats.power import NormalIndPower
from statsmodels.stats.proportion import proportion_effectsize

effect = proportion_effectsize(0.044, 0.040)   # hoped-for vs current conversion
n = NormalIndPower().solve_power(effect, alpha=0.05, power=0.8)
print(f"about {int(n):,} users per group")</code></pre>
<h2>Reading the result</h2>
<p>A p-value answers a narrow question: if there were no real difference, how surprising would data like this be? It is not the probability that the new version is better. Report the estimated lift with a confidence interval, which shows both the size of the effect and how uncertain it is.</p>
<pre><code class="language-python">from statsmodels.stats.proportion import proportions_ztest, confint_proportions_2indep

stat, p = proportions_ztest([conv_b, conv_a], [n_b, n_a])
low, high = confint_proportions_2indep(conv_b, n_b, conv_a, n_a)
print(f"p = {p:.3f}, difference between {low:.4f} and {high:.4f}")</code></pre>
<h2>Common mistakes</h2>
<ul>
<li><strong>Peeking</strong>: stopping the test the first time results look significant inflates false positives dramatically. Decide the duration in advance or use a sequential method designed for monitoring.</li>
<li><strong>Sample ratio mismatch</strong>: if a 50/50 split produced 52/48, something is broken in assignment or tracking. Investigate before reading any results.</li>
<li><strong>Novelty effects</strong>: a new design can win briefly just because it is new. Check whether the lift fades over the test period.</li>
</ul>
<h3>When you cannot randomise</h3>
<p>For changes like a national TV campaign, use quasi-experimental methods such as comparing matched regions or difference-in-differences, and state their assumptions openly.</p>`,
      },
      {
        slug: 'communicating-results',
        title: 'Communicating Results That Change Decisions',
        durationMinutes: 18,
        content: `<p>An analysis only creates value when someone acts on it. The final skill in this course is presenting findings so that busy colleagues understand them quickly, trust them appropriately and know what to do next.</p>
<h2>Lead with the answer</h2>
<p>Start with the conclusion and the recommended action, then give the evidence. Decision makers read the first paragraph carefully and skim the rest. A strong opening might read: "The weekly newsletter increases 90-day repeat purchases by about 6 percent. We recommend keeping the weekly cadence and testing a second weekly send for the most engaged segment."</p>
<h2>One chart, one message</h2>
<ul>
<li>Give every chart a title that states the finding, not just the variables: "Repeat purchases rose after the newsletter launch" rather than "Repeat purchases by week".</li>
<li>Remove gridlines, legends and colours that do not help the reader.</li>
<li>Highlight the comparison that matters in a strong colour and put everything else in grey.</li>
<li>Use consistent scales across charts that will be compared side by side.</li>
</ul>
<h2>Be honest about uncertainty</h2>
<p>Show ranges, not just point estimates, and say plainly what the data cannot tell you. Stakeholders trust analysts who flag limitations more than those who present every number as certain. Separate confirmed findings from exploratory observations that still need testing.</p>
<h3>Anticipate the questions</h3>
<ol>
<li>How big is the effect in money or customers, not only in percent?</li>
<li>What else could explain the result?</li>
<li>What are the risks of acting, and of not acting?</li>
<li>What would we monitor after the change?</li>
</ol>
<h2>Make it reusable</h2>
<p>Keep the code, the cleaned data snapshot and a short written summary together. Future analysts, including you in six months, should be able to rerun the work and see exactly how each number was produced.</p>
<p>For your final project, take a question from your own team, write the one-page plan, complete the analysis and present it in five slides or fewer. Ask a colleague outside the team to summarise the recommendation back to you; if they can, your communication worked.</p>`,
      },
    ],
  },
  {
    slug: 'neural-networks-from-scratch',
    title: 'Neural Networks from Scratch',
    description:
      'Build a neural network with nothing but NumPy. Derive the forward pass, loss functions and backpropagation by hand, diagnose vanishing gradients and verify every derivative with gradient checking.',
    level: 'advanced',
    category: 'Neural Networks',
    instructor: 'Leena Virtanen',
    rating: 4.8,
    ratingCount: 735,
    publishedDaysAgo: 25,
    lessons: [
      {
        slug: 'neurons-and-the-forward-pass',
        title: 'Neurons, Layers and the Forward Pass',
        durationMinutes: 26,
        content: `<p>Frameworks hide the mechanics of neural networks behind convenient layers. In this course you will rebuild those mechanics yourself, so that every later model you use stops being a black box.</p>
<h2>A single neuron</h2>
<p>A neuron takes a vector of inputs, multiplies each by a weight, adds a bias and passes the result through a non-linear activation function. Without the activation, stacking neurons would collapse into one linear function, no matter how many layers you add.</p>
<h2>A layer as matrix multiplication</h2>
<p>A layer is many neurons sharing the same inputs. Stack their weights into a matrix and the whole layer becomes one matrix product, which is exactly why neural networks run so well on hardware built for linear algebra.</p>
<pre><code class="language-python">import numpy as np

rng = np.random.default_rng(0)

def relu(z):
    return np.maximum(0, z)

def init_layer(n_in, n_out):
    return rng.normal(0, np.sqrt(2 / n_in), (n_in, n_out)), np.zeros(n_out)

W1, b1 = init_layer(4, 16)
W2, b2 = init_layer(16, 3)

def forward(X):
    z1 = X @ W1 + b1
    a1 = relu(z1)
    logits = a1 @ W2 + b2
    return logits, (X, z1, a1)</code></pre>
<h2>Activation functions</h2>
<ul>
<li><strong>Sigmoid</strong> squashes values into the range 0 to 1. It suits binary outputs but saturates for large inputs, which slows learning in hidden layers.</li>
<li><strong>Tanh</strong> is centred on zero, which helps optimisation, but it saturates too.</li>
<li><strong>ReLU</strong> passes positive values and zeroes negatives. It is cheap and does not saturate for positive inputs, making it the default for hidden layers.</li>
<li><strong>GELU</strong> and similar smooth variants are common in transformers.</li>
</ul>
<h3>Keep the cache</h3>
<p>Notice that <code>forward</code> returns intermediate values as well as the output. Backpropagation needs them, and recomputing them would waste time. Frameworks do the same thing behind the scenes, which is why training uses far more memory than prediction.</p>
<h2>Exercise</h2>
<p>Run <code>forward</code> on a batch of ten random inputs and confirm the output shape is (10, 3). Then change the hidden size to 64 and predict how many parameters the network has before counting them in code.</p>`,
      },
      {
        slug: 'loss-functions-and-gradient-descent',
        title: 'Loss Functions and Gradient Descent',
        durationMinutes: 24,
        content: `<p>A network learns by adjusting its weights to reduce a single number, the loss, which measures how wrong its predictions are. Choosing the right loss and understanding how gradient descent minimises it are the foundations of training.</p>
<h2>Softmax and cross-entropy</h2>
<p>For classification, the raw outputs, called logits, are turned into probabilities with the softmax function. Cross-entropy then takes the negative log of the probability assigned to the correct class. Confident wrong answers are punished heavily, confident right answers barely at all.</p>
<pre><code class="language-python">def softmax(logits):
    shifted = logits - logits.max(axis=1, keepdims=True)   # numerical stability
    exp = np.exp(shifted)
    return exp / exp.sum(axis=1, keepdims=True)

def cross_entropy(logits, y):
    p = softmax(logits)
    return -np.log(p[np.arange(len(y)), y] + 1e-12).mean()</code></pre>
<h3>Why subtract the maximum?</h3>
<p>Exponentials overflow quickly. Subtracting the largest logit in each row leaves the softmax result unchanged mathematically but keeps every exponent at or below zero, avoiding infinities.</p>
<h2>Regression losses</h2>
<ul>
<li><strong>Mean squared error</strong> penalises large errors heavily and corresponds to assuming Gaussian noise.</li>
<li><strong>Mean absolute error</strong> is more robust to outliers but has an awkward gradient at zero.</li>
<li><strong>Huber loss</strong> behaves like squared error for small mistakes and absolute error for large ones.</li>
</ul>
<h2>Gradient descent</h2>
<p>The gradient of the loss with respect to each weight says which direction increases the loss fastest. Gradient descent takes a small step in the opposite direction and repeats. The step size is the learning rate.</p>
<ol>
<li>Compute the loss on a mini-batch.</li>
<li>Compute gradients of the loss for every parameter.</li>
<li>Update each parameter: weight minus learning rate times gradient.</li>
<li>Repeat with the next mini-batch.</li>
</ol>
<p>Mini-batches of 32 to 512 examples balance accurate gradient estimates against speed, and their noise helps the optimiser escape poor flat regions. The missing piece is step two: computing all those gradients efficiently. That is backpropagation, the subject of the next lesson.</p>`,
      },
      {
        slug: 'backpropagation-by-hand',
        title: 'Backpropagation by Hand',
        durationMinutes: 40,
        content: `<p>Backpropagation is the chain rule from calculus applied systematically from the loss back to every weight. Deriving it once for a small network removes most of the mystery from deep learning.</p>
<h2>The chain rule in one sentence</h2>
<p>If the loss depends on a value <em>a</em>, and <em>a</em> depends on a weight <em>w</em>, then the gradient of the loss with respect to <em>w</em> is the gradient with respect to <em>a</em> multiplied by how much <em>a</em> changes when <em>w</em> changes. A network is just a long chain of such dependencies.</p>
<h2>Gradients for our two-layer network</h2>
<p>With softmax and cross-entropy together, the gradient with respect to the logits has a famously simple form: the predicted probabilities minus the one-hot true labels, divided by the batch size. From there, each layer passes gradients backwards.</p>
<pre><code class="language-python">def backward(logits, y, cache):
    X, z1, a1 = cache
    n = len(y)
    dlogits = softmax(logits)
    dlogits[np.arange(n), y] -= 1
    dlogits /= n

    dW2 = a1.T @ dlogits
    db2 = dlogits.sum(axis=0)
    da1 = dlogits @ W2.T
    dz1 = da1 * (z1 &gt; 0)          # ReLU passes gradient only where it was active
    dW1 = X.T @ dz1
    db1 = dz1.sum(axis=0)
    return dW1, db1, dW2, db2</code></pre>
<h3>Read the shapes</h3>
<p>Every gradient has the same shape as the parameter it belongs to. <code>dW2</code> must match <code>W2</code>, which forces the transposes in the code. When you are unsure of a formula, writing down the shapes usually tells you the answer.</p>
<h2>The training loop</h2>
<pre><code class="language-python">lr = 0.1
for step in range(2000):
    logits, cache = forward(X_train)
    dW1, db1, dW2, db2 = backward(logits, y_train, cache)
    W1 -= lr * dW1; b1 -= lr * db1
    W2 -= lr * dW2; b2 -= lr * db2
    if step % 200 == 0:
        print(step, round(cross_entropy(logits, y_train), 4))</code></pre>
<h2>Why it is efficient</h2>
<p>Computing each gradient separately would repeat the same work many times. Backpropagation reuses intermediate results, so one backward pass costs roughly the same as two forward passes regardless of the number of weights. That efficiency is what makes training networks with billions of parameters possible at all.</p>
<h3>Exercise</h3>
<ol>
<li>Train the network on a small three-class dataset.</li>
<li>Print the loss every 200 steps and confirm it falls steadily.</li>
<li>Double the learning rate and note what changes.</li>
</ol>
<p>If the loss rises or stalls, the next lessons give you the tools to find out why.</p>`,
      },
      {
        slug: 'initialization-and-vanishing-gradients',
        title: 'Initialization and Vanishing Gradients',
        durationMinutes: 28,
        content: `<p>Add more layers to the network from the previous lesson and training may suddenly stop working. The loss barely moves, or jumps to infinity. The cause is usually how signals and gradients grow or shrink as they pass through many layers.</p>
<h2>Vanishing and exploding gradients</h2>
<p>During backpropagation, the gradient reaching an early layer is a product of many factors, one per layer. If those factors are mostly smaller than one, the product shrinks towards zero and early layers stop learning. If they are mostly larger than one, it explodes and training diverges.</p>
<h3>Where the factors come from</h3>
<ul>
<li><strong>Weight scale</strong>: weights that are too small shrink activations layer after layer, too large and they grow.</li>
<li><strong>Saturating activations</strong>: sigmoid and tanh have gradients close to zero for large inputs, so a saturated unit blocks the gradient.</li>
<li><strong>Depth</strong>: the more layers, the more extreme the product becomes.</li>
</ul>
<h2>Principled initialisation</h2>
<p>The fix is to choose initial weights so that the variance of activations stays roughly constant from layer to layer.</p>
<ul>
<li><strong>Xavier or Glorot initialisation</strong> scales weights by the number of inputs and outputs and suits tanh.</li>
<li><strong>He initialisation</strong> uses a standard deviation of the square root of two divided by the number of inputs, compensating for ReLU zeroing half its inputs. Our <code>init_layer</code> already uses it.</li>
</ul>
<pre><code class="language-python">def activation_stats(depth, scale):
    a = rng.normal(size=(256, 128))
    for _ in range(depth):
        W = rng.normal(0, scale, (128, 128))
        a = relu(a @ W)
    return a.std()

print(activation_stats(20, 0.01))              # collapses towards zero
print(activation_stats(20, np.sqrt(2 / 128)))  # stays stable</code></pre>
<h2>Architectural fixes</h2>
<ol>
<li><strong>Residual connections</strong> add a layer's input to its output, giving gradients a direct path backwards.</li>
<li><strong>Normalisation layers</strong> rescale activations during training so each layer sees well-behaved inputs.</li>
<li><strong>Gradient clipping</strong> caps the gradient norm and prevents a single bad batch from destroying training.</li>
</ol>
<p>Monitor the gradient norm of each layer during training. Healthy networks show norms of similar magnitude across layers; a layer whose norm is thousands of times smaller than the rest is not learning.</p>`,
      },
      {
        slug: 'gradient-checking-and-debugging',
        title: 'Gradient Checking and Debugging Networks',
        durationMinutes: 30,
        content: `<p>A backpropagation bug rarely crashes your program. The network still trains, just worse than it should, and you may never notice. Gradient checking is the tool that catches these silent errors.</p>
<h2>Numerical gradients</h2>
<p>The definition of a derivative gives an independent way to compute it: nudge a parameter up and down by a tiny amount, measure how the loss changes and divide by the size of the nudge. It is far too slow for training but perfect for testing.</p>
<pre><code class="language-python">def numerical_grad(param, loss_fn, eps=1e-5):
    grad = np.zeros_like(param)
    it = np.nditer(param, flags=["multi_index"])
    for _ in it:
        i = it.multi_index
        old = param[i]
        param[i] = old + eps; plus = loss_fn()
        param[i] = old - eps; minus = loss_fn()
        param[i] = old
        grad[i] = (plus - minus) / (2 * eps)
    return grad

def relative_error(a, b):
    return np.abs(a - b).max() / max(1e-8, np.abs(a).max() + np.abs(b).max())</code></pre>
<p>Compare the analytical gradient from <code>backward</code> with the numerical one. A relative error around 1e-7 means your gradients are correct; anything above 1e-3 almost certainly signals a bug.</p>
<h3>Tips for reliable checks</h3>
<ul>
<li>Use double precision; single-precision rounding swamps the tiny differences.</li>
<li>Check on a very small network and batch so the loop finishes in seconds.</li>
<li>Avoid points exactly at ReLU kinks, where the derivative is undefined.</li>
<li>Turn off dropout and other randomness during the check.</li>
</ul>
<h2>A debugging routine for any network</h2>
<ol>
<li>Check the initial loss against its expected value for random predictions.</li>
<li>Overfit a handful of examples; failure points to a bug rather than a modelling problem.</li>
<li>Plot training and validation loss together every epoch.</li>
<li>Track activation and gradient statistics per layer.</li>
<li>Look at actual predictions on real examples, especially the confident mistakes.</li>
</ol>
<h2>Where to go next</h2>
<p>You have built a working network from first principles: the forward pass, losses, backpropagation, sound initialisation and verification. When you next use a framework, you will recognise each of these pieces behind its layers and optimisers, and you will know where to look when training goes wrong.</p>`,
      },
    ],
  },
]
