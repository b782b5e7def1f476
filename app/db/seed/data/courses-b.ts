import type { SeedCourse } from './courses-types'

export const coursesB: SeedCourse[] = [
  {
    slug: 'practical-deep-learning-with-pytorch',
    title: 'Practical Deep Learning with PyTorch',
    description:
      'Build, train and debug deep neural networks in PyTorch. From tensors and automatic differentiation to a clean training loop, optimizers, regularization and transfer learning on your own data.',
    level: 'intermediate',
    category: 'Deep Learning',
    instructor: 'Kwabena Asante-Mills',
    rating: 4.9,
    ratingCount: 1675,
    isPremium: true,
    publishedDaysAgo: 95,
    lessons: [
      {
        slug: 'tensors-and-autograd',
        title: 'Tensors and Automatic Differentiation',
        durationMinutes: 25,
        content: `<p>Every deep learning framework rests on two ideas: a fast multi-dimensional array, and a system that computes gradients for you. In PyTorch these are the <code>Tensor</code> and <code>autograd</code>.</p>
<h2>Tensors</h2>
<p>A tensor is an array with a shape, a data type and a device. It behaves much like a NumPy array, but it can live on a GPU and it can record the operations applied to it.</p>
<pre><code class="language-python">import torch

x = torch.randn(64, 20)          # a batch of 64 examples with 20 features
w = torch.randn(20, 1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)

print(x.shape, x.dtype, x.device)   # torch.Size([64, 20]) torch.float32 cpu

device = "cuda" if torch.cuda.is_available() else "cpu"
print(x.to(device).device)           # a copy on the accelerator, if there is one</code></pre>
<h3>Shapes are the first thing to check</h3>
<p>Most bugs in deep learning code are shape bugs. Broadcasting rules will happily add a tensor of shape (64, 1) to one of shape (64,) and produce a (64, 64) result without any error. Print shapes generously while developing, and assert them in functions that others will reuse.</p>
<h2>Autograd</h2>
<p>When a tensor has <code>requires_grad=True</code>, PyTorch builds a graph of every operation that touches it. Calling <code>backward()</code> on a scalar result walks that graph in reverse and stores the gradient of the result with respect to each leaf tensor in its <code>.grad</code> field.</p>
<pre><code class="language-python">y_true = torch.randn(64, 1)
y_pred = x @ w + b
loss = ((y_pred - y_true) ** 2).mean()
loss.backward()
print(w.grad.shape)   # torch.Size([20, 1])</code></pre>
<h2>Three rules that prevent confusion</h2>
<ul>
<li><strong>Gradients accumulate.</strong> Each call to <code>backward()</code> adds to <code>.grad</code>, so reset them before every step.</li>
<li><strong>Disable tracking when you do not need it.</strong> Wrap evaluation code in <code>torch.no_grad()</code> to save memory and time.</li>
<li><strong>Keep data and model on the same device.</strong> Mixing CPU and GPU tensors raises an error, which is far better than silently slow code.</li>
</ul>
<p>With tensors and gradients in hand, you can write gradient descent yourself. In the next lesson you will let PyTorch modules and optimizers do the bookkeeping.</p>`,
      },
      {
        slug: 'a-clean-training-loop',
        title: 'Writing a Clean Training Loop',
        durationMinutes: 32,
        content: `<p>PyTorch deliberately leaves the training loop to you. That flexibility is powerful, but it means every project needs a loop that is correct, readable and easy to instrument.</p>
<h2>The five steps of one iteration</h2>
<ol>
<li>Move the batch to the right device.</li>
<li>Run the forward pass to get predictions.</li>
<li>Compute the loss against the targets.</li>
<li>Reset old gradients, then backpropagate.</li>
<li>Let the optimizer update the weights.</li>
</ol>
<pre><code class="language-python">def train_one_epoch(model, loader, loss_fn, optimizer, device):
    model.train()
    total = 0.0
    for inputs, targets in loader:
        inputs, targets = inputs.to(device), targets.to(device)
        logits = model(inputs)
        loss = loss_fn(logits, targets)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        total += loss.item() * inputs.size(0)
    return total / len(loader.dataset)

@torch.no_grad()
def evaluate(model, loader, loss_fn, device):
    model.eval()
    correct, total_loss = 0, 0.0
    for inputs, targets in loader:
        inputs, targets = inputs.to(device), targets.to(device)
        logits = model(inputs)
        total_loss += loss_fn(logits, targets).item() * inputs.size(0)
        correct += (logits.argmax(1) == targets).sum().item()
    n = len(loader.dataset)
    return total_loss / n, correct / n</code></pre>
<h2>Train mode and eval mode</h2>
<p>Layers such as dropout and batch normalisation behave differently during training and evaluation. Forgetting <code>model.eval()</code> before validation makes scores noisy and usually worse; forgetting <code>model.train()</code> afterwards silently disables regularization.</p>
<h2>Sanity checks before long runs</h2>
<ul>
<li><strong>Overfit one batch.</strong> A healthy model and loop should drive the loss on a single small batch close to zero within a few hundred steps. If it cannot, something is broken.</li>
<li><strong>Check the initial loss.</strong> For a ten-class problem with random weights, cross-entropy should start near 2.3, the natural log of ten.</li>
<li><strong>Log learning rate and gradient norms</strong> as well as loss, so you can tell an exploding run from a stalled one.</li>
</ul>
<h3>Saving progress</h3>
<p>Save a checkpoint holding the model state, optimizer state and epoch number whenever validation improves. Long runs get interrupted, and resuming from a checkpoint is much cheaper than starting again.</p>`,
      },
      {
        slug: 'optimizers-and-learning-rate-schedules',
        title: 'Optimizers and Learning Rate Schedules',
        durationMinutes: 24,
        content: `<p>The learning rate is the single most influential setting in deep learning. Too high and training diverges; too low and it crawls or settles in a poor solution. Optimizers and schedules are tools for managing it.</p>
<h2>From SGD to Adam</h2>
<ul>
<li><strong>Stochastic gradient descent</strong> moves the weights a small step against the gradient of each batch. It is simple and, with tuning, generalises very well.</li>
<li><strong>Momentum</strong> keeps a running average of past gradients so updates build speed in consistent directions and damp oscillations.</li>
<li><strong>Adam</strong> adapts the step size for each parameter using running estimates of the gradient and its square. It works well with little tuning, which makes it the default for many projects.</li>
<li><strong>AdamW</strong> applies weight decay separately from the adaptive update, which regularises more predictably than adding an L2 term to the loss.</li>
</ul>
<h2>Finding a good learning rate</h2>
<p>Run a short range test: start with a tiny learning rate, increase it exponentially every batch, and record the loss. The loss falls, flattens and then shoots up. A good starting value sits a little before the point where the loss is lowest, often about a tenth of it.</p>
<h2>Schedules</h2>
<p>Using one fixed rate for the whole run leaves performance on the table. Common patterns are:</p>
<ol>
<li><strong>Warm-up</strong>: grow the rate from near zero over the first few hundred steps, which stabilises early training, especially for transformers.</li>
<li><strong>Cosine decay</strong>: lower the rate smoothly to near zero by the end of training.</li>
<li><strong>Reduce on plateau</strong>: cut the rate when validation loss stops improving.</li>
</ol>
<pre><code class="language-python">from torch.optim import AdamW
from torch.optim.lr_scheduler import OneCycleLR

optimizer = AdamW(model.parameters(), lr=3e-4, weight_decay=0.01)
scheduler = OneCycleLR(optimizer, max_lr=3e-3,
                       steps_per_epoch=len(train_loader), epochs=20)

# inside the loop, after optimizer.step():
scheduler.step()</code></pre>
<h3>Batch size and learning rate move together</h3>
<p>Doubling the batch size roughly halves the noise in each gradient estimate, so you can usually raise the learning rate as well. When you change one, revisit the other rather than assuming previous settings still hold.</p>`,
      },
      {
        slug: 'regularizing-deep-networks',
        title: 'Regularizing Deep Networks',
        durationMinutes: 26,
        content: `<p>Deep networks have enough parameters to memorise almost any training set. Regularization is the collection of techniques that push them toward solutions that generalise instead.</p>
<h2>Dropout</h2>
<p>During training, dropout sets a random fraction of activations to zero at each step. The network cannot rely on any single unit, so it learns redundant, more robust features. Typical rates are 0.1 to 0.5. At evaluation time dropout is switched off automatically when you call <code>model.eval()</code>.</p>
<h2>Batch normalisation</h2>
<p>Batch normalisation rescales the activations of a layer using the mean and variance of the current batch, then applies a learned scale and shift. It makes training less sensitive to initialisation and learning rate, and its batch-to-batch noise has a mild regularising effect. With very small batches its statistics become unreliable; layer normalisation or group normalisation are better choices there.</p>
<h2>Weight decay</h2>
<p>Weight decay shrinks every weight slightly at each step, discouraging the large weights that often signal memorisation. With AdamW a value around 0.01 to 0.1 is a reasonable place to start.</p>
<h2>Data augmentation and early stopping</h2>
<ul>
<li><strong>Augmentation</strong> creates plausible variations of each example, such as crops and colour shifts for images or synonym swaps for text, and is often the most effective regulariser of all.</li>
<li><strong>Early stopping</strong> watches validation loss and keeps the checkpoint from the best epoch rather than the last one.</li>
</ul>
<pre><code class="language-python">import torch.nn as nn

head = nn.Sequential(
    nn.Linear(512, 256),
    nn.BatchNorm1d(256),
    nn.ReLU(),
    nn.Dropout(0.3),
    nn.Linear(256, num_classes),
)

best, patience, waited = float("inf"), 5, 0
for epoch in range(100):
    train_one_epoch(model, train_loader, loss_fn, optimizer, device)
    val_loss, _ = evaluate(model, val_loader, loss_fn, device)
    if val_loss &lt; best:
        best, waited = val_loss, 0
        torch.save(model.state_dict(), "best.pt")
    else:
        waited += 1
        if waited &gt;= patience:
            break</code></pre>
<h3>Change one thing at a time</h3>
<p>These techniques interact. Adding heavy augmentation may mean you need less dropout. Introduce them one by one and compare validation curves, so you know which change actually helped.</p>`,
      },
      {
        slug: 'transfer-learning-and-fine-tuning',
        title: 'Transfer Learning and Fine-Tuning',
        durationMinutes: 30,
        content: `<p>Very few teams train large networks from scratch. Transfer learning reuses a model trained on a big general dataset and adapts it to a narrower task, saving data, compute and time.</p>
<h2>Why it works</h2>
<p>The early layers of a vision or language model learn general features such as edges, textures, word pieces and syntax. Those features are useful for many tasks. Only the later layers are specific to the original training objective, so you replace or retrain those and keep the rest.</p>
<h2>Two strategies</h2>
<ol>
<li><strong>Feature extraction.</strong> Freeze the pretrained backbone and train only a new head. This is fast, needs little data and is hard to overfit.</li>
<li><strong>Fine-tuning.</strong> Unfreeze some or all backbone layers and train them with a small learning rate. This usually gives higher accuracy when you have a few thousand examples or more.</li>
</ol>
<pre><code class="language-python">import torch.nn as nn
from torchvision.models import resnet50, ResNet50_Weights

weights = ResNet50_Weights.DEFAULT
model = resnet50(weights=weights)
for p in model.parameters():
    p.requires_grad = False
model.fc = nn.Linear(model.fc.in_features, num_classes)

# later: unfreeze the last block with a lower learning rate
for p in model.layer4.parameters():
    p.requires_grad = True
optimizer = torch.optim.AdamW([
    {"params": model.fc.parameters(), "lr": 1e-3},
    {"params": model.layer4.parameters(), "lr": 1e-4},
])</code></pre>
<h2>Practical guidance</h2>
<ul>
<li><strong>Match the preprocessing.</strong> Use the same resizing and normalisation the pretrained model expects; the weights object usually provides them.</li>
<li><strong>Use discriminative learning rates.</strong> Layers closer to the input need smaller updates than the new head.</li>
<li><strong>Watch for domain gap.</strong> A model pretrained on everyday photos may transfer poorly to medical scans or satellite images; in that case, unfreeze more layers and collect more data.</li>
<li><strong>Check licences.</strong> Pretrained weights come with terms of use. Confirm they allow your intended commercial use.</li>
</ul>
<h3>Your capstone</h3>
<p>Pick a small labelled dataset from your own work, fine-tune a pretrained model using the loop from this course, and write a one-page report comparing feature extraction with full fine-tuning. Include the learning curves, the final metrics and three failure cases you inspected by hand.</p>`,
      },
    ],
  },
  {
    slug: 'nlp-from-tokens-to-transformers',
    title: 'Natural Language Processing: From Tokens to Transformers',
    description:
      'Follow text from raw strings to modern language models: tokenization, embeddings, attention and the transformer, then fine-tune a classifier for real customer messages and evaluate it properly.',
    level: 'intermediate',
    category: 'Natural Language Processing',
    instructor: 'Inès Carvalho',
    rating: 4.7,
    ratingCount: 1320,
    publishedDaysAgo: 70,
    lessons: [
      {
        slug: 'text-preprocessing-and-tokenization',
        title: 'Text Preprocessing and Tokenization',
        durationMinutes: 20,
        content: `<p>Models cannot read text directly. They read sequences of integers, and the step that turns text into those integers, called tokenization, shapes everything a model can learn.</p>
<h2>Word, character and subword tokens</h2>
<ul>
<li><strong>Word tokens</strong> are intuitive but leave you with a huge vocabulary and no way to handle new words such as product names or typos.</li>
<li><strong>Character tokens</strong> never meet an unknown symbol, but sequences become long and each token carries little meaning.</li>
<li><strong>Subword tokens</strong> split rare words into frequent pieces, so "retargeting" might become "re", "target" and "ing". Almost all modern language models use this approach.</li>
</ul>
<h2>How byte-pair encoding learns its vocabulary</h2>
<p>Byte-pair encoding starts with individual characters and repeatedly merges the most frequent adjacent pair into a new token, until the vocabulary reaches a chosen size such as 32,000. Common words end up as single tokens, while rare words are assembled from pieces.</p>
<pre><code class="language-python">from transformers import AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilbert-base-uncased")
ids = tok("Our retargeting campaign underperformed in March.")["input_ids"]
print(tok.convert_ids_to_tokens(ids))</code></pre>
<h2>How much cleaning?</h2>
<p>Classic pipelines lower-cased text, removed punctuation and stripped stop words. With pretrained subword models, heavy cleaning usually hurts, because the model was trained on natural text and uses punctuation and capitalisation as signals. Light cleaning is still worthwhile:</p>
<ol>
<li>Normalise Unicode so visually identical characters share one code point.</li>
<li>Remove boilerplate such as e-mail signatures and quoted reply chains.</li>
<li>Replace personal data such as phone numbers with placeholders before storing or training.</li>
</ol>
<h3>Token counts matter</h3>
<p>Model limits and costs are measured in tokens, not words. English averages roughly four characters per token, but other languages and code can use many more. Measure token lengths on your own data before choosing a model or a maximum sequence length.</p>`,
      },
      {
        slug: 'word-embeddings',
        title: 'Word Embeddings and Meaning as Geometry',
        durationMinutes: 22,
        content: `<p>Once text is a sequence of token ids, each id needs a representation a model can compute with. Embeddings map every token to a dense vector of a few hundred numbers, arranged so that tokens used in similar ways sit close together.</p>
<h2>From one-hot vectors to dense vectors</h2>
<p>A one-hot vector has one position per vocabulary entry, all zeros except a single one. It treats "campaign" and "promotion" as exactly as different as "campaign" and "banana". Dense embeddings fix this by learning coordinates from context: words that appear among similar neighbours end up with similar vectors.</p>
<h2>Measuring similarity</h2>
<p>Cosine similarity compares the direction of two vectors and ignores their length. Values close to 1 mean very similar usage, values near 0 mean unrelated.</p>
<pre><code class="language-python">import numpy as np

def cosine(a, b):
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))

print(cosine(vec["discount"], vec["coupon"]))    # high
print(cosine(vec["discount"], vec["tractor"]))   # low</code></pre>
<h2>Static versus contextual embeddings</h2>
<ul>
<li><strong>Static embeddings</strong> give each word one vector. "Bank" gets the same representation in "river bank" and "bank transfer".</li>
<li><strong>Contextual embeddings</strong>, produced by transformer models, give each occurrence its own vector based on the surrounding sentence, so the two meanings of "bank" separate naturally.</li>
</ul>
<h3>Sentence embeddings</h3>
<p>Many applications need one vector per sentence or document rather than per token. Models trained specifically for this produce vectors that work well for semantic search, clustering support tickets or finding near-duplicate product descriptions.</p>
<h2>Embeddings carry bias</h2>
<p>Because embeddings learn from human text, they absorb its associations, including stereotypes about gender, nationality and occupation. Before using embeddings in decisions about people, test them with paired examples and measure whether similarity scores differ between groups. Lesson five returns to this when you evaluate a classifier.</p>`,
      },
      {
        slug: 'from-recurrence-to-attention',
        title: 'From Recurrence to Attention',
        durationMinutes: 24,
        content: `<p>Language is sequential, and early neural approaches processed it one token at a time. Understanding their limits explains why attention, and then the transformer, took over.</p>
<h2>Recurrent networks</h2>
<p>A recurrent network reads tokens in order and keeps a hidden state, a vector that summarises everything seen so far. Each new token updates that state. Variants such as LSTMs and GRUs added gates that decide what to remember and what to forget, which helped them keep information over longer spans.</p>
<h3>Two stubborn problems</h3>
<ul>
<li><strong>Long-range memory.</strong> Squeezing a whole paragraph into one fixed-size vector loses detail. The start of a long review fades by the time the network reaches the end.</li>
<li><strong>Slow training.</strong> Each step depends on the previous one, so the work cannot be spread across the thousands of cores in a modern accelerator.</li>
</ul>
<h2>The idea of attention</h2>
<p>Attention lets a model look back at every earlier position directly instead of relying on a single summary. For each token, it computes a weighted average of all tokens, where the weights express how relevant each one is. When translating or summarising, the model can "attend" to exactly the words that matter for the current output.</p>
<h2>Queries, keys and values</h2>
<p>Each token is projected into three vectors. The <strong>query</strong> asks "what am I looking for?", the <strong>key</strong> says "what do I contain?", and the <strong>value</strong> is the information passed on. Relevance is the dot product of a query with each key, scaled and turned into weights with a softmax.</p>
<pre><code class="language-python">import torch
import torch.nn.functional as F

def attention(q, k, v, mask=None):
    scores = q @ k.transpose(-2, -1) / k.size(-1) ** 0.5
    if mask is not None:
        scores = scores.masked_fill(mask == 0, float("-inf"))
    weights = F.softmax(scores, dim=-1)
    return weights @ v, weights</code></pre>
<p>Because every position is computed at once with matrix multiplication, attention is highly parallel. That single property made it practical to train on far more text than recurrent networks ever could.</p>`,
      },
      {
        slug: 'the-transformer-architecture',
        title: 'The Transformer Architecture',
        durationMinutes: 28,
        content: `<p>The transformer combines attention with a few simple components into a block that can be stacked dozens of times. Nearly every current language model is a variation of it.</p>
<h2>Inside one block</h2>
<ol>
<li><strong>Multi-head self-attention.</strong> Several attention operations run in parallel, each with its own projections, so one head can track grammar while another tracks which product a pronoun refers to.</li>
<li><strong>Residual connection and normalisation.</strong> The block's input is added back to the attention output, then normalised. Residuals let gradients flow through very deep stacks.</li>
<li><strong>Feed-forward network.</strong> A small two-layer network is applied to each position independently, transforming the gathered information.</li>
<li><strong>Another residual connection and normalisation.</strong></li>
</ol>
<h2>Knowing where words are</h2>
<p>Attention on its own ignores order: shuffle the tokens and the weighted averages are the same. Transformers therefore add <strong>positional information</strong>, either as fixed sine and cosine patterns, as learned position vectors, or as rotations applied to queries and keys, which generalise better to longer inputs.</p>
<h2>Three shapes of model</h2>
<ul>
<li><strong>Encoder-only</strong> models read the whole input at once and excel at understanding tasks such as classification and entity extraction.</li>
<li><strong>Decoder-only</strong> models use a causal mask so each position only sees earlier ones. They generate text one token at a time and power most chat systems.</li>
<li><strong>Encoder-decoder</strong> models read an input with an encoder and generate an output with a decoder, a natural fit for translation and summarisation.</li>
</ul>
<h3>Why scale helped</h3>
<p>Because transformers train efficiently in parallel, researchers could grow them to billions of parameters and train them on enormous text collections with a simple objective: predict the next or a masked token. Abilities such as following instructions or answering questions emerged from this pretraining and were sharpened afterwards with smaller, curated datasets.</p>
<h2>Costs to keep in mind</h2>
<p>Self-attention compares every token with every other, so its cost grows with the square of the sequence length. Long documents are expensive, which is why retrieval, chunking and efficient attention variants matter in production systems.</p>`,
      },
      {
        slug: 'fine-tuning-a-text-classifier',
        title: 'Fine-Tuning and Evaluating a Text Classifier',
        durationMinutes: 34,
        content: `<p>In this final lesson you will fine-tune a small pretrained encoder to route customer messages into categories such as billing, delivery and product questions, and evaluate it the way a production team would.</p>
<h2>Prepare the data</h2>
<p>Collect a few thousand labelled messages. Check that the label definitions are written down and that two people labelling the same sample agree most of the time; if they do not, the model cannot either. Split by customer or by date so near-identical messages do not land in both training and test sets.</p>
<h2>Fine-tune</h2>
<pre><code class="language-python">from transformers import (AutoModelForSequenceClassification, AutoTokenizer,
                          Trainer, TrainingArguments)

name = "distilbert-base-uncased"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForSequenceClassification.from_pretrained(name, num_labels=len(labels))

def encode(batch):
    return tok(batch["text"], truncation=True, max_length=256)

train_ds = train_ds.map(encode, batched=True)
val_ds = val_ds.map(encode, batched=True)

args = TrainingArguments("ticket-router", learning_rate=2e-5, num_train_epochs=3,
                         per_device_train_batch_size=32, eval_strategy="epoch")
trainer = Trainer(model=model, args=args, train_dataset=train_ds,
                  eval_dataset=val_ds, tokenizer=tok)
trainer.train()</code></pre>
<h2>Evaluate beyond accuracy</h2>
<ul>
<li><strong>Per-class precision and recall.</strong> A rare but urgent category, such as safety complaints, deserves its own target.</li>
<li><strong>Confusion pairs.</strong> If "billing" and "refunds" are constantly confused, the label scheme may need merging rather than more data.</li>
<li><strong>Calibration.</strong> Check that messages scored at 0.9 confidence are right about nine times in ten, so you can safely auto-route only high-confidence predictions.</li>
<li><strong>Slices.</strong> Compare performance across languages, channels and customer segments to catch groups the model serves badly.</li>
</ul>
<h3>Plan for drift</h3>
<p>New products and campaigns change what customers write about. Log predictions with their confidence, sample low-confidence messages for human review every week, and retrain when the share of uncertain predictions rises. A classifier is not finished when it ships; it is finished when it has a maintenance routine.</p>`,
      },
    ],
  },
]
