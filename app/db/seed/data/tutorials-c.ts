import type { SeedTutorial } from './tutorials-types'

export const tutorialsC: SeedTutorial[] = [
  {
    slug: 'custom-training-loop-in-pytorch-with-mixed-precision',
    title: 'Write a Custom Training Loop in PyTorch with Mixed Precision',
    description:
      'Speed up training and cut memory use with automatic mixed precision, gradient accumulation and gradient clipping, all in a loop you control line by line.',
    difficulty: 'advanced',
    category: 'PyTorch',
    estimatedTime: 70,
    tags: ['PyTorch', 'Mixed Precision', 'GPU', 'Performance', 'Training'],
    isPremium: true,
    publishedDaysAgo: 19,
    intro: `<p>High-level trainers are convenient until you need something they do not support. This tutorial builds a compact training loop that uses 16-bit arithmetic where it is safe, accumulates gradients to simulate large batches on a small GPU, clips gradients and checkpoints everything needed to resume. It assumes you already have a model and data loaders.</p>`,
    steps: [
      {
        title: 'Set up the model, optimizer and gradient scaler',
        body: `<pre><code class="language-python">import torch

device = "cuda"
model = build_model().to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-4, weight_decay=0.05)
scaler = torch.amp.GradScaler("cuda")
accum_steps = 4            # effective batch = loader batch size x 4
max_grad_norm = 1.0</code></pre>
<p>The scaler multiplies the loss before backpropagation so small 16-bit gradients do not underflow to zero, then unscales them before the update.</p>`,
      },
      {
        title: 'Run the forward pass under autocast',
        body: `<pre><code class="language-python">def train_epoch(loader, epoch):
    model.train()
    optimizer.zero_grad(set_to_none=True)
    for step, (x, y) in enumerate(loader, start=1):
        x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
        with torch.autocast(device_type="cuda", dtype=torch.float16):
            loss = loss_fn(model(x), y) / accum_steps
        scaler.scale(loss).backward()
        if step % accum_steps == 0:
            optimizer_step()</code></pre>
<p>Autocast chooses the precision per operation: matrix multiplications run in half precision, while reductions such as softmax stay in full precision.</p>`,
      },
      {
        title: 'Unscale, clip and step',
        body: `<pre><code class="language-python">def optimizer_step():
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_grad_norm)
    scaler.step(optimizer)        # skipped automatically if gradients overflowed
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return grad_norm</code></pre>
<p>Always unscale before clipping; otherwise you clip the artificially inflated gradients and the threshold means nothing.</p>`,
      },
      {
        title: 'Checkpoint everything needed to resume',
        body: `<pre><code class="language-python">def save_checkpoint(path, epoch):
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scaler": scaler.state_dict(),
        "epoch": epoch,
        "rng": torch.cuda.get_rng_state_all(),
    }, path)</code></pre>
<p>Forgetting the scaler or optimizer state makes a resumed run behave differently from an uninterrupted one.</p>`,
      },
      {
        title: 'Measure the speed-up honestly',
        body: `<p>Compare throughput in samples per second with and without autocast, after a warm-up of a few dozen steps and with <code>torch.cuda.synchronize()</code> before reading the clock. Check that validation metrics match the full-precision run; if the loss becomes unstable, try <code>torch.bfloat16</code>, which has a wider range and needs no scaler on hardware that supports it.</p>`,
      },
    ],
    outro: `<p>On recent GPUs, mixed precision typically gives a substantial speed-up and roughly halves activation memory, which you can spend on larger batches or models. Keep this loop as a template: logging, schedulers and distributed training slot into the same structure.</p>`,
  },
  {
    slug: 'reproducible-pipelines-with-scikit-learn',
    title: 'Build Reproducible Pipelines with scikit-learn',
    description:
      'Combine cleaning, encoding and modelling into one scikit-learn pipeline, tune it with cross-validation and save a single file that produces identical predictions anywhere.',
    difficulty: 'beginner',
    category: 'Scikit-learn',
    estimatedTime: 35,
    tags: ['scikit-learn', 'Pipelines', 'Cross-Validation'],
    publishedDaysAgo: 150,
    intro: `<p>Notebook analyses often apply a dozen preprocessing steps by hand, and nobody can repeat them exactly a month later. A scikit-learn pipeline records every step in one object. In this tutorial you will predict whether a lead converts from a CRM export and package the whole process.</p>`,
    steps: [
      {
        title: 'Separate numeric and categorical columns',
        body: `<pre><code class="language-python">import pandas as pd
from sklearn.model_selection import train_test_split

leads = pd.read_csv("crm_leads.csv")
y = leads.pop("converted")
numeric = ["company_size", "pages_viewed", "days_since_first_visit"]
categorical = ["industry", "lead_source", "country"]
X_train, X_test, y_train, y_test = train_test_split(leads, y, stratify=y, random_state=0)</code></pre>`,
      },
      {
        title: 'Describe preprocessing with a ColumnTransformer',
        body: `<pre><code class="language-python">from sklearn.compose import ColumnTransformer
from sklearn.impute import SimpleImputer
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

prep = ColumnTransformer([
    ("num", make_pipeline(SimpleImputer(strategy="median"), StandardScaler()), numeric),
    ("cat", make_pipeline(SimpleImputer(strategy="most_frequent"),
                          OneHotEncoder(handle_unknown="ignore", min_frequency=20)), categorical),
])</code></pre>`,
      },
      {
        title: 'Add a model and tune it with cross-validation',
        body: `<pre><code class="language-python">from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import Pipeline

pipe = Pipeline([("prep", prep), ("model", LogisticRegression(max_iter=2000))])
search = GridSearchCV(pipe, {"model__C": [0.03, 0.1, 0.3, 1, 3]}, cv=5, scoring="roc_auc")
search.fit(X_train, y_train)
print(search.best_params_, round(search.score(X_test, y_test), 3))</code></pre>
<p>Because imputation and scaling live inside the pipeline, each cross-validation fold fits them on its own training part, so there is no leakage.</p>`,
      },
      {
        title: 'Save and reload the fitted pipeline',
        body: `<pre><code class="language-python">import joblib
import sklearn

joblib.dump({"pipeline": search.best_estimator_, "sklearn": sklearn.__version__}, "lead_model.joblib")

bundle = joblib.load("lead_model.joblib")
print(bundle["pipeline"].predict_proba(X_test.head(3))[:, 1])</code></pre>
<p>Storing the library version alongside the model helps you spot incompatibilities when loading it in another environment.</p>`,
      },
    ],
    outro: `<p>Pin the versions of your dependencies, keep the training script under version control and set random seeds. With those three habits and a pipeline, anyone on the team can rebuild the same model from the same data.</p>`,
  },
  {
    slug: 'blur-faces-and-license-plates-with-opencv',
    title: 'Blur Faces and License Plates in Video with OpenCV',
    description:
      'Protect privacy in event and street footage by detecting faces and number plates frame by frame and blurring them before the video is published.',
    difficulty: 'intermediate',
    category: 'OpenCV',
    estimatedTime: 45,
    tags: ['OpenCV', 'Privacy', 'Video Processing', 'Face Detection', 'Anonymization'],
    publishedDaysAgo: 170,
    intro: `<p>Marketing teams film events, stores and streets, and publishing recognisable faces or number plates can breach privacy rules. OpenCV can anonymise footage automatically. You will read a video, detect faces with a small neural detector, detect plates with a cascade classifier and write a blurred copy.</p>`,
    steps: [
      {
        title: 'Open the input and prepare the writer',
        body: `<pre><code class="language-python">import cv2

cap = cv2.VideoCapture("event.mp4")
fps = cap.get(cv2.CAP_PROP_FPS)
w = int(cap.get(cv2.CAP_PROP_FRAME_WIDTH))
h = int(cap.get(cv2.CAP_PROP_FRAME_HEIGHT))
out = cv2.VideoWriter("event_blurred.mp4", cv2.VideoWriter_fourcc(*"mp4v"), fps, (w, h))</code></pre>`,
      },
      {
        title: 'Load the detectors',
        body: `<pre><code class="language-python">face_net = cv2.FaceDetectorYN.create("face_detection_yunet.onnx", "", (w, h), score_threshold=0.6)
plate_cascade = cv2.CascadeClassifier(cv2.data.haarcascades + "haarcascade_russian_plate_number.xml")</code></pre>
<p>The face model is a small ONNX file that runs in real time on a CPU. Keep it next to your script.</p>`,
      },
      {
        title: 'Write a blur helper with a safety margin',
        body: `<pre><code class="language-python">def blur_box(frame, x, y, bw, bh, margin=0.2):
    mx, my = int(bw * margin), int(bh * margin)
    x0, y0 = max(0, x - mx), max(0, y - my)
    x1, y1 = min(frame.shape[1], x + bw + mx), min(frame.shape[0], y + bh + my)
    roi = frame[y0:y1, x0:x1]
    if roi.size:
        k = max(31, (max(roi.shape[:2]) // 3) | 1)      # odd kernel size that grows with the box
        frame[y0:y1, x0:x1] = cv2.GaussianBlur(roi, (k, k), 0)</code></pre>`,
      },
      {
        title: 'Process every frame',
        body: `<pre><code class="language-python">while True:
    ok, frame = cap.read()
    if not ok:
        break
    _, faces = face_net.detect(frame)
    for f in (faces if faces is not None else []):
        blur_box(frame, *map(int, f[:4]))
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    for (x, y, bw, bh) in plate_cascade.detectMultiScale(gray, 1.1, 4, minSize=(40, 12)):
        blur_box(frame, x, y, bw, bh, margin=0.1)
    out.write(frame)

cap.release()
out.release()</code></pre>`,
      },
      {
        title: 'Fill gaps between detections',
        body: `<p>Detectors occasionally miss a face for a frame or two, and a single unblurred frame is enough to identify someone. Keep the boxes from the previous few frames and blur them too, slightly enlarged. Then review the output at reduced speed before publishing.</p>`,
      },
    ],
    outro: `<p>Automatic blurring reduces manual editing dramatically but is not a guarantee. Document your process, keep a human check in the publishing workflow and retain the original footage only as long as you genuinely need it.</p>`,
  },
]
