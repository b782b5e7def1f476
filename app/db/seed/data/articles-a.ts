import type { SeedArticle } from './article-types'

export const articlesA: SeedArticle[] = [
  {
    slug: 'beyond-the-leaderboard-evaluating-language-models-in-production',
    title: 'Beyond the Leaderboard: How Teams Are Evaluating Language Models in Production',
    excerpt:
      'Benchmark scores rarely predict how a language model behaves with real customers. Engineering teams are building their own evaluation stacks instead.',
    category: 'ml',
    author: 'Priya Raman',
    publishedDaysAgo: 0,
    tags: ['LLMs', 'Evaluation', 'MLOps', 'Production AI'],
    isFeatured: true,
    content: `<p>For most of the past few years, choosing a large language model meant glancing at a public leaderboard and picking whichever system sat near the top. That habit is fading. Teams that have shipped language models into customer-facing products increasingly say that general benchmarks tell them little about whether a model will summarise their contracts correctly, follow their refund policy, or stay polite when a user is furious.</p>
<p>"A leaderboard answers a question nobody in our company asked," said Dr. Amara Okafor, who leads applied evaluation research at the Harbor Institute. "What you actually need to know is how often the model fails on your inputs, how badly, and whether you would notice."</p>
<h2>From static benchmarks to living test suites</h2>
<p>The alternative emerging across the industry is the task-specific evaluation suite: a curated set of real or realistic prompts, paired with expected behaviours, that is rerun every time a prompt, model version or retrieval index changes. At Castellan Software, a mid-sized maker of procurement tools, the suite began with 200 examples pulled from support transcripts. Eighteen months later it holds more than 4,000, each tagged by feature and risk level.</p>
<p>Castellan's head of machine learning, Ruth Adeyemi, described the process as closer to regression testing than research. "Every bug report that involves the model becomes a test case," she said. "If it broke once, we want to know immediately if it breaks again."</p>
<h2>What a mature evaluation stack includes</h2>
<p>Practitioners interviewed for this article described a broadly similar set of layers:</p>
<ol>
<li><strong>Deterministic checks</strong> for anything that can be verified by code, such as valid JSON output, required fields, banned phrases or length limits.</li>
<li><strong>Reference comparisons</strong> against known-good answers, scored with string similarity or embedding distance where exact matches are unrealistic.</li>
<li><strong>Model-graded rubrics</strong>, in which a separate model scores responses against written criteria. Teams stressed that these graders must themselves be validated against human judgement.</li>
<li><strong>Human review samples</strong>, usually a small, randomly drawn slice of live traffic reviewed weekly by domain experts.</li>
<li><strong>Online signals</strong> such as thumbs-down rates, escalations to human agents and conversation abandonment.</li>
</ol>
<h2>The grader problem</h2>
<p>The most debated layer is the use of one model to judge another. It is cheap and fast, but graders can share blind spots with the systems they assess, and they often favour longer or more confident answers. Okafor's group recommends calibrating any automated grader on a few hundred human-labelled examples and tracking agreement over time, much as a survey team would monitor inter-rater reliability.</p>
<p>Cost is the other constraint. Running thousands of test prompts on every change adds up, so several teams now run a fast "smoke" subset on each commit and the full suite nightly. Castellan reports that the nightly run caught two silent regressions last quarter after a vendor updated a hosted model without changing its name.</p>
<p>None of this is glamorous work. But as Adeyemi put it, "The model is the easy part to swap. The evaluation suite is the asset that tells you whether you should."</p>`,
  },
  {
    slug: 'counting-the-kilowatt-hours-training-run-energy-disclosures',
    title: 'Counting the Kilowatt-Hours: Why Training Run Energy Disclosures Are Gaining Ground',
    excerpt:
      'Researchers and buyers are pressing AI developers to report how much electricity their training runs consume. Measuring it properly is harder than it sounds.',
    category: 'ethics',
    author: 'Oliver Grant',
    publishedDaysAgo: 41,
    tags: ['Sustainability', 'Energy', 'Model Training', 'Transparency'],
    isAiGenerated: true,
    content: `<p>Training a large neural network is, among other things, an industrial process. Thousands of accelerators run for weeks, drawing power for computation, memory and the cooling systems that keep data halls from overheating. Yet for much of the field's history, the energy bill behind a new model was treated as an operational detail rather than something worth reporting.</p>
<p>That is changing. Procurement teams at large organisations now routinely ask vendors for environmental data, academic venues increasingly encourage compute reporting, and a growing number of developers publish at least rough estimates alongside their technical documentation.</p>
<h2>Why the number is slippery</h2>
<p>Reporting "the energy used to train a model" sounds straightforward until teams try to do it. The Meridian Compute Alliance, a consortium of university clusters and hosting providers, spent a year drafting a common reporting template and found disagreement at almost every step.</p>
<ul>
<li><strong>Scope:</strong> Should the figure include only the final training run, or also the many failed and exploratory runs that preceded it? The latter can be several times larger.</li>
<li><strong>Facility overhead:</strong> Power usage effectiveness, the ratio of total facility energy to IT equipment energy, varies widely between data centres and even between seasons.</li>
<li><strong>Carbon intensity:</strong> The same kilowatt-hour can carry very different emissions depending on the local grid mix and the time of day it was consumed.</li>
<li><strong>Hardware lifecycle:</strong> Manufacturing accelerators and servers has its own footprint, which some frameworks amortise across the hardware's useful life.</li>
</ul>
<p>"Everyone wants a single headline number, and the honest answer is a range with footnotes," said Ingrid Solberg, the alliance's technical coordinator. "Our template asks for the measured figure, the method used to get it, and what was left out. The third part is the one people skip."</p>
<h2>Inference changes the picture</h2>
<p>Training attracts attention because it is a discrete, dramatic event. But several researchers point out that for widely used models, the cumulative energy spent answering user requests can eventually exceed the cost of training. That shifts the conversation toward efficiency techniques such as quantisation, distillation into smaller models, and batching requests more intelligently.</p>
<p>It also complicates disclosure. A training run ends; inference keeps going, and its footprint depends on how popular a product becomes.</p>
<h2>What good practice looks like</h2>
<p>There is no universal standard yet, but the approaches gaining the most support share some traits. They favour measured power data from hardware counters and facility meters over estimates based on chip specifications. They separate energy from emissions so readers can apply their own grid assumptions. And they publish methods, not just totals.</p>
<blockquote>"Transparency is not about shaming anyone for training big models," Solberg said. "It is about letting buyers and researchers make informed trade-offs, the way they already do with cost and latency."</blockquote>
<p>For organisations buying AI services, the practical advice is modest: ask vendors what they measure, how, and with what scope. A vague answer is itself useful information.</p>`,
  },
  {
    slug: 'inside-a-retrieval-augmented-help-desk',
    title: 'Inside a Retrieval-Augmented Help Desk: What One Retailer Learned in Six Months',
    excerpt:
      'A home goods retailer rebuilt its customer support assistant around retrieval-augmented generation. The hardest problems turned out to be about documents, not models.',
    category: 'nlp',
    author: 'Elena Sokolova',
    publishedDaysAgo: 9,
    tags: ['RAG', 'Customer Support', 'Vector Databases', 'LLMs'],
    content: `<p>When Bramble &amp; Finch, an online retailer of furniture and home goods, decided to replace its scripted chatbot, the team assumed the main challenge would be picking the right language model. Six months after launching a retrieval-augmented assistant, its support leaders say the model choice was one of the least consequential decisions they made.</p>
<p>Retrieval-augmented generation, or RAG, pairs a language model with a search step. When a customer asks a question, the system retrieves relevant passages from a knowledge base, typically using embeddings stored in a vector database, and asks the model to answer using only that material. The approach promises answers grounded in company policy rather than the model's general knowledge.</p>
<h2>The knowledge base was the product</h2>
<p>"Our help centre had been written for humans skimming a page," said Nadia Karim, who runs customer experience at Bramble &amp; Finch. "It had three different return windows depending on which article you found, because nobody had cleaned up the old ones."</p>
<p>Before launch, the team audited roughly 900 help articles, retired about a third, and rewrote many of the rest into shorter, self-contained sections. That mattered because retrieval works on chunks of text: a paragraph that says "as mentioned above" loses its meaning once it is cut away from its context.</p>
<p>Engineers also learned to attach metadata to each chunk, including product category, region and the date a policy took effect, so the retriever could filter out irrelevant or outdated material before ranking.</p>
<h2>Lessons from the first six months</h2>
<ul>
<li><strong>Hybrid search beat pure vector search.</strong> Customers often type order numbers or exact product names, which keyword matching handles better than embeddings. Combining both improved retrieval noticeably in internal tests.</li>
<li><strong>Saying "I don't know" is a feature.</strong> The assistant is instructed to hand off to a human when retrieved passages do not clearly answer the question. Early versions guessed instead, which produced confident but wrong delivery estimates.</li>
<li><strong>Citations build trust with agents, too.</strong> Each answer links internally to its source passages, so human agents reviewing escalations can see exactly why the assistant said what it said.</li>
<li><strong>Freshness needs an owner.</strong> A policy change now triggers a re-index within an hour, and a named person is responsible for each help-centre section.</li>
</ul>
<h2>Measuring success</h2>
<p>The company tracks the share of conversations resolved without escalation, but Karim cautions against treating that number alone as the goal. "You can push deflection up by making it annoying to reach a person," she said. "We watch repeat contacts and satisfaction scores alongside it."</p>
<blockquote>"If I had to do it again, I would budget twice as much time for content cleanup and half as much for model experiments." — Nadia Karim, Bramble &amp; Finch</blockquote>
<p>The team's next project is extending retrieval to order-specific data, which raises new questions about access control. An assistant that can read shipping records must never surface one customer's details to another, and Karim says that work is being treated as a security project first and an AI project second.</p>`,
  },
  {
    slug: 'teaching-machines-to-listen-low-resource-speech-recognition',
    title: 'Teaching Machines to Listen in Languages the Internet Forgot',
    excerpt:
      'Speech recognition works well for a handful of dominant languages. Community researchers are showing how to build usable systems for languages with little recorded data.',
    category: 'nlp',
    author: 'Kofi Mensah',
    publishedDaysAgo: 55,
    tags: ['Speech Recognition', 'Low-Resource Languages', 'Multilingual AI', 'Open Data'],
    content: `<p>Ask a voice assistant a question in English, Spanish or Mandarin and it will usually understand you. Ask it in one of the thousands of languages spoken by smaller communities and it will likely fail, or quietly transcribe your words as something in a language it knows better. The gap is not mainly about algorithms. It is about data.</p>
<p>Modern automatic speech recognition systems learn from many hours of audio paired with accurate transcripts. For widely spoken languages, such material exists in abundance. For many others, there may be no large transcribed corpus at all, no standard spelling, and speakers who switch fluidly between several languages in a single sentence.</p>
<h2>Starting from a multilingual base</h2>
<p>The Sankofa Speech Collective, a volunteer network of linguists and engineers working across West Africa, has spent two years testing a practical recipe. Rather than training from scratch, the group fine-tunes large multilingual models that were pretrained on audio from many languages. Self-supervised pretraining lets those models learn general features of human speech from untranscribed recordings, which means a comparatively small set of labelled examples can go a long way.</p>
<p>"Ten hours of carefully transcribed speech used to be a rounding error," said Dr. Efua Asante, who coordinates the collective's research. "With a good multilingual starting point, it can be the difference between a useless system and one that a radio station can actually use for captioning."</p>
<h2>Collecting data the right way</h2>
<p>Asante is emphatic that the data problem cannot be solved by scraping. The collective's recording drives run through community organisations, and contributors are told how their voices will be used and can withdraw. Its guidelines include:</p>
<ul>
<li>Recording a range of ages, genders and regional accents rather than a few fluent volunteers.</li>
<li>Agreeing on transcription conventions with native speakers before labelling begins, especially where spelling is not standardised.</li>
<li>Keeping code-switched speech in the dataset instead of filtering it out, because that is how many people actually talk.</li>
<li>Holding back a test set recorded by different speakers, so reported accuracy is not inflated by familiar voices.</li>
</ul>
<h2>Measuring what matters</h2>
<p>Word error rate remains the standard metric, but Asante argues it can mislead for languages with rich morphology, where a single long word carries information that English spreads across several. The collective also reports character error rate and runs small usability studies with the people the systems are meant to serve.</p>
<blockquote>"A model is not finished when the error rate drops. It is finished when a farmer can leave a voice message for an extension officer and have it understood." — Dr. Efua Asante</blockquote>
<p>The group publishes its recording protocols and evaluation scripts openly and is now working with two regional broadcasters on live captioning pilots. Funding remains the main constraint. Annotation by skilled native speakers is slow and should be paid fairly, and Asante says that is exactly where budgets for language technology should start.</p>`,
  },
  {
    slug: 'eyes-in-the-orchard-computer-vision-full-harvests',
    title: 'Eyes in the Orchard: Computer Vision Moves From Pilot Plots to Full Harvests',
    excerpt:
      'Camera systems that count fruit, spot disease and guide sprayers are graduating from research farms to commercial orchards. Growers describe what works in the field.',
    category: 'cv',
    author: 'Tomás Herrera',
    publishedDaysAgo: 30,
    tags: ['Computer Vision', 'Agriculture', 'Edge AI', 'Precision Farming'],
    content: `<p>At first light in late summer, a small utility vehicle rolls slowly between rows of apple trees on the Halvorsen family farm. Mounted on a mast are four cameras and a box of computing hardware the size of a shoebox. By the time the vehicle reaches the end of the row, it has estimated how many apples are hanging on each tree, roughly how large they are, and which trees show early signs of fungal disease.</p>
<p>Scenes like this were confined to research stations a few years ago. Now agricultural computer vision is moving into everyday commercial use, driven by cheaper cameras, more capable edge processors and object detection models that can be adapted to new crops with relatively modest amounts of labelled imagery.</p>
<h2>What the cameras are actually doing</h2>
<p>FieldLens, the start-up that supplies the Halvorsens' system, describes three main jobs for its models:</p>
<ul>
<li><strong>Yield estimation:</strong> detecting and counting fruit on each tree, then correcting for fruit hidden behind leaves using statistical models calibrated with hand counts.</li>
<li><strong>Disease and pest scouting:</strong> flagging leaves with spotting or discolouration so agronomists can inspect specific trees instead of walking entire blocks.</li>
<li><strong>Targeted spraying:</strong> mapping canopy density so sprayers can adjust output tree by tree rather than applying a uniform dose.</li>
</ul>
<p>"The counting gets the headlines, but the spraying maps are where growers see savings first," said Marisol Vega, FieldLens's head of agronomy. "Less chemical, less fuel, fewer passes."</p>
<h2>The field is harder than the lab</h2>
<p>Outdoor vision systems face conditions that benchmark datasets rarely capture. Light changes minute by minute. Fruit is partly hidden. Dust coats the lenses, and a model trained on red apple varieties may stumble on green ones. Vega said the company's biggest early mistake was training mostly on images taken in clear midday light.</p>
<p>The fix was unglamorous: collecting images at dawn, dusk and under overcast skies, across several growing regions, and retraining regularly as new varieties were added. The team also runs its models directly on the vehicle rather than relying on a connection, because many orchards have patchy mobile coverage.</p>
<h2>Growers still make the call</h2>
<p>Lars Halvorsen, who manages the family's 60 hectares, says the system changed how he plans labour for the harvest, but not who makes decisions. "It tells me where to look," he said. "It doesn't tell me what to do about what I find."</p>
<blockquote>"The value is in the map, not the model. If my crew can't act on it by Tuesday, it doesn't matter how accurate it is." — Lars Halvorsen</blockquote>
<p>Questions remain about data ownership, since detailed orchard maps are commercially sensitive, and about cost for smaller farms. Several regional growers' cooperatives are now exploring shared equipment arrangements, in which a single camera rig visits multiple farms across the season.</p>`,
  },
  {
    slug: 'small-models-big-reach-on-device-vision',
    title: 'Small Models, Big Reach: The Quiet Shift to On-Device Vision',
    excerpt:
      'Compact vision models running on phones, cameras and sensors are cutting latency and keeping images private. Here is how teams are shrinking models without breaking them.',
    category: 'cv',
    author: 'Daniel Kim',
    publishedDaysAgo: 2,
    tags: ['On-Device AI', 'Edge AI', 'Quantization', 'Computer Vision', 'Privacy'],
    content: `<p>Much of the public conversation about artificial intelligence focuses on ever-larger models running in distant data centres. A parallel trend is getting less attention: compact vision models that run entirely on the device capturing the image, whether that is a smartphone, a doorbell camera or an inspection sensor on a factory line.</p>
<p>The reasons are practical. Sending every frame to the cloud adds latency, costs bandwidth, fails when connectivity drops and raises privacy questions about where images end up. A model that runs locally can respond in milliseconds and never needs to transmit the raw picture at all.</p>
<h2>How models get small</h2>
<p>Shrinking a vision model without wrecking its accuracy typically involves a combination of established techniques. Engineers at Kestrel Devices, which builds smart cameras for retail stock monitoring, described the sequence they follow:</p>
<ol>
<li><strong>Start with an efficient architecture.</strong> Families of networks designed for mobile hardware use cheaper operations, such as depthwise separable convolutions, to reduce computation from the outset.</li>
<li><strong>Distil from a larger teacher.</strong> A big, accurate model labels data and the small model is trained to match its outputs, often recovering much of the accuracy gap.</li>
<li><strong>Prune redundant weights.</strong> Channels or connections that contribute little are removed, followed by a short round of fine-tuning.</li>
<li><strong>Quantise.</strong> Weights and activations are converted from 32-bit floating point to 8-bit integers, cutting memory roughly fourfold and enabling faster integer arithmetic on many chips.</li>
</ol>
<p>Kestrel keeps its export settings in a simple configuration file so every release is reproducible:</p>
<pre><code>model: shelf-detector-small
input_size: 320x320
quantization:
  mode: int8
  calibration_images: 500
  per_channel: true
target_runtime: npu
max_latency_ms: 40</code></pre>
<h2>The catch: accuracy where it counts</h2>
<p>Quantisation and pruning rarely hurt average accuracy much, but they can degrade performance unevenly. "The overall score drops by a point and everyone relaxes," said Soo-ah Park, Kestrel's lead machine learning engineer. "Then you find the small model has quietly stopped recognising products in dark packaging."</p>
<p>Her team now evaluates compressed models per class and per lighting condition, and blocks a release if any important slice falls below a threshold, even when the headline number looks fine. Calibration data for quantisation is drawn from real store footage rather than clean catalogue images.</p>
<h2>Why it matters beyond engineering</h2>
<p>On-device processing also changes the privacy story. Kestrel's cameras transmit counts and alerts, not video, which Park says has made conversations with retailers' legal teams considerably shorter. Data minimisation is a core principle of regulations such as the GDPR, and keeping raw images on the device is one of the clearest ways to practise it.</p>
<p>The trade-off is flexibility: updating a model on thousands of deployed devices is harder than redeploying a cloud service. But for a growing range of tasks, small and local is proving to be good enough, and often better.</p>`,
  },
  {
    slug: 'the-new-shift-warehouse-workers-working-alongside-robots',
    title: 'The New Shift: What Warehouse Workers Say About Working Alongside Robots',
    excerpt:
      'Autonomous mobile robots now share the floor at many distribution centres. Workers, managers and researchers describe what changed, for better and for worse.',
    category: 'robotics',
    author: 'Hannah Weiss',
    publishedDaysAgo: 5,
    tags: ['Robotics', 'Warehouse Automation', 'Future of Work', 'Logistics'],
    isFeatured: true,
    content: `<p>Denise Morales has worked at the same distribution centre outside the city for eleven years. For most of that time, her job as a picker meant walking. On a busy day she would cover many kilometres of aisles, pushing a cart and scanning barcodes. Then, two years ago, the robots arrived.</p>
<p>Calder Logistics, which operates the facility for several consumer brands, introduced a fleet of autonomous mobile robots that carry totes between storage zones and packing stations. Instead of walking to the shelves, Morales now spends much of her shift at a fixed station while robots bring work to her.</p>
<p>"My feet are grateful," she said. "My shoulders, less so."</p>
<h2>Less walking, different strain</h2>
<p>Her mixed verdict echoes what researchers studying warehouse automation have been reporting. Goods-to-person systems can dramatically reduce the distance workers cover, but they can also concentrate repetitive motions into a smaller space and a faster rhythm. When the robots set the pace, breaks in the flow of work that once happened naturally, such as the walk between aisles, disappear.</p>
<p>Dr. Jonah Feld, who studies workplace technology at the Lakeshore Labor Research Center, has interviewed workers at a dozen automated facilities. "The robots are not the problem in themselves," he said. "The question is how the targets are set once management can measure every second."</p>
<blockquote>"Automation changes the job, not just the tasks. If rates are raised every time the system gets faster, the physical burden just moves around." — Dr. Jonah Feld, Lakeshore Labor Research Center</blockquote>
<h2>New roles on the floor</h2>
<p>The robots also created work that did not exist before. Calder now employs fleet technicians who handle charging problems, clear blocked paths and swap worn wheels, as well as floor coordinators who monitor the system on dashboards. Several came from the picking team after internal training.</p>
<p>Theo Brandt, Calder's regional operations director, says the company learned to involve workers earlier. After an initial rollout at another site produced complaints about station height and pacing, the company changed its approach:</p>
<ul>
<li>Station layouts are now adjustable and were tested with workers of different heights before installation.</li>
<li>Productivity targets were frozen for the first three months after go-live.</li>
<li>Pickers can pause the robot queue for micro-breaks without it counting against them.</li>
<li>Technician training is offered to existing staff before positions are advertised externally.</li>
</ul>
<h2>An unfinished story</h2>
<p>Not every worker has made the transition. Headcount at the site is lower than at its peak, which Brandt attributes to attrition rather than layoffs, a claim some workers dispute. Feld notes that the broader employment effects of warehouse robotics remain genuinely uncertain and vary a great deal between companies.</p>
<p>For Morales, the future feels less about the machines than about the people deciding how they are used. "The robot doesn't decide how fast I work," she said. "Somebody upstairs does."</p>`,
  },
  {
    slug: 'simulated-stitches-surgical-robotics-training-data',
    title: 'Simulated Stitches: How Surgical Robotics Training Is Being Rebuilt Around Data',
    excerpt:
      'Teaching hospitals are pairing robotic surgery simulators with machine learning to measure skill more objectively. Surgeons say the feedback is useful, within limits.',
    category: 'robotics',
    author: 'Aisha Bello',
    publishedDaysAgo: 117,
    tags: ['Surgical Robotics', 'Healthcare AI', 'Simulation', 'Medical Training'],
    content: `<p>Robotic-assisted surgery has spread across many specialties, from urology to general surgery. Training surgeons to use these systems safely has not always kept pace. Traditionally, trainees learned by watching, then assisting, then operating under supervision, with progress judged largely by the impressions of senior surgeons.</p>
<p>At St. Aldric Teaching Hospital, that model is being supplemented by something more measurable. Trainees now spend structured hours in a simulation lab where every movement of the robotic instruments is recorded, analysed and compared against patterns associated with expert performance.</p>
<h2>What the data captures</h2>
<p>Because the surgeon controls a robotic system through a console, the system can log details that would be impossible to record in open surgery. Dr. Rafael Lindqvist, who directs the hospital's surgical skills programme, explains that the lab's analysis focuses on several kinds of signal:</p>
<ul>
<li><strong>Economy of motion:</strong> the total distance instruments travel to complete a task, where shorter is usually better.</li>
<li><strong>Instrument collisions and out-of-view movements</strong>, which can indicate poor spatial awareness.</li>
<li><strong>Tissue handling:</strong> estimated force and the smoothness of movements during simulated suturing.</li>
<li><strong>Camera control:</strong> how often and how effectively the trainee repositions the endoscope.</li>
</ul>
<p>Machine learning models trained on recordings of experienced surgeons and trainees at different stages can then classify a session's skill level and highlight specific segments where the trainee's technique diverged from expert patterns.</p>
<h2>Feedback trainees can use</h2>
<p>For Dr. Mei Tanaka, a fourth-year resident, the most valuable output is not the overall score but the timeline. "It shows me the exact minute my movements got jerky," she said. "Usually that's when I was about to make a mistake and didn't know it yet."</p>
<p>Lindqvist stresses that the system does not certify anyone. Scores feed into discussions with supervising surgeons, who still decide when a trainee progresses to real patients. "The numbers make the conversation more specific," he said. "They don't replace it."</p>
<blockquote>"A simulator can tell you that your hands are efficient. It cannot tell you whether you made the right decision about the patient in front of you." — Dr. Rafael Lindqvist</blockquote>
<h2>Open questions</h2>
<p>Researchers in surgical education have raised concerns that should temper enthusiasm. Skill models are only as good as the examples they learned from, and if those examples come from a narrow group of surgeons, the system may penalise valid but different techniques. There is also a risk of trainees optimising for the metric, moving efficiently in simulation without developing judgement.</p>
<p>St. Aldric is addressing the first concern by collecting recordings from surgeons at partner hospitals and reviewing cases where the model and human assessors disagree. The second, Lindqvist admits, is harder. "You still need experienced people watching," he said. "That part of surgical training isn't going anywhere."</p>
<p>The hospital plans to publish its assessment rubric and a description of its evaluation methods so other programmes can critique and compare them.</p>`,
  },
  {
    slug: 'how-to-diffusion-workflow-product-photography',
    title: 'How-To: Building a Diffusion Workflow for Product Photography Without Losing the Product',
    excerpt:
      'Diffusion models can generate endless lifestyle scenes for e-commerce. The trick is keeping the actual product accurate. A step-by-step workflow for creative teams.',
    category: 'generative-ai',
    author: 'Lucía Ortega',
    publishedDaysAgo: 14,
    tags: ['Diffusion Models', 'Product Photography', 'E-commerce', 'Creative Workflow'],
    isAiGenerated: true,
    content: `<p>Diffusion models have made it possible to place a product in a sunlit kitchen, a snowy cabin or a minimalist studio in minutes rather than days. For e-commerce teams producing hundreds of images per season, the appeal is obvious. The risk is equally obvious: a generated image that subtly changes a logo, a stitch pattern or the shape of a bottle is not a product photo. It is a misrepresentation.</p>
<p>The workflow below reflects how several creative studios approach the problem. The core principle is simple: generate the scene, not the product.</p>
<h2>The step-by-step workflow</h2>
<ol>
<li><strong>Shoot a clean source image.</strong> Photograph the real product on a neutral background with consistent, well-documented lighting. This image is the ground truth and should never be regenerated.</li>
<li><strong>Create a precise mask.</strong> Segment the product from its background. Automated segmentation tools do most of the work, but edges around transparent or reflective materials usually need manual cleanup.</li>
<li><strong>Generate the background with inpainting or outpainting.</strong> Keep the product pixels locked and let the diffusion model fill in everything else. Describe the scene, surface and lighting direction in the prompt so shadows and reflections make sense.</li>
<li><strong>Use structural conditioning.</strong> Control techniques that condition generation on depth maps or edges help the model respect the product's shape and placement, reducing warped surfaces around it.</li>
<li><strong>Composite and relight.</strong> Bring the result into standard editing software to add contact shadows and adjust colour temperature so the product sits naturally in the scene.</li>
<li><strong>Run a fidelity check.</strong> Compare the product region pixel by pixel against the source. Any difference beyond the intended lighting adjustments should block the image from publication.</li>
</ol>
<h2>Where teams go wrong</h2>
<p>The most common mistake is asking a model to generate the entire image from a text prompt plus a reference photo. Even with fine-tuning methods that teach a model a specific product, fine details such as text on labels, hardware on bags or the exact number of buttons can drift. For hero images and anything on a product detail page, that drift is unacceptable.</p>
<p>A second mistake is neglecting physical plausibility. A ceramic mug floating slightly above a table, or lit from the left in a room where the window is on the right, undermines the image even when viewers cannot say why.</p>
<h2>Governance and disclosure</h2>
<p>Creative leads recommend writing down a short policy before scaling up. Useful questions include:</p>
<ul>
<li>Which image types may use generated backgrounds, and which must be fully photographed?</li>
<li>Who signs off on fidelity checks?</li>
<li>How are generated images labelled in the asset library and, where required, to customers?</li>
<li>Do the model's licence terms permit commercial use of outputs?</li>
</ul>
<p>Consumer protection rules in many markets prohibit misleading product representations regardless of how an image was made. Treating the product pixels as untouchable is the clearest way to stay on the right side of that line while still enjoying the speed diffusion models offer for everything around them.</p>`,
  },
  {
    slug: 'synthetic-data-promises-privacy-auditors-want-proof',
    title: 'Synthetic Data Promises Privacy. Auditors Want Proof.',
    excerpt:
      'Generative models can produce realistic stand-ins for sensitive records. But synthetic data is not automatically anonymous, and privacy teams are learning how to test it.',
    category: 'generative-ai',
    author: 'Marcus Hale',
    publishedDaysAgo: 84,
    tags: ['Synthetic Data', 'Privacy', 'GDPR', 'Differential Privacy', 'Data Governance'],
    content: `<p>The pitch for synthetic data is compelling. Instead of sharing real patient records or customer transactions with analysts and vendors, an organisation trains a generative model on the originals and releases artificial records that preserve the statistical patterns but correspond to no real person. Developers get realistic data; privacy officers get peace of mind.</p>
<p>In practice, the peace of mind has to be earned. Privacy researchers have shown repeatedly that generative models can memorise parts of their training data, and that a synthetic dataset can leak information about real individuals, especially people with unusual combinations of attributes.</p>
<h2>Not anonymous by default</h2>
<p>Under the GDPR, truly anonymous data falls outside the regulation's scope, but the bar for anonymity is high: individuals must not be identifiable by any means reasonably likely to be used. "Synthetic is a method, not a legal status," said Helena Voss, data protection officer at Quillon Health, a network of outpatient clinics that has spent the past year piloting synthetic records for research partners. "We have to demonstrate that the output doesn't let anyone single out or infer things about our patients."</p>
<p>Quillon's legal team initially assumed the synthetic dataset could be shared freely. Its privacy engineers disagreed, and the pilot was restructured around formal testing.</p>
<h2>How privacy teams test synthetic data</h2>
<p>Tessellate Data, the vendor Quillon works with, runs a battery of checks on every release. The main categories are:</p>
<ul>
<li><strong>Distance-to-closest-record:</strong> measuring how close each synthetic row is to its nearest real row. Near-copies are a red flag.</li>
<li><strong>Membership inference attacks:</strong> simulating an adversary who tries to determine whether a specific person's record was in the training set.</li>
<li><strong>Attribute inference:</strong> testing whether someone who knows a few facts about a person can use the synthetic data to guess a sensitive attribute such as a diagnosis.</li>
<li><strong>Outlier review:</strong> examining rare categories, such as uncommon conditions in small postcodes, where re-identification risk concentrates.</li>
</ul>
<p>For stronger guarantees, the team trains some generators with differential privacy, a mathematical framework that limits how much any single record can influence the model. The trade-off is utility: tighter privacy budgets add noise that can blur the subtle correlations researchers care about.</p>
<blockquote>"There is no free lunch. Every increment of privacy costs you some fidelity, and the job is deciding, openly, where on that curve you want to sit." — Ravi Chandrasekar, chief scientist at Tessellate Data</blockquote>
<h2>Utility is a test too</h2>
<p>Privacy is only half the evaluation. Quillon also checks whether models trained on synthetic data perform comparably to models trained on real data when both are tested on held-out real records. Where the gap is too large, the synthetic set is used for prototyping and software testing rather than research conclusions.</p>
<p>Voss says the project has changed how her organisation talks about the technology. "We stopped calling it anonymised data," she said. "We call it synthetic data with a documented risk assessment. It's longer, but it's honest."</p>`,
  },
  {
    slug: 'what-a-real-algorithmic-bias-audit-looks-like',
    title: 'What a Real Algorithmic Bias Audit Looks Like, Step by Step',
    excerpt:
      'Bias audits are moving from academic papers to contractual requirements. We followed one audit of a hiring screening tool from scoping to final report.',
    category: 'ethics',
    author: 'Priya Raman',
    publishedDaysAgo: 68,
    tags: ['Algorithmic Bias', 'AI Audits', 'Fairness', 'EU AI Act', 'Hiring'],
    isPremium: true,
    content: `<p>"Bias audit" has become one of the most frequently used and least precisely defined phrases in AI governance. Vendors advertise that their systems have been audited; buyers write audits into contracts; regulators increasingly expect them. Yet what actually happens during an audit varies enormously.</p>
<p>To understand what a rigorous process involves, Lumen spoke at length with the team at Fairline Assurance, an independent auditing firm, about a recent engagement reviewing a résumé-screening tool built by a software company they referred to as TalentGrid. Both organisations agreed to describe the process in general terms.</p>
<h2>The six stages</h2>
<ol>
<li><strong>Scoping.</strong> The auditors first agreed on what decision the system influences, who is affected and which harms matter. TalentGrid's tool ranks applicants for recruiters, so the key question was whether rankings disadvantaged protected groups.</li>
<li><strong>Data access and documentation review.</strong> Fairline reviewed training data sources, feature lists, model documentation and how the tool was configured by clients. This stage surfaced a feature measuring gaps in employment history, which the team flagged for closer analysis.</li>
<li><strong>Metric selection.</strong> Fairness has many mathematical definitions, and they can conflict. The team measured selection rate ratios between groups, error rate differences among qualified candidates, and calibration of scores across groups, and explained why each mattered.</li>
<li><strong>Testing.</strong> Using historical applicant data and controlled tests with matched résumés differing only in signals correlated with gender or age, auditors measured how rankings shifted.</li>
<li><strong>Root cause analysis.</strong> Where disparities appeared, the team traced them to features, training data or client configuration. The employment-gap feature turned out to disproportionately penalise candidates who had taken caregiving leave.</li>
<li><strong>Reporting and remediation.</strong> The final report set out findings, limitations and recommended fixes, with a follow-up test scheduled after changes were made.</li>
</ol>
<h2>The hard parts</h2>
<p>The most persistent obstacle was demographic data. Many employers do not collect sensitive attributes, or collect them inconsistently, which makes measuring disparities difficult. Fairline used voluntarily provided self-identification data where available and was explicit in its report about the uncertainty this introduced.</p>
<p>"An audit that hides its limitations is marketing," said Camille Duarte, Fairline's lead auditor. "Ours says clearly what we could test, what we couldn't, and how confident we are."</p>
<blockquote>"The most useful finding is rarely a single number. It's the mechanism: this feature, interacting with this population, produces this effect." — Camille Duarte, Fairline Assurance</blockquote>
<h2>Regulation raises the stakes</h2>
<p>The EU AI Act lists AI systems used in recruitment and worker management among its high-risk categories, which brings obligations around risk management, data governance, documentation and human oversight. Audits like Fairline's do not by themselves satisfy those requirements, but they produce much of the evidence organisations will need.</p>
<p>TalentGrid removed the employment-gap feature and added an option for clients to review ranking explanations. A follow-up test showed the disparity had narrowed substantially. Duarte calls that a good outcome, with a caveat: "An audit is a snapshot. Models drift, clients reconfigure, applicant pools change. You have to keep looking."</p>`,
  },
  {
    slug: 'keeping-the-voice-brands-guardrails-ai-written-ad-copy',
    title: 'Keeping the Voice: Brands Put Guardrails Around AI-Written Ad Copy',
    excerpt:
      'Generative tools can produce hundreds of ad variations in seconds. Marketers say the harder job is making sure every one of them still sounds like the brand.',
    category: 'marketing',
    author: 'Elena Sokolova',
    publishedDaysAgo: 21,
    tags: ['Brand Voice', 'Copywriting', 'Generative AI', 'Advertising'],
    content: `<p>When Harrow &amp; Pine, an outdoor apparel brand, started using a language model to draft paid social ads, the volume was intoxicating. A campaign that once got a dozen handwritten variations now had two hundred. Within a month, the brand team noticed a problem: the ads were performing adequately, but they no longer sounded like Harrow &amp; Pine.</p>
<p>"Everything became 'elevate your adventure,'" said Grace Okonkwo, the company's creative director. "We're a brand that makes jokes about wet socks. The model kept turning us into a luxury car commercial."</p>
<h2>Brand voice as a specification</h2>
<p>Okonkwo's team responded by turning their brand guidelines, a glossy PDF written for human designers, into something closer to a technical specification. They broke the voice into explicit rules, included examples of good and bad copy, and stored it as a structured document that every prompt references:</p>
<pre><code>voice:
  personality: dry humour, practical, never precious
  reading_level: plain, short sentences
  always:
    - mention a real use case (rain, trail, commute)
    - use second person
  never:
    - "elevate", "unleash", "journey"
    - exclamation marks in headlines
    - claims about waterproof ratings not on the spec sheet</code></pre>
<p>The last rule matters as much as the others. Generated copy occasionally stated product features that were not true, and in advertising, an inaccurate claim is a legal issue, not just a style problem.</p>
<h2>The review layer</h2>
<p>Harrow &amp; Pine now runs every generated variation through a short pipeline before a human sees it:</p>
<ul>
<li>An automated check for banned words, length limits per platform and required disclaimers.</li>
<li>A claims check that compares any product attributes mentioned against the product database.</li>
<li>A scoring step in which a separate model rates each draft against the voice rubric, with low scorers discarded.</li>
<li>Final human review by a copywriter, who edits or rejects before anything goes live.</li>
</ul>
<p>Okonkwo says the copywriters' role has shifted from writing first drafts to editing and curating, and to writing the examples that teach the system. "The best thing you can give a model is twenty lines your best writer is proud of," she said.</p>
<h2>Testing without drowning</h2>
<p>More variations also create a measurement problem. Running hundreds of ads at once spreads budget thinly, and few variants collect enough impressions for reliable A/B comparisons. Harrow &amp; Pine now limits live tests to a handful of distinct creative ideas at a time, using generation to explore and humans to choose which ideas deserve real spend.</p>
<blockquote>"Volume is not a strategy. The model gives us more options to choose from. Choosing is still the job." — Grace Okonkwo, Harrow &amp; Pine</blockquote>
<p>Agency strategist Felix Amundsen, who advises several consumer brands, sees the same pattern. "The brands doing this well treat voice as an asset they are protecting, not a constraint they are working around," he said.</p>`,
  },
  {
    slug: 'seo-after-the-answer-box-rethinking-search-traffic',
    title: 'SEO After the Answer Box: How Publishers and Brands Are Rethinking Search Traffic',
    excerpt:
      'AI-generated answers in search results are changing which queries send clicks. Marketers are shifting from chasing rankings to earning citations and direct relationships.',
    category: 'marketing',
    author: 'Kofi Mensah',
    publishedDaysAgo: 1,
    tags: ['SEO', 'Search', 'Content Strategy', 'AI Answers'],
    isPremium: true,
    content: `<p>For two decades, search engine optimisation followed a fairly stable bargain: publish useful content, earn a good ranking, receive clicks. The spread of AI-generated answer summaries at the top of search results, and of chat assistants that answer questions directly, is straining that bargain. When a user gets a satisfying answer without visiting any site, the page that supplied the information may see nothing in return.</p>
<p>Marketers interviewed for this article describe the effect as uneven rather than catastrophic. Simple factual queries appear most affected. Complex, comparative and transactional searches still tend to send people to websites, because users want detail, reassurance or a place to buy.</p>
<h2>Which content still earns the click</h2>
<p>Signal &amp; Stone, a search and content agency working with mid-sized brands, reviewed analytics across its client base over the past year. Its strategists say the pages holding up best share several traits:</p>
<ul>
<li><strong>Original information</strong> such as proprietary data, test results, pricing tools or first-hand experience that cannot be summarised from other sources.</li>
<li><strong>Depth on decisions,</strong> for example detailed comparisons and buying guides for considered purchases.</li>
<li><strong>Local and transactional intent,</strong> where the user ultimately needs to book, call or buy.</li>
<li><strong>Clear expertise signals,</strong> with named authors, sourcing and evidence of real-world knowledge.</li>
</ul>
<p>Pages that simply rephrased widely available definitions, a staple of many content calendars, have fared worst. "If a paragraph could be written by anyone with access to the same ten articles, assume an AI summary will write it instead," said Mara Lindgren, Signal &amp; Stone's head of search.</p>
<h2>From rankings to citations</h2>
<p>Some teams now track whether their brand is mentioned or cited in AI-generated answers for important queries, alongside traditional rankings. The practice is still immature, since such answers vary between sessions and few tools measure them consistently. Lindgren treats these checks as directional rather than precise.</p>
<p>The underlying advice is familiar: structured, well-organised pages with clear headings, concise answers to specific questions and accurate structured data remain easier for any system, human or machine, to understand and attribute.</p>
<h2>Owning the relationship</h2>
<p>The larger shift is strategic. Tidewater Home Services, a regional plumbing and heating company, used to rely on blog posts answering basic maintenance questions to attract visitors. As those visits declined, it redirected effort into a seasonal email newsletter, a booking tool that estimates service costs, and short video guides from its own technicians.</p>
<blockquote>"Search used to be our front door. Now it is one of several doors, and we want customers to remember our name when they walk through any of them." — Owen Pritchard, marketing manager at Tidewater Home Services</blockquote>
<p>Lindgren's summary for clients is blunt. Search remains important, but content designed only to capture traffic is losing value. Content that demonstrates genuine expertise, and channels the brand controls directly, are becoming the better investment.</p>`,
  },
  {
    slug: 'from-last-click-to-learned-credit-ml-attribution',
    title: 'From Last Click to Learned Credit: A Practical Guide to ML-Based Attribution',
    excerpt:
      'Last-click attribution undervalues most of the marketing funnel. Here is how machine learning attribution models work, where they mislead, and how to validate them.',
    category: 'ml',
    author: 'Tomás Herrera',
    publishedDaysAgo: 99,
    tags: ['Marketing Attribution', 'Machine Learning', 'Analytics', 'Incrementality'],
    isPremium: true,
    content: `<p>Every marketing team eventually asks the same question: which of our activities actually drove that sale? For years, the default answer was whatever the customer clicked last. Last-click attribution is simple and consistent, but it systematically undervalues channels that introduce customers to a brand, such as video, display and social, while over-crediting branded search and email that often capture demand created elsewhere.</p>
<p>Machine learning promises a fairer allocation of credit. Used carefully, it can help. Used naively, it can produce confident numbers that are no more accurate than the rules they replaced.</p>
<h2>The main approaches</h2>
<p>Analysts at Northwind Analytics, a marketing measurement consultancy, group the common methods into three families:</p>
<ol>
<li><strong>Data-driven path models.</strong> These analyse sequences of touchpoints for converting and non-converting users. Markov chain models estimate each channel's importance by simulating what happens to conversion rates if that channel is removed. Shapley value methods, borrowed from cooperative game theory, distribute credit based on each channel's average marginal contribution across combinations.</li>
<li><strong>Marketing mix modelling.</strong> Instead of tracking individuals, these regression-based models relate aggregate spend by channel over time to outcomes such as weekly revenue, accounting for seasonality, pricing and diminishing returns. Modern versions often use Bayesian methods to incorporate prior knowledge.</li>
<li><strong>Experiments.</strong> Geographic holdouts, conversion lift studies and randomised A/B tests measure incrementality directly by comparing groups that did and did not see a campaign.</li>
</ol>
<h2>Where learned models mislead</h2>
<p>Path-based models inherit the blind spots of their tracking data. Privacy regulation, browser restrictions on cookies and the growth of cross-device journeys mean many touchpoints are never observed. A model trained on incomplete paths will credit the channels it can see.</p>
<p>More fundamentally, most attribution models are correlational. "They tell you which channels tend to appear on the path to purchase," said Ines Moreau, Northwind's principal data scientist. "That is not the same as telling you what would have happened without them. People who were already going to buy also see a lot of retargeting ads."</p>
<blockquote>"Attribution divides credit. Incrementality measures cause. If you only have budget for one, measure cause." — Ines Moreau, Northwind Analytics</blockquote>
<h2>A practical operating model</h2>
<p>Northwind recommends combining methods rather than choosing one:</p>
<ul>
<li>Use a mix model for quarterly budget allocation across channels.</li>
<li>Use path-based attribution for day-to-day optimisation within channels, treating it as directional.</li>
<li>Run regular holdout experiments on the largest channels and use their results to calibrate the other two.</li>
<li>Document assumptions and revisit them whenever tracking coverage changes.</li>
</ul>
<p>Moreau's final advice is cultural. Attribution numbers shape budgets, and budgets shape careers, so teams have incentives to favour models that flatter their channels. Agreeing on the methodology before seeing the results, and having it owned by a neutral analytics function, removes much of that temptation.</p>`,
  },
  {
    slug: 'regional-bank-two-year-bet-machine-learning-fraud-detection',
    title: "A Regional Bank's Two-Year Bet on Machine Learning Fraud Detection",
    excerpt:
      'Cumberland Valley Bank replaced its rules-only fraud system with machine learning. Executives describe the costs, the false-positive fight and the regulators.',
    category: 'business',
    author: 'Oliver Grant',
    publishedDaysAgo: 138,
    tags: ['Fraud Detection', 'Banking', 'Machine Learning', 'Risk Management'],
    isPremium: true,
    content: `<p>Two years ago, Cumberland Valley Bank, a regional lender with a few dozen branches and a growing mobile app, faced a familiar problem. Its fraud controls consisted of hundreds of hand-written rules accumulated over a decade. They caught obvious attacks but generated so many false alarms that customers regularly had legitimate card payments declined, and analysts spent most of their time clearing alerts that turned out to be nothing.</p>
<p>"We were irritating good customers and still missing the clever fraud," said Janet Whitaker, the bank's chief risk officer. "That is the worst of both worlds."</p>
<h2>Building rather than just buying</h2>
<p>The bank evaluated several vendor platforms before choosing a hybrid approach: a licensed scoring engine combined with models its own small data science team trained on Cumberland's transaction history. The models use gradient-boosted decision trees, a workhorse technique for tabular data, drawing on features such as transaction amount relative to a customer's usual spending, merchant category, device fingerprints and the time since a password change.</p>
<p>The existing rules were not thrown away. Several encode regulatory requirements or known attack patterns, and they now run alongside the model, which assigns each transaction a risk score that determines whether it is approved, challenged with an extra verification step, or held for review.</p>
<h2>What changed, and what it cost</h2>
<p>Whitaker declined to share detailed loss figures, but described the direction of travel. False-positive alerts fell substantially in the first year, allowing the fraud team to spend more time on complex cases. Step-up verification, such as a push notification asking customers to confirm a payment, replaced many outright declines.</p>
<p>The project was not cheap. Beyond licensing and cloud costs, the bank hired two data scientists and a model risk specialist, and spent months cleaning historical data in which fraud labels were often incomplete or inconsistent.</p>
<ul>
<li><strong>Labels lag reality:</strong> many frauds are reported weeks after they occur, so recent data is always partially mislabelled.</li>
<li><strong>Fraudsters adapt:</strong> patterns shift once attackers notice a control, so the team retrains monthly and monitors for drift weekly.</li>
<li><strong>Scams are different:</strong> authorised push payment scams, where customers are manipulated into sending money themselves, require different signals than card theft.</li>
</ul>
<h2>Explaining decisions to regulators</h2>
<p>Banking supervisors expect institutions to manage model risk rigorously, and Cumberland's examiners asked detailed questions about validation, monitoring and explainability. The team produces per-decision explanations showing the features that most influenced each score, and an independent validator reviews every major model change.</p>
<blockquote>"The model is maybe thirty percent of the work. Governance, data and the people who act on the alerts are the rest." — Janet Whitaker, Cumberland Valley Bank</blockquote>
<p>Victor Ebbers, a fraud analyst who has been at the bank for nine years, says his job has changed for the better. "I used to clear a hundred alerts a day that were obviously fine," he said. "Now I spend my time on the ones that actually look like someone is trying to rob our customers."</p>`,
  },
  {
    slug: 'sizing-an-ai-budget-when-you-have-twelve-employees',
    title: 'Sizing an AI Budget When You Have Twelve Employees',
    excerpt:
      'Small businesses face a flood of AI tools and subscriptions. A practical framework for deciding what to spend, where to start and how to tell whether it is working.',
    category: 'business',
    author: 'Lucía Ortega',
    publishedDaysAgo: 166,
    tags: ['Small Business', 'AI Strategy', 'Budgeting', 'Productivity'],
    isAiGenerated: true,
    content: `<p>For a small business, the AI market can feel like a buffet with no prices on the menu. Nearly every software product now advertises AI features, standalone assistants charge monthly per-seat fees, and vendors promise productivity gains that are hard to verify. Owners with a dozen employees rarely have an IT department to sort through it all.</p>
<p>The good news is that small firms do not need an elaborate strategy. They need a simple way to decide where to spend, how much, and when to stop.</p>
<h2>Start with tasks, not tools</h2>
<p>Consultants who work with small businesses consistently recommend beginning with a list of repetitive, text-heavy or time-consuming tasks rather than a list of products. Good early candidates tend to share three characteristics: they happen often, they follow a recognisable pattern, and a mistake is easy to catch before it causes harm.</p>
<ul>
<li>Drafting first versions of quotes, proposals and routine customer emails.</li>
<li>Summarising meeting notes and long documents.</li>
<li>Producing variations of social media posts and product descriptions.</li>
<li>Categorising expenses or support requests.</li>
<li>Answering internal questions about policies and procedures.</li>
</ul>
<p>Tasks involving legal commitments, sensitive personal data or final financial figures are better left for later, once the team has experience judging AI output.</p>
<h2>A simple budgeting rule</h2>
<p>Rosalind Achterberg, who runs an advisory practice for small firms, suggests a three-stage approach. First, an experimentation budget: a small, fixed monthly amount for trial subscriptions, capped at a few tools and reviewed after ninety days. Second, a consolidation stage, keeping only tools that saved measurable time and cancelling the rest. Third, a scaling stage, rolling successful tools out to more staff.</p>
<p>"The most common waste I see isn't a big failed project," Achterberg said. "It's six overlapping subscriptions that nobody remembers signing up for."</p>
<h2>Measuring whether it works</h2>
<p>Small businesses rarely need sophisticated metrics. A basic before-and-after log is usually enough: how long did a task take before, how long does it take now including time spent checking and correcting output, and did quality hold up? If the honest answer is that checking takes as long as doing, the tool is not paying for itself.</p>
<blockquote>"Count the editing time. An AI draft that needs twenty minutes of fixing is not a five-minute task." — Rosalind Achterberg</blockquote>
<p>Hidden costs deserve attention too. Staff need time to learn new tools. Someone should read the data terms, particularly whether customer information entered into a tool may be used for training. And a short written policy covering what staff may and may not paste into AI tools protects both the business and its clients.</p>
<p>Approached this way, an AI budget looks much like any other operating expense: modest to start, tied to specific outcomes and reviewed regularly. For most small firms, that discipline matters far more than which model sits behind the product.</p>`,
  },
]
