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
<h2>Why public scores stopped being enough</h2>
<p>Public benchmarks were never designed to be procurement tools. Most were built by researchers to compare modelling techniques on a fixed, narrow task, such as multiple-choice questions across academic subjects or short coding puzzles checked by unit tests. As models improved, many of those tests saturated: when the top dozen systems score within a couple of points of one another, the ranking says more about noise than about capability.</p>
<p>There is also the problem of contamination. Benchmark questions circulate widely online, and a model trained on a large crawl of the web may have seen them, or close paraphrases of them, long before anyone tested it. Several research groups have reported that scores drop noticeably when familiar benchmark items are rewritten with new wording but the same difficulty. A high score, in other words, can partly reflect memory rather than skill.</p>
<p>The deeper mismatch is format. A benchmark typically poses one question and checks one answer. A production assistant handles long, messy conversations, calls internal tools, reads retrieved documents of uneven quality and has to decide when to refuse. "Nobody's customers write like an exam paper," Okafor said. "The failures that hurt you in production, like inventing a policy or quietly dropping an instruction halfway through a conversation, barely register on the standard tests."</p>
<h2>From static benchmarks to living test suites</h2>
<p>The alternative emerging across the industry is the task-specific evaluation suite: a curated set of real or realistic prompts, paired with expected behaviours, that is rerun every time a prompt, model version or retrieval index changes. At Castellan Software, a mid-sized maker of procurement tools, the suite began with 200 examples pulled from support transcripts. Eighteen months later it holds more than 4,000, each tagged by feature and risk level.</p>
<p>Castellan's head of machine learning, Ruth Adeyemi, described the process as closer to regression testing than research. "Every bug report that involves the model becomes a test case," she said. "If it broke once, we want to know immediately if it breaks again."</p>
<p>The suite is organised the way a product is, not the way a research dataset is. Each example records the feature it exercises, such as invoice summarisation or supplier comparison, the customer segment it came from, and a severity rating that reflects what happens if the model gets it wrong. A clumsy sentence in a summary is rated low; a wrong payment term is rated critical. Any regression on a critical case blocks a release, while low-severity changes are reviewed in aggregate.</p>
<p>Castellan also adds examples that have never gone wrong. Each quarter, Adeyemi's team writes a batch of adversarial cases by hand: contradictory instructions, contracts in unexpected languages, and users who try to talk the assistant into approving purchases outside company policy. "A suite built only from past bugs is always fighting the last war," she said.</p>
<h2>What a mature evaluation stack includes</h2>
<p>Practitioners interviewed for this article described a broadly similar set of layers:</p>
<ol>
<li><strong>Deterministic checks</strong> for anything that can be verified by code, such as valid JSON output, required fields, banned phrases or length limits.</li>
<li><strong>Reference comparisons</strong> against known-good answers, scored with string similarity or embedding distance where exact matches are unrealistic.</li>
<li><strong>Model-graded rubrics</strong>, in which a separate model scores responses against written criteria. Teams stressed that these graders must themselves be validated against human judgement.</li>
<li><strong>Human review samples</strong>, usually a small, randomly drawn slice of live traffic reviewed weekly by domain experts.</li>
<li><strong>Online signals</strong> such as thumbs-down rates, escalations to human agents and conversation abandonment.</li>
</ol>
<p>No single layer is sufficient on its own. Deterministic checks are precise but shallow; they confirm that an answer is well formed without saying whether it is right. Human review is the most trustworthy signal but also the slowest and most expensive, and a weekly sample of a few hundred conversations can miss rare failures entirely. Online signals arrive quickly but are noisy, since users click thumbs-down for reasons that have nothing to do with accuracy. The teams that seemed most confident in their releases used the layers to cross-check one another, treating a disagreement between, say, the rubric grader and the human reviewers as a finding in its own right.</p>
<h2>The grader problem</h2>
<p>The most debated layer is the use of one model to judge another. It is cheap and fast, but graders can share blind spots with the systems they assess, and they often favour longer or more confident answers. Okafor's group recommends calibrating any automated grader on a few hundred human-labelled examples and tracking agreement over time, much as a survey team would monitor inter-rater reliability.</p>
<p>The biases are well documented. Automated graders asked to compare two answers tend to prefer whichever one is shown first, so careful teams run each comparison twice with the order swapped. Some graders appear to favour text written in a style similar to their own. And graders can be won over by a fluent explanation that contains a wrong number, which is precisely the error a finance or procurement product most needs to catch.</p>
<p>"We treat the grader as a measuring instrument, and instruments need calibration," Okafor said. "If its agreement with our human experts falls below the level we signed off on, we stop trusting its scores until we understand why." Her group publishes agreement figures alongside every evaluation report, so readers can judge how much weight the automated scores deserve.</p>
<p>Cost is the other constraint. Running thousands of test prompts on every change adds up, so several teams now run a fast "smoke" subset on each commit and the full suite nightly. Castellan reports that the nightly run caught two silent regressions last quarter after a vendor updated a hosted model without changing its name.</p>
<h2>A case against over-engineering</h2>
<p>Not everyone thinks elaborate evaluation infrastructure is the right place to start. Marco Bellini, co-founder of Ledgerline, a four-person start-up building bookkeeping assistants for freelancers, argues that small teams can lose months building pipelines before they know what their users actually ask. "Fifty hand-picked examples in a spreadsheet, rerun before every release, got us further than any framework would have," he said. "You earn the right to automation by first finding out what breaks."</p>
<p>Okafor does not entirely disagree. The principle matters more than the tooling, she said: write down what good behaviour looks like for your task, check it every time something changes, and keep the examples honest by adding the cases that embarrassed you. Sophistication can come later, once the pace of changes makes manual checking impractical.</p>
<h2>What to watch</h2>
<p>Three developments are likely to shape the next year. First, evaluation is becoming a product category of its own, with vendors offering hosted test runners, grader libraries and dashboards, although practitioners warn that no vendor can supply the domain-specific examples that make a suite valuable. Second, providers of hosted models face growing pressure to pin model versions and announce changes in advance, after incidents like the silent updates Castellan's nightly run detected. Third, regulation is raising the value of the paperwork. The EU AI Act requires providers of high-risk systems to test them against defined metrics and keep records of the results, turning what was an internal engineering habit into evidence that may one day be requested.</p>
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
<p>Part of the pressure is regulatory and arrives second-hand. Large companies in Europe and elsewhere are being asked to report emissions across their value chains, not only from their own buildings and vehicles, and that obligation flows down to their suppliers. A bank or retailer that buys AI services now needs a figure from its vendor, or at least a defensible estimate, to put in its own sustainability report.</p>
<h2>Why the number is slippery</h2>
<p>Reporting "the energy used to train a model" sounds straightforward until teams try to do it. The Meridian Compute Alliance, a consortium of university clusters and hosting providers, spent a year drafting a common reporting template and found disagreement at almost every step.</p>
<ul>
<li><strong>Scope:</strong> Should the figure include only the final training run, or also the many failed and exploratory runs that preceded it? The latter can be several times larger.</li>
<li><strong>Facility overhead:</strong> Power usage effectiveness, the ratio of total facility energy to IT equipment energy, varies widely between data centres and even between seasons.</li>
<li><strong>Carbon intensity:</strong> The same kilowatt-hour can carry very different emissions depending on the local grid mix and the time of day it was consumed.</li>
<li><strong>Hardware lifecycle:</strong> Manufacturing accelerators and servers has its own footprint, which some frameworks amortise across the hardware's useful life.</li>
</ul>
<p>"Everyone wants a single headline number, and the honest answer is a range with footnotes," said Ingrid Solberg, the alliance's technical coordinator. "Our template asks for the measured figure, the method used to get it, and what was left out. The third part is the one people skip."</p>
<p>A rough, illustrative calculation shows how wide the range can be. Imagine a run using 1,000 accelerators, each drawing about 700 watts, for 30 days. The chips alone consume around 500 megawatt-hours. Add the host processors, memory and networking gear, and the IT load might approach 700 megawatt-hours; apply a facility overhead factor of 1.2 and the total nears 840. On a grid dominated by hydropower or nuclear, that could mean a few dozen tonnes of carbon dioxide. On a coal-heavy grid, it could be several hundred. Same model, same code, more than a tenfold difference in the headline number.</p>
<p>That spread is why the alliance's template insists on reporting energy and location separately. "If you only publish tonnes of CO2, nobody can tell whether you trained efficiently or just trained somewhere with clean power," Solberg said. "Both are good things. They are not the same good thing."</p>
<h2>Inference changes the picture</h2>
<p>Training attracts attention because it is a discrete, dramatic event. But several researchers point out that for widely used models, the cumulative energy spent answering user requests can eventually exceed the cost of training. That shifts the conversation toward efficiency techniques such as quantisation, distillation into smaller models, and batching requests more intelligently.</p>
<p>It also complicates disclosure. A training run ends; inference keeps going, and its footprint depends on how popular a product becomes.</p>
<p>Researchers are experimenting with per-request figures instead, such as energy per thousand queries at a stated hardware configuration and batch size. Dr. Hamid Rezaei, who studies efficient inference at Northfield Polytechnic, says those numbers are useful but fragile. "The energy for a request depends heavily on how long the answer is, how busy the server is and how many requests are batched together," he said. "A per-query number without those conditions is like a fuel economy figure without saying whether you were driving in town or on the motorway."</p>
<h2>What good practice looks like</h2>
<p>There is no universal standard yet, but the approaches gaining the most support share some traits. They favour measured power data from hardware counters and facility meters over estimates based on chip specifications. They separate energy from emissions so readers can apply their own grid assumptions. And they publish methods, not just totals.</p>
<p>In practice, the alliance's draft template asks for a short list of items that any team with access to its own logs should be able to provide:</p>
<ul>
<li>Accelerator type and count, total accelerator-hours and the measured energy for the final run.</li>
<li>An estimate, even a rough one, for experimental and failed runs, clearly labelled as such.</li>
<li>The facility overhead factor used, and whether it was measured or assumed.</li>
<li>The grid region and the carbon intensity figure applied, with its source.</li>
</ul>
<blockquote>"Transparency is not about shaming anyone for training big models," Solberg said. "It is about letting buyers and researchers make informed trade-offs, the way they already do with cost and latency."</blockquote>
<h2>The objections</h2>
<p>Not every developer is enthusiastic. Some argue that detailed energy figures reveal commercially sensitive information, since the size of a training run hints at a company's compute budget and the scale of its next model. Others worry that single numbers will be lifted out of context and used to rank models unfairly, penalising a developer who disclosed its failed experiments against one that reported only the final run.</p>
<p>There is a practical obstacle too. Many developers train on rented cloud capacity and never see the facility meters. They depend on their providers for data, and not every provider offers it at the level of a single job. Solberg's answer is to accept ranges and aggregated figures rather than insisting on precision nobody can deliver. "A range with a stated method is far more useful than silence," she said. "And once buyers start asking, the providers tend to find the data."</p>
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
<p>The old chatbot was a decision tree. It could track a parcel and recite the returns policy, but any question outside its scripts ended with a link to a contact form. During peak season the support team was handling around 14,000 conversations a month, and an analysis of transcripts by the customer experience team showed that more than half were questions the help centre already answered, if customers could find the right page. That gap, between information that existed and information people could reach, was the business case for the new assistant.</p>
<p>The team launched cautiously, routing ten percent of chat traffic to the new system for the first month and comparing outcomes against the human-only queue before widening the rollout.</p>
<h2>The knowledge base was the product</h2>
<p>"Our help centre had been written for humans skimming a page," said Nadia Karim, who runs customer experience at Bramble &amp; Finch. "It had three different return windows depending on which article you found, because nobody had cleaned up the old ones."</p>
<p>Before launch, the team audited roughly 900 help articles, retired about a third, and rewrote many of the rest into shorter, self-contained sections. That mattered because retrieval works on chunks of text: a paragraph that says "as mentioned above" loses its meaning once it is cut away from its context.</p>
<p>Engineers also learned to attach metadata to each chunk, including product category, region and the date a policy took effect, so the retriever could filter out irrelevant or outdated material before ranking.</p>
<p>Chunking itself took several rounds of experimentation. Very small chunks retrieved precisely but lost context, so the assistant would find the sentence about a fee without the condition that waived it. Very large chunks diluted the search and crowded the model's input with material it did not need. The team settled on passages of a few hundred words, each prefixed with the title of its article and the heading it sat under.</p>
<p>"Adding the headings back in was the single cheapest improvement we made," said Tomasz Wróbel, the lead engineer on the project. "A paragraph that starts 'You have 30 days' means nothing on its own. With 'Returns &gt; Upholstered furniture' in front of it, the retriever and the model both know what it is about."</p>
<h2>Lessons from the first six months</h2>
<ul>
<li><strong>Hybrid search beat pure vector search.</strong> Customers often type order numbers or exact product names, which keyword matching handles better than embeddings. Combining both improved retrieval noticeably in internal tests.</li>
<li><strong>Saying "I don't know" is a feature.</strong> The assistant is instructed to hand off to a human when retrieved passages do not clearly answer the question. Early versions guessed instead, which produced confident but wrong delivery estimates.</li>
<li><strong>Citations build trust with agents, too.</strong> Each answer links internally to its source passages, so human agents reviewing escalations can see exactly why the assistant said what it said.</li>
<li><strong>Freshness needs an owner.</strong> A policy change now triggers a re-index within an hour, and a named person is responsible for each help-centre section.</li>
</ul>
<h2>The model was the easy part</h2>
<p>The team did test models. Over the six months it compared three hosted language models of different sizes, using a set of about 600 real customer questions with answers written by senior agents. The differences between them were real but modest, and they mattered less than changes to retrieval. When the right passage reached the model, all three answered well most of the time. When it did not, all three struggled.</p>
<p>That finding shaped how the team measures quality. Wróbel's group scores retrieval separately from generation: first checking whether the passages needed to answer a question appear among the top results, then checking whether the answer is faithful to those passages. "If you only grade the final answer, you cannot tell whether to fix the search or the prompt," he said. "Splitting the two saved us weeks of guessing."</p>
<p>Bramble &amp; Finch eventually chose the mid-sized model, which was cheaper and faster than the largest option and only marginally less accurate on its test set. Response time turned out to matter to customers more than the engineers had expected.</p>
<h2>Measuring success</h2>
<p>The company tracks the share of conversations resolved without escalation, but Karim cautions against treating that number alone as the goal. "You can push deflection up by making it annoying to reach a person," she said. "We watch repeat contacts and satisfaction scores alongside it."</p>
<p>By the sixth month, the assistant was resolving about 40 percent of conversations without a handoff. Karim considers the more important figures to be the ones around that number: customers whose conversations the assistant closed were no more likely to contact support again within a week than those helped by people, and satisfaction scores for simple questions were roughly level with the human team. For complex problems, such as damaged deliveries involving several items, scores were lower, which is one reason those conversations are now routed to agents sooner.</p>
<p>Agents say the handoffs themselves have improved. When the assistant escalates, it passes along a short summary of the conversation and the passages it found. "I used to spend the first two minutes of every chat asking what the customer had already told the bot," said Priscilla Nunes, a senior support agent. "Now I start with the summary and get straight to the actual problem."</p>
<blockquote>"If I had to do it again, I would budget twice as much time for content cleanup and half as much for model experiments." — Nadia Karim, Bramble &amp; Finch</blockquote>
<h2>What comes next</h2>
<p>Other retailers have been visiting. Karim's advice to them is consistent: audit the help centre before choosing a vendor, decide in advance which questions the assistant must never answer on its own, and make sure someone owns every piece of content it relies on. She also recommends keeping transcripts of every early conversation, with customers' consent, because they are the raw material for the next round of improvements and for the test set that keeps those improvements honest. For more on how teams build such test sets, see our report on <a href="/news/beyond-the-leaderboard-evaluating-language-models-in-production">evaluating language models in production</a>.</p>
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
<p>The consequences reach well beyond voice assistants. Automatic captioning, searchable radio archives, spoken interfaces for people who do not read comfortably, and health or agricultural hotlines that can triage calls all depend on speech recognition. By most estimates, only a small fraction of the world's roughly 7,000 languages have any system that performs reliably. For the rest, the technology that is making information more accessible elsewhere risks widening the gap instead.</p>
<h2>Starting from a multilingual base</h2>
<p>The Sankofa Speech Collective, a volunteer network of linguists and engineers working across West Africa, has spent two years testing a practical recipe. Rather than training from scratch, the group fine-tunes large multilingual models that were pretrained on audio from many languages. Self-supervised pretraining lets those models learn general features of human speech from untranscribed recordings, which means a comparatively small set of labelled examples can go a long way.</p>
<p>"Ten hours of carefully transcribed speech used to be a rounding error," said Dr. Efua Asante, who coordinates the collective's research. "With a good multilingual starting point, it can be the difference between a useless system and one that a radio station can actually use for captioning."</p>
<p>The recipe has a few moving parts. The pretrained model supplies the acoustic foundation. A modest set of transcribed recordings teaches it the sounds and spelling of the target language. Then a separate text-only language model, built from whatever written material is available, such as radio scripts, school readers, community newsletters and transcribed folk stories, helps the system choose between words that sound alike. In the collective's internal tests on one northern Ghanaian language, word error rate fell from well above 60 percent with an off-the-shelf multilingual model to around 30 percent after fine-tuning on roughly twelve hours of transcribed speech.</p>
<p>Thirty percent is not good enough for dictation, Asante acknowledges, but it is good enough to search a radio archive or produce draft captions that a human editor corrects. "The first usable system changes the economics," she said. "Once editors are correcting drafts instead of typing from scratch, every correction becomes new training data."</p>
<h2>Collecting data the right way</h2>
<p>Asante is emphatic that the data problem cannot be solved by scraping. The collective's recording drives run through community organisations, and contributors are told how their voices will be used and can withdraw. Its guidelines include:</p>
<ul>
<li>Recording a range of ages, genders and regional accents rather than a few fluent volunteers.</li>
<li>Agreeing on transcription conventions with native speakers before labelling begins, especially where spelling is not standardised.</li>
<li>Keeping code-switched speech in the dataset instead of filtering it out, because that is how many people actually talk.</li>
<li>Holding back a test set recorded by different speakers, so reported accuracy is not inflated by familiar voices.</li>
</ul>
<p>Consent is treated as an ongoing relationship rather than a signature. Recordings are held under a community data agreement that specifies who may use them, for what purposes, and how any commercial licensing revenue is shared. Yaw Boateng, who runs a community radio station that has hosted several recording sessions, says that arrangement is what persuaded local elders to take part. "People have seen researchers arrive, record everything and disappear," he said. "This time the station keeps a copy, the speakers are paid, and we decide together what happens next."</p>
<p>Code-switching raises its own technical questions. A speaker in Accra or Tamale might begin a sentence in a local language, borrow a phrase from English and finish in Twi. Many systems handle this badly because they were trained on recordings in which each clip contains only one language. The collective labels the language of each stretch of speech during transcription, which lets its models learn where switches tend to happen and gives researchers a way to measure errors separately for mixed and single-language speech. Early results suggest that keeping mixed speech in training improves accuracy on exactly the recordings that matter most: ordinary conversation.</p>
<h2>Measuring what matters</h2>
<p>Word error rate remains the standard metric, but Asante argues it can mislead for languages with rich morphology, where a single long word carries information that English spreads across several. The collective also reports character error rate and runs small usability studies with the people the systems are meant to serve.</p>
<p>The usability studies are deliberately simple. Participants leave short voice messages about everyday tasks, such as reporting a sick animal or asking about a market price, and a reviewer checks whether the transcript preserves the information needed to act. A transcript can contain several word errors and still pass; another can get most words right but miss a number or a place name and fail. That second kind of failure, Asante says, is the one that matters most.</p>
<blockquote>"A model is not finished when the error rate drops. It is finished when a farmer can leave a voice message for an extension officer and have it understood." — Dr. Efua Asante</blockquote>
<h2>Who owns the voices</h2>
<p>As large technology companies expand their multilingual models, some members of the collective worry that community-gathered data could end up improving commercial products without benefiting the people who provided it. The collective's licence allows research use freely but requires agreement for commercial deployment. Asante sees that as a starting point for negotiation rather than a barrier. "We are not against companies building products in our languages," she said. "We want them to. We just want the communities to be partners, not raw material."</p>
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
<p>The economic pressure behind the shift is familiar to anyone in fruit growing. Seasonal labour is harder to find and more expensive than it was a decade ago, input costs for fuel and crop protection have risen, and buyers increasingly want reliable volume forecasts weeks before harvest. A tool that helps a grower decide where to send people and chemicals, rather than sending them everywhere, addresses all three at once.</p>
<h2>What the cameras are actually doing</h2>
<p>FieldLens, the start-up that supplies the Halvorsens' system, describes three main jobs for its models:</p>
<ul>
<li><strong>Yield estimation:</strong> detecting and counting fruit on each tree, then correcting for fruit hidden behind leaves using statistical models calibrated with hand counts.</li>
<li><strong>Disease and pest scouting:</strong> flagging leaves with spotting or discolouration so agronomists can inspect specific trees instead of walking entire blocks.</li>
<li><strong>Targeted spraying:</strong> mapping canopy density so sprayers can adjust output tree by tree rather than applying a uniform dose.</li>
</ul>
<p>"The counting gets the headlines, but the spraying maps are where growers see savings first," said Marisol Vega, FieldLens's head of agronomy. "Less chemical, less fuel, fewer passes."</p>
<p>On the Halvorsen farm, the first season of variable-rate spraying reduced the volume of fungicide applied in younger blocks, where canopies are thin, by roughly a fifth compared with the previous year's uniform programme. The yield estimates took longer to earn trust. In the first season they differed from the packhouse's final tallies by more than ten percent in some blocks; by the third, after repeated calibration, most blocks came in within a few percent.</p>
<h2>The field is harder than the lab</h2>
<p>Outdoor vision systems face conditions that benchmark datasets rarely capture. Light changes minute by minute. Fruit is partly hidden. Dust coats the lenses, and a model trained on red apple varieties may stumble on green ones. Vega said the company's biggest early mistake was training mostly on images taken in clear midday light.</p>
<p>The fix was unglamorous: collecting images at dawn, dusk and under overcast skies, across several growing regions, and retraining regularly as new varieties were added. The team also runs its models directly on the vehicle rather than relying on a connection, because many orchards have patchy mobile coverage.</p>
<p>Calibration remains a human job. Each block has a handful of marked trees whose fruit is counted by hand several times a season, and those counts are used to correct the camera's estimates for fruit it cannot see. A new apple variety typically needs a few thousand labelled images before the detector performs reliably, Vega said, and a new crop, such as pears or stone fruit, needs considerably more. "Growers sometimes expect the system to work on day one in any orchard," she said. "It works on day one in orchards like the ones it has seen."</p>
<p>Disease scouting brings a different kind of error. The system is tuned to flag generously, because a missed outbreak of scab costs far more than an unnecessary inspection. That means agronomists still walk to trees that turn out to be healthy, often because of hail damage, bird pecks or simple shadows. Vega says the false alarms are acceptable as long as they shrink the area to inspect from whole blocks to a few dozen trees.</p>
<h2>Growers still make the call</h2>
<p>Lars Halvorsen, who manages the family's 60 hectares, says the system changed how he plans labour for the harvest, but not who makes decisions. "It tells me where to look," he said. "It doesn't tell me what to do about what I find."</p>
<blockquote>"The value is in the map, not the model. If my crew can't act on it by Tuesday, it doesn't matter how accurate it is." — Lars Halvorsen</blockquote>
<p>In practice, acting on it means scheduling. Knowing several weeks ahead which blocks will carry the heaviest crop lets Halvorsen book seasonal pickers for the right days, order the right number of bins and give the packhouse a firmer estimate, which in turn helps the packhouse negotiate with buyers. "Before, I walked the rows and made an educated guess," he said. "Now I walk the rows the map tells me to worry about."</p>
<h2>The economics</h2>
<p>FieldLens charges an annual fee per hectare that includes the hardware, software updates and a set number of scouting passes. For a farm of the Halvorsens' size, the company says the cost is usually recovered through spray savings and better labour planning within two seasons, though it acknowledges that the figure varies with crop prices and weather.</p>
<p>Dr. Hanne Kjær, an agricultural economist at the Nordvik Institute for Rural Research, cautions that the benefits scale unevenly. "Large operations can spread the fixed costs across many hectares and already have staff who analyse data," she said. "For a ten-hectare family orchard, the same system may save less than it costs unless the equipment is shared." She also notes that savings on chemicals depend on how the previous programme was run; farms that were already spraying carefully have less to gain.</p>
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
<p>The hardware has caught up with the idea. Many recent smartphones and a growing number of embedded chips include dedicated neural processing units designed to run the matrix arithmetic of neural networks efficiently at low power. Even modest microcontrollers, costing a few dollars, can now run tiny image classifiers. The result is a spread of applications that rarely make headlines: document scanners that straighten and read receipts offline, wildlife cameras that only save frames containing animals, and inspection sensors that reject faulty parts on a production line before a human could blink.</p>
<h2>How models get small</h2>
<p>Shrinking a vision model without wrecking its accuracy typically involves a combination of established techniques. Engineers at Kestrel Devices, which builds smart cameras for retail stock monitoring, described the sequence they follow:</p>
<ol>
<li><strong>Start with an efficient architecture.</strong> Families of networks designed for mobile hardware use cheaper operations, such as depthwise separable convolutions, to reduce computation from the outset.</li>
<li><strong>Distil from a larger teacher.</strong> A big, accurate model labels data and the small model is trained to match its outputs, often recovering much of the accuracy gap.</li>
<li><strong>Prune redundant weights.</strong> Channels or connections that contribute little are removed, followed by a short round of fine-tuning.</li>
<li><strong>Quantise.</strong> Weights and activations are converted from 32-bit floating point to 8-bit integers, cutting memory roughly fourfold and enabling faster integer arithmetic on many chips.</li>
</ol>
<p>The order matters. Distillation works best before pruning and quantisation, while the small model still has its full numerical precision to learn with. In Kestrel's experience, a well-distilled student model is often a tenth of the teacher's size while losing only a few points of accuracy on the company's benchmark of shelf images, and pruning and quantisation then trim the remaining size and latency further. Each step is followed by a full evaluation run, so that when accuracy drops the team knows exactly which step caused it.</p>
<p>Kestrel keeps its export settings in a simple configuration file so every release is reproducible:</p>
<pre><code>model: shelf-detector-small
input_size: 320x320
quantization:
  mode: int8
  calibration_images: 500
  per_channel: true
target_runtime: npu
max_latency_ms: 40</code></pre>
<p>The 40-millisecond budget is not arbitrary. Kestrel's cameras analyse shelves as shoppers and staff move past, and anything slower means frames pile up and the device starts skipping them. Rohan Mehta, who leads Kestrel's device platform, says the team measures latency on the actual camera hardware, never on a developer's laptop, because the same model can behave very differently once it meets a specific chip's memory limits and supported operations. "A layer the accelerator doesn't support falls back to the main processor, and suddenly your 30 milliseconds becomes 200," he said.</p>
<h2>The catch: accuracy where it counts</h2>
<p>Quantisation and pruning rarely hurt average accuracy much, but they can degrade performance unevenly. "The overall score drops by a point and everyone relaxes," said Soo-ah Park, Kestrel's lead machine learning engineer. "Then you find the small model has quietly stopped recognising products in dark packaging."</p>
<p>In that case, recall on dark-packaged products had fallen from above 90 percent to the low seventies, while the overall figure moved by barely one point. Because those products were a small share of the test set, the damage was invisible in the average.</p>
<p>Her team now evaluates compressed models per class and per lighting condition, and blocks a release if any important slice falls below a threshold, even when the headline number looks fine. Calibration data for quantisation is drawn from real store footage rather than clean catalogue images.</p>
<h3>When post-training shortcuts are not enough</h3>
<p>For most models, quantising after training works well. When it does not, Kestrel switches to quantisation-aware training, in which the model is fine-tuned while simulating the reduced precision it will eventually run at, so it learns to tolerate the rounding. The team also uses mixed precision, keeping a few sensitive layers, often the first and last, at higher precision while the bulk of the network runs in 8-bit integers. Those layers add a little latency but can recover most of the accuracy lost on difficult slices such as dark packaging or glare from refrigerator doors.</p>
<h2>Keeping a fleet current</h2>
<p>Shipping a model to a device is not the end of the job. Kestrel has several thousand cameras installed across retail chains, and each model update travels over the air in stages. A new version first goes to a small group of stores, where it runs in shadow mode, making predictions that are logged but not acted on, so its output can be compared with the model already in service. Only when the comparison looks clean does the update roll out more widely, and every device keeps the previous version on hand so it can revert automatically if error rates rise.</p>
<p>"The hardest bugs are the ones that only appear in one store," Mehta said. "A new lighting installation, a seasonal display, a brand that changed its packaging. You need telemetry good enough to notice those without collecting the images themselves."</p>
<h2>Why it matters beyond engineering</h2>
<p>On-device processing also changes the privacy story. Kestrel's cameras transmit counts and alerts, not video, which Park says has made conversations with retailers' legal teams considerably shorter. Data minimisation is a core principle of regulations such as the GDPR, and keeping raw images on the device is one of the clearest ways to practise it.</p>
<p>Privacy specialists add a caution. Processing images locally reduces risk, but it does not remove it. Aggregated counts and alerts can still reveal information about people, and a device that stores images temporarily needs clear rules on retention and access. "On-device is a strong design choice, not a compliance certificate," said Adaeze Nwosu, a data protection lawyer who advises retailers. "You still need to document what the device captures, what it keeps and what leaves it."</p>
<p>Some teams are settling on hybrids. A small model on the device handles the routine cases and escalates only uncertain ones, sending a cropped or blurred image to a larger model in the cloud. That keeps most data local while preserving a route for the difficult minority of cases.</p>
<p>There is a cost argument as well. Streaming video from thousands of cameras to a data centre, and running a large model on every frame, carries a recurring bill for bandwidth and compute. Running inference on hardware the customer has already bought shifts that cost to a one-time purchase, which is one reason retailers with tight margins have been receptive.</p>
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
<p>Her experience is becoming common. Autonomous mobile robots, which navigate using cameras, lidar and floor markers rather than fixed conveyor tracks, have spread quickly through distribution centres over the past several years. Online ordering pushed warehouses to handle more, smaller orders at higher speed, while persistent turnover made it hard to keep enough experienced pickers on staff, especially during the holiday peak.</p>
<p>Those were Calder's reasons too. "We were hiring hundreds of temporary workers every autumn, training them for a week and losing a third of them before Christmas," said Gail Ferreira, Calder's head of workforce planning. "The robots don't fix that entirely, but a station job is much easier to learn than memorising a warehouse with forty thousand locations."</p>
<h2>Less walking, different strain</h2>
<p>Her mixed verdict echoes what researchers studying warehouse automation have been reporting. Goods-to-person systems can dramatically reduce the distance workers cover, but they can also concentrate repetitive motions into a smaller space and a faster rhythm. When the robots set the pace, breaks in the flow of work that once happened naturally, such as the walk between aisles, disappear.</p>
<p>Ergonomists describe the trade-off in terms of exposure. Walking many kilometres a day is tiring, but it is varied movement spread across the whole body. Station work replaces it with a short, repeated cycle of reaching, gripping, twisting and placing, sometimes more than a thousand times a shift. How harmful that is depends on details that are easy to overlook during a rollout: the height of the tote, how far the worker must reach to the put wall, whether they can switch sides, and whether they can sit or stand as they choose.</p>
<p>Dr. Jonah Feld, who studies workplace technology at the Lakeshore Labor Research Center, has interviewed workers at a dozen automated facilities. "The robots are not the problem in themselves," he said. "The question is how the targets are set once management can measure every second."</p>
<blockquote>"Automation changes the job, not just the tasks. If rates are raised every time the system gets faster, the physical burden just moves around." — Dr. Jonah Feld, Lakeshore Labor Research Center</blockquote>
<p>At Morales's station, a robot glides in roughly every twenty seconds during busy periods. A screen shows which item to take from the tote and a light on the shelf in front of her shows where it goes. Before automation, pickers on her team typically handled somewhere around a hundred items an hour, much of that time spent walking. At the stations, rates several times higher are normal. Calder says the work is less tiring overall; workers describe it as less exhausting but more relentless.</p>
<p>Andre Coleman, who has worked at the site for four years, puts it in terms of variety. "On the old system you'd walk, stretch, reach high, reach low, chat with somebody in the aisle," he said. "Now it's the same twist, the same reach, hundreds of times an hour. You feel it in different places."</p>
<p>Calder says the number of recordable injuries at the site has fallen since the robots arrived, mostly because of fewer strains from pushing heavy carts and fewer slips and collisions in the aisles. The company has also brought in an ergonomist to review station design twice a year. Feld says such figures deserve a closer look, because repetitive strain injuries develop slowly and often go unreported for months.</p>
<h2>Measuring every second</h2>
<p>The same software that directs the robots also records, in detail, how long each picker takes per item, when they pause and how their rate compares with colleagues. For managers, that data is useful for balancing workloads across stations. For workers, it can feel like constant surveillance.</p>
<p>Lawmakers have started to respond. Beginning with California in 2021, several US states have passed laws requiring large warehouse employers to disclose productivity quotas to workers in writing and barring quotas that prevent them from taking meal and rest breaks or using the bathroom. Calder says it publishes station targets on a board at the start of every shift and does not rank individual pickers publicly. Coleman says the board helps, but that the rate still sits at the back of everyone's mind. "Nobody tells you to hurry," he said. "The screen does it for them."</p>
<p>Morales now sits on the site's safety committee, which includes pickers, technicians and managers and meets monthly. The committee reviews station complaints and, since last year, the rate data itself. She says the most useful change it won was a rule that any increase in station targets must be announced a month ahead and reviewed by the ergonomist first. "It's not a union," she said. "But it's a room where we can say something before a decision is made, instead of after."</p>
<h2>New roles on the floor</h2>
<p>The robots also created work that did not exist before. Calder now employs fleet technicians who handle charging problems, clear blocked paths and swap worn wheels, as well as floor coordinators who monitor the system on dashboards. Several came from the picking team after internal training.</p>
<p>Theo Brandt, Calder's regional operations director, says the company learned to involve workers earlier. After an initial rollout at another site produced complaints about station height and pacing, the company changed its approach:</p>
<ul>
<li>Station layouts are now adjustable and were tested with workers of different heights before installation.</li>
<li>Productivity targets were frozen for the first three months after go-live.</li>
<li>Pickers can pause the robot queue for micro-breaks without it counting against them.</li>
<li>Technician training is offered to existing staff before positions are advertised externally.</li>
</ul>
<p>The technician roles pay noticeably more than picking and come with a certificate that is recognised by other operators using the same robot platform. Kelvin Osei, who spent three years as a picker before completing the six-week programme, now spends his shifts fixing robots that have stalled on a dropped label or need a wheel replaced. "I didn't know anything about batteries or sensors," he said. "Now I'm the one people call when the fleet is stuck. That's a different kind of job, and honestly, a better one."</p>
<p>Not everyone wants that kind of job, though, and the number of technician roles is small compared with the number of picking positions the robots absorbed. At Calder's site, about a dozen technicians and coordinators support a fleet of more than two hundred robots.</p>
<h2>What other operators are learning</h2>
<p>Feld says the rollouts he has studied tend to succeed or struggle for similar reasons, and few of them are technical. Sites where workers were consulted before stations were designed reported fewer complaints and lower turnover after go-live. Sites where targets were raised quickly to recover the investment saw the opposite. "Workers are usually the first to notice when a station is badly designed or a software change makes the job harder," he said. "Companies that build a channel for that feedback fix problems in weeks. The others find out from their resignation letters."</p>
<p>Brandt accepts much of that critique. Calder's first site, he says, was planned almost entirely by engineers and consultants, and it took a year to undo decisions that a few conversations with pickers would have prevented.</p>
<h2>An unfinished story</h2>
<p>Not every worker has made the transition. Headcount at the site is lower than at its peak, which Brandt attributes to attrition rather than layoffs, a claim some workers dispute. Feld notes that the broader employment effects of warehouse robotics remain genuinely uncertain and vary a great deal between companies.</p>
<p>Economists studying automation have found different results depending on the setting. In some cases, automated warehouses handle so much more volume that total employment rises even as each order requires fewer labour hours. In others, especially where demand is flat, headcount falls. Feld argues that the outcome depends as much on business strategy and bargaining power as on the technology itself.</p>
<p>Brandt points to Calder's own numbers as evidence for the optimistic version. The site now ships considerably more orders a day than it did before automation, with a workforce that he says is smaller mainly in the temporary roles that churned most. Some permanent workers are less convinced, noting that the overtime that once padded their wages in peak season has largely disappeared.</p>
<p>The next wave may test that further. Calder is trialling robotic arms that can pick certain items, such as boxed goods with regular shapes, directly from totes. Brandt says the arms struggle with soft, irregular or fragile products and are likely to work alongside people rather than replace them for years to come. Workers at the site are watching the trial closely. "They said the first robots would take the walking, and they did," Coleman said. "Now we want to know what the next ones will take."</p>
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
<p>Simulation itself is not new in surgery. Structured rating scales such as GEARS, in which experienced surgeons score recorded performances on criteria like depth perception, bimanual dexterity and efficiency, have been used in research and training for more than a decade. The limitation has always been expert time. Watching and scoring hours of footage is slow, and different raters do not always agree. Automated analysis promises to make assessment faster and more consistent, and to give trainees feedback after every session rather than a few times a year.</p>
<h2>What the data captures</h2>
<p>Because the surgeon controls a robotic system through a console, the system can log details that would be impossible to record in open surgery. Dr. Rafael Lindqvist, who directs the hospital's surgical skills programme, explains that the lab's analysis focuses on several kinds of signal:</p>
<ul>
<li><strong>Economy of motion:</strong> the total distance instruments travel to complete a task, where shorter is usually better.</li>
<li><strong>Instrument collisions and out-of-view movements</strong>, which can indicate poor spatial awareness.</li>
<li><strong>Tissue handling:</strong> estimated force and the smoothness of movements during simulated suturing.</li>
<li><strong>Camera control:</strong> how often and how effectively the trainee repositions the endoscope.</li>
</ul>
<p>Machine learning models trained on recordings of experienced surgeons and trainees at different stages can then classify a session's skill level and highlight specific segments where the trainee's technique diverged from expert patterns.</p>
<p>The programme is built around proficiency rather than hours. Trainees work through a sequence of simulated exercises, from moving rings between pegs to suturing and knot tying on synthetic tissue, and must reach a defined benchmark on each before moving to the next. The benchmarks were set by having experienced robotic surgeons at the hospital complete the same exercises. Since the lab opened, it has recorded more than 3,000 sessions, which Lindqvist describes as the programme's most valuable asset. "Every session improves our sense of what a normal learning curve looks like," he said. "That means we can spot a trainee who is stuck much earlier."</p>
<h2>Feedback trainees can use</h2>
<p>For Dr. Mei Tanaka, a fourth-year resident, the most valuable output is not the overall score but the timeline. "It shows me the exact minute my movements got jerky," she said. "Usually that's when I was about to make a mistake and didn't know it yet."</p>
<p>Lindqvist stresses that the system does not certify anyone. Scores feed into discussions with supervising surgeons, who still decide when a trainee progresses to real patients. "The numbers make the conversation more specific," he said. "They don't replace it."</p>
<blockquote>"A simulator can tell you that your hands are efficient. It cannot tell you whether you made the right decision about the patient in front of you." — Dr. Rafael Lindqvist</blockquote>
<p>Not all of the hospital's senior surgeons were convinced at first. Dr. Helen Oduya, a colorectal surgeon who supervises trainees in theatre, says she worried the scores would carry more authority than they deserved. "Numbers have a way of ending arguments they shouldn't end," she said. What changed her mind was reviewing the timelines with trainees. "It gave us something concrete to talk about. Instead of telling someone they looked hesitant, I could show them the moment and ask what they were thinking."</p>
<p>The lab made one early change at trainees' request. The first version of the dashboard displayed a ranking of residents by overall score, which several found discouraging and which encouraged rushing through exercises. The ranking was removed, and trainees now see only their own progress against the benchmark.</p>
<p>The lab is not cheap to run. Simulator consoles are expensive, and some exercises use consumable synthetic tissue. But Lindqvist argues the comparison should be with operating time, which is far more costly and carries risk to patients. Every hour of basic skill practice moved to the simulator, he says, frees supervised time in theatre for the judgement that only real cases can teach.</p>
<h2>Open questions</h2>
<p>Researchers in surgical education have raised concerns that should temper enthusiasm. Skill models are only as good as the examples they learned from, and if those examples come from a narrow group of surgeons, the system may penalise valid but different techniques. There is also a risk of trainees optimising for the metric, moving efficiently in simulation without developing judgement.</p>
<p>A further question is transfer. Studies in surgical education have generally found that simulator training improves performance in early real cases, but the evidence linking specific automated metrics to patient outcomes is still thin. Economy of motion, for example, is a reasonable proxy for skill, but a surgeon who moves carefully around a fragile structure may look less efficient than one who moves quickly and takes risks. Lindqvist says the hospital is tracking trainees' simulator data alongside their supervised operating experience to see which metrics actually predict readiness.</p>
<p>St. Aldric is addressing the first concern by collecting recordings from surgeons at partner hospitals and reviewing cases where the model and human assessors disagree. The second, Lindqvist admits, is harder. "You still need experienced people watching," he said. "That part of surgical training isn't going anywhere."</p>
<p>Data governance is another open question. Recordings of a trainee's performance are, in effect, records about an employee, and the hospital has had to decide who may view them and for what purpose. St. Aldric's policy limits access to the trainee and their supervisors, and states that simulator data will not be used in disciplinary proceedings. Extending the analysis to video from real operations, which the hospital is exploring, would add patient consent and confidentiality to those considerations.</p>
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
<p>Studios that adopted this principle early report large savings without the accuracy problems. Palisade Studio, which produces imagery for several homeware and accessories brands, used to stage four or five location shoots per season to create lifestyle images. It now photographs products once in a studio and generates most settings around them, reserving location shoots for campaign hero images. "We produce roughly three times as many images as we used to with the same team," said Beatriz Colombo, Palisade's creative operations lead. "But the product in every one of them is a photograph. That is the rule we do not break."</p>
<h2>The step-by-step workflow</h2>
<ol>
<li><strong>Shoot a clean source image.</strong> Photograph the real product on a neutral background with consistent, well-documented lighting. This image is the ground truth and should never be regenerated.</li>
<li><strong>Create a precise mask.</strong> Segment the product from its background. Automated segmentation tools do most of the work, but edges around transparent or reflective materials usually need manual cleanup.</li>
<li><strong>Generate the background with inpainting or outpainting.</strong> Keep the product pixels locked and let the diffusion model fill in everything else. Describe the scene, surface and lighting direction in the prompt so shadows and reflections make sense.</li>
<li><strong>Use structural conditioning.</strong> Control techniques that condition generation on depth maps or edges help the model respect the product's shape and placement, reducing warped surfaces around it.</li>
<li><strong>Composite and relight.</strong> Bring the result into standard editing software to add contact shadows and adjust colour temperature so the product sits naturally in the scene.</li>
<li><strong>Run a fidelity check.</strong> Compare the product region pixel by pixel against the source. Any difference beyond the intended lighting adjustments should block the image from publication.</li>
</ol>
<h2>Getting the details right</h2>
<p>Each step has its own pitfalls. Masks are the most common source of trouble: a halo of old background around the edge of a glass vase or a chrome kettle becomes obvious once the new scene is generated behind it. Colombo's team expands each mask by a few pixels for generation and then composites the original product edge back on top, so the model has room to blend without touching the product itself.</p>
<p>Prompts benefit from structure. Teams that write them freehand get inconsistent results across a product line. A reusable template helps, with slots for:</p>
<ul>
<li><strong>Surface:</strong> the material the product rests on, such as oiled oak, honed marble or linen.</li>
<li><strong>Setting:</strong> the room or environment, described in a few concrete words rather than adjectives like "luxurious".</li>
<li><strong>Light:</strong> direction, softness and time of day, matched to how the source photo was lit.</li>
<li><strong>Camera:</strong> the angle and approximate focal length, again matched to the source shot.</li>
<li><strong>Exclusions:</strong> elements that must not appear, such as other branded products, people or text.</li>
</ul>
<p>Recording the lighting set-up of every source photograph, including the position of the key light and the colour temperature, makes the matching step far easier. It is a small habit at the shoot that saves hours in post-production.</p>
<h2>Where teams go wrong</h2>
<p>The most common mistake is asking a model to generate the entire image from a text prompt plus a reference photo. Even with fine-tuning methods that teach a model a specific product, fine details such as text on labels, hardware on bags or the exact number of buttons can drift. For hero images and anything on a product detail page, that drift is unacceptable.</p>
<p>A second mistake is neglecting physical plausibility. A ceramic mug floating slightly above a table, or lit from the left in a room where the window is on the right, undermines the image even when viewers cannot say why.</p>
<p>A third mistake is inconsistency across a set. A product listing with five lifestyle images, each with a different kitchen, a different season and different colour grading, looks assembled rather than designed. Studios increasingly generate a small library of approved scenes for each collection and reuse them, which also makes it easier to review every background once rather than every image individually.</p>
<p>Hands deserve a special warning. Generated people, and generated hands in particular, remain prone to small anatomical errors, and an image of a hand gripping a product requires the model to work around the product's edges in ways that often go wrong. Most studios photograph real hands with the real product when a shot needs them, and keep generated scenes free of people.</p>
<h2>Measuring the payoff</h2>
<p>The cost case is straightforward. A generated lifestyle image still needs a studio shot, a retoucher and a reviewer, but it avoids the location fees, set building and travel that a physical shoot involves. Whether the images sell better is a separate question. Palisade's clients have run tests comparing product pages with and without generated lifestyle images, and Colombo says the results vary by category: lifestyle scenes tend to help with furniture and decor, where customers want to imagine a product in a room, and matter less for items bought on specifications.</p>
<p>Colombo tracks one more number: review time. In Palisade's first months, fidelity checks and art direction reviews took longer than the generation itself, because reviewers were unsure what to look for. A written checklist and the automated pixel comparison in step six brought that down considerably. "The machine can tell you the product is untouched," she said. "A person still has to decide whether the picture is any good."</p>
<h2>Governance and disclosure</h2>
<p>Creative leads recommend writing down a short policy before scaling up. Useful questions include:</p>
<ul>
<li>Which image types may use generated backgrounds, and which must be fully photographed?</li>
<li>Who signs off on fidelity checks?</li>
<li>How are generated images labelled in the asset library and, where required, to customers?</li>
<li>Do the model's licence terms permit commercial use of outputs?</li>
</ul>
<p>Provenance is worth considering too. Some teams now attach Content Credentials, metadata based on the C2PA standard that records how an image was created and edited, to generated images in their asset libraries. Even where disclosure to customers is not required, a reliable internal record makes it much easier to answer questions later about which images were generated and which were photographed.</p>
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
<p>Demand is growing anyway. Hospitals want to share data with university researchers without lengthy access agreements. Banks and insurers want realistic records for testing software without exposing customers. And developers of machine learning systems want more training examples for rare events, such as uncommon fraud patterns or unusual clinical presentations, than real data can supply. Vendors selling synthetic data platforms have multiplied to meet that demand, and many of their marketing materials describe the output as privacy-safe by design.</p>
<h2>Not anonymous by default</h2>
<p>Under the GDPR, truly anonymous data falls outside the regulation's scope, but the bar for anonymity is high: individuals must not be identifiable by any means reasonably likely to be used. "Synthetic is a method, not a legal status," said Helena Voss, data protection officer at Quillon Health, a network of outpatient clinics that has spent the past year piloting synthetic records for research partners. "We have to demonstrate that the output doesn't let anyone single out or infer things about our patients."</p>
<p>Her phrasing echoes a long-standing test in European data protection practice. Guidance on anonymisation from EU regulators has for years framed the risks in three parts: singling out an individual, linking records relating to the same person across datasets, and inferring information about someone. A synthetic dataset has to be assessed against all three, and with an eye to other data an attacker might combine it with, not just on its own.</p>
<p>Quillon's legal team initially assumed the synthetic dataset could be shared freely. Its privacy engineers disagreed, and the pilot was restructured around formal testing.</p>
<p>Regulators have been cautious in the same direction. European data protection authorities and the UK Information Commissioner's Office have discussed synthetic data as a promising privacy-enhancing technology, while making clear that its effectiveness depends on how it is generated and that output which still allows individuals to be identified remains personal data.</p>
<p>Quillon's restructured pilot now sorts releases into tiers. Data intended for internal software testing, where realism matters less, can be generated with strong privacy protections and shared widely among staff. Data intended for external researchers must pass the full battery of tests, and each release is approved by Voss's office with a written risk assessment. Anything that fails is either regenerated with stronger protections or not released at all.</p>
<h2>How privacy teams test synthetic data</h2>
<p>Tessellate Data, the vendor Quillon works with, runs a battery of checks on every release. The main categories are:</p>
<ul>
<li><strong>Distance-to-closest-record:</strong> measuring how close each synthetic row is to its nearest real row. Near-copies are a red flag.</li>
<li><strong>Membership inference attacks:</strong> simulating an adversary who tries to determine whether a specific person's record was in the training set.</li>
<li><strong>Attribute inference:</strong> testing whether someone who knows a few facts about a person can use the synthetic data to guess a sensitive attribute such as a diagnosis.</li>
<li><strong>Outlier review:</strong> examining rare categories, such as uncommon conditions in small postcodes, where re-identification risk concentrates.</li>
</ul>
<p>The first release Quillon tested did not pass. Roughly one in every few hundred synthetic records was close enough to a real patient to be considered a near-copy, and most of those belonged to patients with rare conditions in small towns, exactly the group most at risk of re-identification. "The generator had done what generators do with rare examples: it had nothing else to learn from, so it learned them almost by heart," said Ravi Chandrasekar, Tessellate's chief scientist. The fix combined several measures: coarsening locations to wider regions, grouping very rare diagnoses into broader categories before training, and retraining the generator with differential privacy.</p>
<p>For stronger guarantees, the team trains some generators with differential privacy, a mathematical framework that limits how much any single record can influence the model. The trade-off is utility: tighter privacy budgets add noise that can blur the subtle correlations researchers care about.</p>
<blockquote>"There is no free lunch. Every increment of privacy costs you some fidelity, and the job is deciding, openly, where on that curve you want to sit." — Ravi Chandrasekar, chief scientist at Tessellate Data</blockquote>
<p>The strength of a differential privacy guarantee is expressed by a parameter usually called epsilon: the smaller it is, the less any individual record can affect the output, and the stronger the protection. There is no universally agreed safe value, and settings used in practice vary widely. Tessellate states the value used for every release in its documentation, alongside the test results, so that reviewers can compare releases and challenge the choice if they disagree with it.</p>
<h2>Utility is a test too</h2>
<p>Privacy is only half the evaluation. Quillon also checks whether models trained on synthetic data perform comparably to models trained on real data when both are tested on held-out real records. Where the gap is too large, the synthetic set is used for prototyping and software testing rather than research conclusions.</p>
<p>One of Quillon's research partners, Dr. Lionel Beaumont, an epidemiologist at Westbrook University, has tested the data on a model predicting hospital readmissions. Trained on synthetic records, the model performed nearly as well as one trained on the real data, when both were evaluated on real held-out patients. The weaker area was subgroup analysis. "For large groups the patterns hold up well," Beaumont said. "For small subgroups, like a particular age band with a particular condition, the synthetic data gets noisy. You can use it to design a study, but you confirm the findings on the real data under proper controls."</p>
<h2>Where the field is heading</h2>
<p>Standards for evaluating synthetic data are still forming, and different vendors run different tests under similar names, which makes comparison difficult. Privacy researchers are also developing more capable attacks, which means a dataset that passed its tests two years ago might not pass today. Quillon has responded by setting an expiry date on every external release: research partners must request a new version, generated and tested with current methods, rather than keeping old copies indefinitely.</p>
<p>Some vendors argue that the testing regime has become too conservative, and that treating every synthetic dataset as potentially personal data discourages organisations from using a technology that is, in most cases, far safer than sharing the originals. Chandrasekar has some sympathy for that view but thinks the answer lies in better evidence rather than looser language. "If the risk is low, the tests will show it, and the assessment will say so," he said. "What we should stop doing is promising anonymity in the brochure and hoping nobody checks."</p>
<p>The testing has a cost. Each external release at Quillon now takes around two weeks from generation to approval, most of it spent on attack simulations and the outlier review. Voss considers that a reasonable price, and much shorter than the months a traditional data access agreement can take.</p>
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
<h2>Why definitions matter</h2>
<p>Part of the confusion is that "audit" covers very different activities. Some are compliance exercises that check whether required documentation exists. Some are narrow technical tests of a model's outputs against a fairness metric. The most thorough, sometimes called sociotechnical audits, examine the model together with the data it learned from, the way clients configure it and the decisions people make with its results. A vendor that says its tool "passed an audit" may be describing any of these.</p>
<p>Law is starting to impose some structure. New York City's Local Law 144, enforced since 2023, requires employers that use automated employment decision tools for candidates in the city to commission an independent bias audit, publish a summary of the results and notify candidates that such a tool is in use. The required audit centres on impact ratios, which compare selection or scoring rates across sex and race or ethnicity categories. Critics argue that the law's scope is narrow and its metrics limited, but it has made published audit summaries a normal sight on recruitment pages, and it has given firms like Fairline a baseline to build on.</p>
<h2>The six stages</h2>
<ol>
<li><strong>Scoping.</strong> The auditors first agreed on what decision the system influences, who is affected and which harms matter. TalentGrid's tool ranks applicants for recruiters, so the key question was whether rankings disadvantaged protected groups.</li>
<li><strong>Data access and documentation review.</strong> Fairline reviewed training data sources, feature lists, model documentation and how the tool was configured by clients. This stage surfaced a feature measuring gaps in employment history, which the team flagged for closer analysis.</li>
<li><strong>Metric selection.</strong> Fairness has many mathematical definitions, and they can conflict. The team measured selection rate ratios between groups, error rate differences among qualified candidates, and calibration of scores across groups, and explained why each mattered.</li>
<li><strong>Testing.</strong> Using historical applicant data and controlled tests with matched résumés differing only in signals correlated with gender or age, auditors measured how rankings shifted.</li>
<li><strong>Root cause analysis.</strong> Where disparities appeared, the team traced them to features, training data or client configuration. The employment-gap feature turned out to disproportionately penalise candidates who had taken caregiving leave.</li>
<li><strong>Reporting and remediation.</strong> The final report set out findings, limitations and recommended fixes, with a follow-up test scheduled after changes were made.</li>
</ol>
<p>The testing stage deserves a closer look, because it is where audits most often cut corners. Fairline ran two kinds of tests. The first was observational: using a year of historical applications from several client deployments, the team compared how often candidates from different groups landed in the top tier of the ranking. The second was experimental. Auditors built roughly 2,000 pairs of résumés that were identical in qualifications but differed in a single signal, such as a women's sports club, a career break or a graduation year that implied an older candidate, and measured how far each change moved the ranking.</p>
<p>For the observational analysis, the team started with a long-standing benchmark from US employment practice, the four-fifths rule, under which a selection rate for one group that is less than 80 percent of the rate for the most-selected group is generally treated as evidence of possible adverse impact. Tobias Renner, the Fairline statistician who led the testing, describes it as a smoke alarm, not a verdict. "It tells you where to look," he said. "Small samples can trip it by chance, and large disparities can hide inside groups that pass it."</p>
<h3>What the numbers showed</h3>
<p>Across most role families, the tool's rankings showed no disparity large enough to concern the auditors. The exception was concentrated in roles that clients had configured to weight continuous experience heavily. There, women were noticeably less likely than men to be ranked in the top tier, with an impact ratio well below the four-fifths threshold. The paired résumé tests pointed to the cause: adding a career break of more than a year moved a candidate down the ranking by a substantial margin, regardless of how strong the rest of the résumé was. Women in the historical data were far more likely than men to have such a break.</p>
<p>Neither the feature nor its effect was hidden. The employment-gap measure had been added years earlier because clients believed it predicted job performance. Nobody had checked whether it did, or whom it affected.</p>
<p>The auditors also looked at combinations of characteristics. Age on its own showed only a mild effect, and sex on its own a moderate one in the affected roles, but women over 40 fared worst of any group, partly because they were the most likely to have had a career break at some point. Intersectional effects like this are easy to miss when each characteristic is tested separately, and they are one reason Fairline insists on looking at how a feature affects real populations rather than only at headline ratios.</p>
<h2>The hard parts</h2>
<p>The most persistent obstacle was demographic data. Many employers do not collect sensitive attributes, or collect them inconsistently, which makes measuring disparities difficult. Fairline used voluntarily provided self-identification data where available and was explicit in its report about the uncertainty this introduced.</p>
<p>Some auditors fill the gap statistically, estimating likely demographics from names and postcodes, a technique borrowed from fair lending analysis in the United States. Fairline used such estimates only as a cross-check and never as the basis for a finding, because the methods are least accurate for exactly the smaller groups an audit most needs to protect. Where a group was too small to measure reliably, the report said so rather than publishing a number that might mislead.</p>
<p>"An audit that hides its limitations is marketing," said Camille Duarte, Fairline's lead auditor. "Ours says clearly what we could test, what we couldn't, and how confident we are."</p>
<blockquote>"The most useful finding is rarely a single number. It's the mechanism: this feature, interacting with this population, produces this effect." — Camille Duarte, Fairline Assurance</blockquote>
<p>Independence is a recurring concern in the auditing business, because the organisation being audited usually pays the bill. Fairline's own rules prohibit it from consulting on the design of any system it audits, require that the audit scope be agreed in writing before any testing begins, and give the firm the right to state in its report if access to data or documentation was restricted. Duarte acknowledges that those rules do not remove the underlying tension. "Every auditor knows who pays them," she said. "The protection is a method that is written down before the results come in."</p>
<p>For TalentGrid, the process was uncomfortable but useful. "Nobody enjoys reading a finding like that about their own product," said Naomi Feldstein, the company's head of product trust. "But we would much rather learn it from an auditor we hired than from a rejected candidate's lawyer or a regulator." She said the audit also exposed a gap in how the company supported clients: several had switched on heavy weighting for continuous experience without understanding its effects, and TalentGrid has since added warnings to the configuration screen.</p>
<h2>Questions buyers should ask</h2>
<p>For organisations buying tools that rank or screen people, Duarte suggests a short set of questions before relying on any vendor's audit claim:</p>
<ul>
<li>Who performed the audit, and were they independent of the system's design?</li>
<li>What exactly was tested: the model alone, or the model as configured by customers like you?</li>
<li>Which fairness metrics were used, for which groups, and why those?</li>
<li>What could the auditors not test, and how confident are they in the results?</li>
<li>When was the audit done, and what changes to the system have been made since?</li>
</ul>
<h2>Regulation raises the stakes</h2>
<p>The EU AI Act lists AI systems used in recruitment and worker management among its high-risk categories, which brings obligations around risk management, data governance, documentation and human oversight. Audits like Fairline's do not by themselves satisfy those requirements, but they produce much of the evidence organisations will need.</p>
<p>The Act splits obligations between providers, who build the systems, and deployers, the employers who use them. Providers must maintain risk management and quality management systems and technical documentation, and must carry out a conformity assessment before placing a system on the market. Deployers must assign human oversight, monitor the system in use and inform workers and candidates where required. The obligations are being phased in over several years, and many employers are only now discovering that they will carry duties of their own, not just contractual assurances from their vendors.</p>
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
<p>The problem is widespread. Language models learn from enormous amounts of existing marketing copy, and left to themselves they drift toward its average: upbeat, vague and full of the same verbs. For brands that have spent years building a recognisable tone, that drift is a real cost, even when the ads still perform. Distinctive copy is part of what makes people remember who an ad was for.</p>
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
<p>The specification took several drafts. The first version described the voice with adjectives, such as "friendly", "witty" and "grounded", which the model interpreted in exactly the generic way the team was trying to avoid. What worked better were contrasting pairs: a line the brand would run next to a similar line it would never run, with a sentence explaining the difference. "Telling a model to be funny is useless," Okonkwo said. "Showing it that we say 'Your socks will thank you' and never 'Experience unparalleled comfort' actually changes what it writes."</p>
<h2>The review layer</h2>
<p>Harrow &amp; Pine now runs every generated variation through a short pipeline before a human sees it:</p>
<ul>
<li>An automated check for banned words, length limits per platform and required disclaimers.</li>
<li>A claims check that compares any product attributes mentioned against the product database.</li>
<li>A scoring step in which a separate model rates each draft against the voice rubric, with low scorers discarded.</li>
<li>Final human review by a copywriter, who edits or rejects before anything goes live.</li>
</ul>
<p>The filters are strict by design. On a typical campaign, around two-thirds of generated drafts survive the automated checks, and copywriters approve perhaps one in five of those, usually after editing. The team considers that ratio healthy. The point of generating many options is to give people more good ones to choose from, not to publish most of what the model produces.</p>
<p>Even with that attrition, the process is faster than it was. A set of platform-ready variations for a new product launch used to take a copywriter most of a week. It now takes about two days, with most of that time spent editing and reviewing rather than staring at a blank page. The savings have not been used to cut the copy team; they have gone into more campaigns for smaller product lines that previously got no bespoke copy at all.</p>
<p>Okonkwo says the copywriters' role has shifted from writing first drafts to editing and curating, and to writing the examples that teach the system. "The best thing you can give a model is twenty lines your best writer is proud of," she said.</p>
<h2>Where the guardrails slip</h2>
<p>The system works best on routine product ads and struggles elsewhere. Humour is the clearest example: the model can imitate the shape of the brand's jokes but often misjudges them, producing lines that are mildly funny in isolation and odd next to a photo of a rain-soaked hiker. Topical copy is riskier still, and the team does not use generation at all for ads that refer to news, weather events or holidays with cultural sensitivities.</p>
<p>Localisation was another surprise. When Harrow &amp; Pine expanded its paid social campaigns to Germany and the Netherlands, translated versions of the voice rules produced copy that was technically correct and tonally off. The company now works with local copywriters who write their own example lines for each market, rather than relying on translations of the English ones.</p>
<p>Accountability does not change with the tooling. Advertising regulators and consumer protection authorities hold the advertiser responsible for what its ads say, whoever or whatever drafted them, which is why the claims check and the final human review are the two steps Okonkwo says she would never remove.</p>
<h2>Testing without drowning</h2>
<p>More variations also create a measurement problem. Running hundreds of ads at once spreads budget thinly, and few variants collect enough impressions for reliable A/B comparisons. Harrow &amp; Pine now limits live tests to a handful of distinct creative ideas at a time, using generation to explore and humans to choose which ideas deserve real spend.</p>
<p>Each idea is then tested in a few generated phrasings to find the strongest execution, rather than dozens. Okonkwo says the approach has produced clearer results than the early free-for-all. In the brand's spring campaign, one concept, built around the misery of a soaked commute, outperformed the others by a wide margin across platforms, a finding that would have been lost in noise had the budget been spread across two hundred variations.</p>
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
<p>The pattern shows up clearly in analytics. Across the roughly forty client websites it manages, Signal &amp; Stone found that pages targeting simple informational questions were being shown in search results as often as before, or more often, while receiving noticeably fewer clicks. On some sites, clicks to definition and how-to pages fell by around a quarter year on year. Product pages, pricing pages and detailed comparisons were broadly stable. The gap between impressions and clicks, once a minor metric, has become one of the first things the agency's analysts check.</p>
<p>That shift matters most for organisations whose business model depends on volume. A publisher funded by display advertising feels every lost visit. A local service business, which needs only a few dozen good enquiries a month, may barely notice, as long as the visitors who still arrive are the ones ready to buy.</p>
<h2>Which content still earns the click</h2>
<p>Signal &amp; Stone, a search and content agency working with mid-sized brands, reviewed analytics across its client base over the past year. Its strategists say the pages holding up best share several traits:</p>
<ul>
<li><strong>Original information</strong> such as proprietary data, test results, pricing tools or first-hand experience that cannot be summarised from other sources.</li>
<li><strong>Depth on decisions,</strong> for example detailed comparisons and buying guides for considered purchases.</li>
<li><strong>Local and transactional intent,</strong> where the user ultimately needs to book, call or buy.</li>
<li><strong>Clear expertise signals,</strong> with named authors, sourcing and evidence of real-world knowledge.</li>
</ul>
<p>Pages that simply rephrased widely available definitions, a staple of many content calendars, have fared worst. "If a paragraph could be written by anyone with access to the same ten articles, assume an AI summary will write it instead," said Mara Lindgren, Signal &amp; Stone's head of search.</p>
<p>One client, a retailer of kitchen equipment, illustrates both sides. Its library of short articles explaining cooking terms lost much of its traffic over the year. Meanwhile, a set of long comparison pages based on the company's own testing of blenders and stand mixers, with measured noise levels, photos of results and plain verdicts, gained visits and became the site's most reliable source of sales from search. "The test data is the thing nobody else has," Lindgren said. "An answer engine can summarise it, but people still click through to see the evidence."</p>
<p>The retailer did not simply delete the weaker pages. Analysts merged dozens of thin glossary entries into a handful of substantial guides, each linked to relevant products and comparisons, and redirected the old addresses to them. Pages that still attracted links from other sites were updated with original photographs and tips from the company's own demonstration chefs. The rest were retired. Total page count fell by about forty percent, and Lindgren says the remaining pages are easier both for people and for search systems to make sense of.</p>
<h2>From rankings to citations</h2>
<p>Some teams now track whether their brand is mentioned or cited in AI-generated answers for important queries, alongside traditional rankings. The practice is still immature, since such answers vary between sessions and few tools measure them consistently. Lindgren treats these checks as directional rather than precise.</p>
<p>The underlying advice is familiar: structured, well-organised pages with clear headings, concise answers to specific questions and accurate structured data remain easier for any system, human or machine, to understand and attribute.</p>
<p>In practice, citation tracking at Signal &amp; Stone is mostly manual. For each client, analysts maintain a list of around a hundred priority questions and check each week, across several AI assistants and search engines, whether the brand is mentioned, whether it is cited as a source and whether that citation includes a link. Because the same question can produce different answers minutes apart, the agency looks at trends over months rather than any single check.</p>
<p>What appears to influence those answers is not only the brand's own site. AI systems draw on reviews, forum discussions, news coverage and comparison sites, so a brand that is discussed accurately and often across the web has a better chance of being mentioned than one that exists mainly on its own pages. For some clients, Signal &amp; Stone now spends as much effort on digital public relations and review management as on on-page optimisation.</p>
<h3>The crawler question</h3>
<p>Publishers face a harder decision: whether to let AI companies' crawlers access their content at all. Blocking them in a site's robots.txt file can keep material out of some training datasets and answer engines, but it may also remove the publisher from answers that would otherwise cite it. Several publishers have negotiated licensing agreements instead; smaller ones rarely have that option.</p>
<p>"We went back and forth for months," said Harriet Collins, audience director at the Valley Courier, a regional news publisher. "In the end we blocked crawlers used only for training and allowed the ones that send readers back to us. It is not a perfect line, and we review it every quarter."</p>
<h2>Owning the relationship</h2>
<p>The larger shift is strategic. Tidewater Home Services, a regional plumbing and heating company, used to rely on blog posts answering basic maintenance questions to attract visitors. As those visits declined, it redirected effort into a seasonal email newsletter, a booking tool that estimates service costs, and short video guides from its own technicians.</p>
<blockquote>"Search used to be our front door. Now it is one of several doors, and we want customers to remember our name when they walk through any of them." — Owen Pritchard, marketing manager at Tidewater Home Services</blockquote>
<p>The results have been encouraging, if not dramatic. Organic search visits to Tidewater's site fell by roughly a third over eighteen months, but booked jobs from the website held steady, and the newsletter list grew to more than 15,000 local subscribers. The cost estimator, which asks a few questions about a boiler or a leak and returns a price range, now accounts for a growing share of bookings. Pritchard says the visitors who arrive today are fewer but further along in their decision.</p>
<h2>The case for patience</h2>
<p>Not everyone agrees that the old model is fading. Some search specialists argue that AI answers are still a small share of total searches for commercial topics, that usage patterns are changing quickly, and that brands risk overreacting by abandoning content that still works. Lindgren accepts part of that argument. "Nobody should delete a page that is still earning its keep," she said. "The point is to stop producing more of the kind of page that isn't."</p>
<h2>What to watch</h2>
<p>Several open questions will shape the next year. Search companies are experimenting with advertising inside AI-generated answers, which could change the economics again. Referral traffic from chat assistants is still small for most sites but, according to several agencies, tends to convert well, since those visitors have often already compared options. And measurement remains immature: until tools report citations as reliably as rankings, marketers will be making decisions with partial data.</p>
<p>The legal and commercial relationship between answer engines and the sites they draw from is also unsettled, with publishers pressing for payment, clearer attribution or both. Whatever emerges will affect how much of the value created by good content flows back to the people who made it.</p>
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
<p>The problem is sharpened by the way advertising platforms report their own results. Each platform counts the conversions it believes it influenced, using its own attribution window and its own rules about views and clicks. Add up the figures across platforms and the total routinely exceeds the number of sales that actually happened. One Northwind client, a direct-to-consumer furniture brand, found that its platforms collectively claimed credit for about 160 percent of its online orders in a single quarter. Every channel looked profitable. The business as a whole was not growing.</p>
<h2>The main approaches</h2>
<p>Analysts at Northwind Analytics, a marketing measurement consultancy, group the common methods into three families:</p>
<ol>
<li><strong>Data-driven path models.</strong> These analyse sequences of touchpoints for converting and non-converting users. Markov chain models estimate each channel's importance by simulating what happens to conversion rates if that channel is removed. Shapley value methods, borrowed from cooperative game theory, distribute credit based on each channel's average marginal contribution across combinations.</li>
<li><strong>Marketing mix modelling.</strong> Instead of tracking individuals, these regression-based models relate aggregate spend by channel over time to outcomes such as weekly revenue, accounting for seasonality, pricing and diminishing returns. Modern versions often use Bayesian methods to incorporate prior knowledge.</li>
<li><strong>Experiments.</strong> Geographic holdouts, conversion lift studies and randomised A/B tests measure incrementality directly by comparing groups that did and did not see a campaign.</li>
</ol>
<h3>A simplified example</h3>
<p>To see how a path model assigns credit, imagine a brand with 1,000 conversions in a month and three channels: paid social, display and paid search. A Markov model estimates a removal effect for each channel, meaning the share of conversions that would be lost if that channel disappeared from every customer's path. Suppose removing paid social would cut conversions by 40 percent, removing display by 20 percent and removing paid search by 60 percent. The effects add up to more than 100 percent, because many paths run through more than one channel, so they are scaled down proportionally. Paid search receives half of the credit, or 500 conversions, paid social about 333 and display about 167.</p>
<p>A last-click model applied to the same data might have given paid search 80 percent of the credit, since it is so often the final step before purchase. The Markov version shifts credit toward channels that appear earlier on converting paths. Whether that shift reflects reality is another matter, and it is exactly the question that experiments exist to answer.</p>
<p>Shapley value methods reach their answer differently, by averaging each channel's marginal contribution over every possible order in which channels could have been added to the mix. With three channels that calculation is trivial; with twenty, and with paths of varying length, it becomes expensive, and practical tools rely on approximations. The two methods often produce similar rankings but different magnitudes, which is itself a reminder that "the" attribution number is a modelling choice.</p>
<h3>What mix models assume</h3>
<p>Marketing mix models come with their own assumptions. They typically include an adstock term, which captures how an ad's effect lingers and decays over the following weeks, and a saturation curve, which captures diminishing returns as spend rises. They need a long history, usually two to three years of weekly data, with enough variation in spend to distinguish each channel's effect. If a brand always raises every channel's budget at the same time, no model can tell them apart. Open-source Bayesian mix modelling libraries have made the technique accessible to mid-sized companies, but Rhea Castillo, who leads mix modelling at Northwind, warns that the software is the easy part: "The priors you choose and the data you feed it matter far more than which package you install."</p>
<h2>Where learned models mislead</h2>
<p>Path-based models inherit the blind spots of their tracking data. Privacy regulation, browser restrictions on cookies and the growth of cross-device journeys mean many touchpoints are never observed. A model trained on incomplete paths will credit the channels it can see.</p>
<p>The gaps are not random. Users who decline tracking consent, browse on privacy-focused browsers or switch between phone and laptop are systematically under-represented, and they are not typical customers. A channel that mainly reaches them, such as podcast advertising or out-of-home posters, may hardly appear in path data at all. Northwind's rule of thumb is to estimate the share of conversions with a reasonably complete path before interpreting any path-based model. For several clients, that share is well under half.</p>
<p>More fundamentally, most attribution models are correlational. "They tell you which channels tend to appear on the path to purchase," said Ines Moreau, Northwind's principal data scientist. "That is not the same as telling you what would have happened without them. People who were already going to buy also see a lot of retargeting ads."</p>
<blockquote>"Attribution divides credit. Incrementality measures cause. If you only have budget for one, measure cause." — Ines Moreau, Northwind Analytics</blockquote>
<p>Experiments are not a cure-all either. Geographic tests need enough regions, and enough spend in each, to detect an effect that may be only a few percent of sales. People travel and see ads outside their home region, which blurs the comparison. Lift studies run by advertising platforms are convenient, but they are designed and analysed by the same company selling the ads, which is why Northwind prefers tests it can design and read itself. And every experiment has an opportunity cost: a holdout region is a region where the brand deliberately chose not to advertise.</p>
<h2>A practical operating model</h2>
<p>Northwind recommends combining methods rather than choosing one:</p>
<ul>
<li>Use a mix model for quarterly budget allocation across channels.</li>
<li>Use path-based attribution for day-to-day optimisation within channels, treating it as directional.</li>
<li>Run regular holdout experiments on the largest channels and use their results to calibrate the other two.</li>
<li>Document assumptions and revisit them whenever tracking coverage changes.</li>
</ul>
<h2>Calibration in practice</h2>
<p>The furniture brand that found its platforms over-claiming provides an example of how the pieces fit together. Its path-based attribution credited retargeting ads with a large share of online sales. Northwind designed a geographic holdout, pausing retargeting in a set of matched regions for six weeks. Sales in the holdout regions fell, but by only a fraction of what attribution had implied: retargeting was contributing something, just far less than it appeared to.</p>
<p>Rather than discarding the attribution model, the team applied a calibration factor to retargeting's credit based on the experiment, and fed the experimental result into the mix model as a prior. The brand moved part of its retargeting budget into upper-funnel video, then ran a second test to check that the new allocation performed as predicted. "The experiment gave us one reliable number," Moreau said. "Calibration lets that number improve every other estimate we make."</p>
<p>Disagreement between methods is also informative. When the mix model and the path model point in opposite directions for a channel, Northwind treats it as a signal to run a test on that channel next, rather than as a dispute to be settled by whichever model the loudest stakeholder prefers.</p>
<p>The rhythm matters as much as the methods. Northwind's clients typically refresh their mix model quarterly, review path-based reports weekly and plan two to four experiments a year on their largest channels. Each experiment is chosen to resolve the biggest uncertainty in the budget, not to confirm what a channel team already believes.</p>
<h2>Questions to ask of any attribution model</h2>
<p>Before a figure from any attribution model reaches a budget meeting, Moreau suggests putting a few plain questions to it:</p>
<ul>
<li>What share of conversions and touchpoints does the underlying data actually observe?</li>
<li>Has the model's output been compared with the results of a controlled experiment?</li>
<li>Does the total credit it assigns add up to the real number of conversions?</li>
<li>How sensitive are the results to the attribution window and other settings?</li>
<li>Who chose the model, and do they benefit from its conclusions?</li>
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
<p>The pressure was coming from several directions. More of the bank's customers were banking primarily on their phones, which opened new routes for account takeover. Instant payments, which settle in seconds and are hard to reverse, were growing quickly. And the character of fraud was changing: stolen card numbers were still a problem, but an increasing share of losses came from scams in which criminals persuaded customers to move money themselves. Rules written for card fraud a decade earlier had little to say about those.</p>
<p>The board approved the project with a two-year horizon and an explicit expectation that it would be judged on customer experience as well as losses. "We told them up front that fraud losses might not fall in the first year," Whitaker said. "What we promised was fewer good customers being treated like criminals, and a team with time to chase the real thing."</p>
<h2>Building rather than just buying</h2>
<p>The bank evaluated several vendor platforms before choosing a hybrid approach: a licensed scoring engine combined with models its own small data science team trained on Cumberland's transaction history. The models use gradient-boosted decision trees, a workhorse technique for tabular data, drawing on features such as transaction amount relative to a customer's usual spending, merchant category, device fingerprints and the time since a password change.</p>
<p>The vendor evaluation was run as a competition on the bank's own data. Each shortlisted platform scored a year of historical transactions, and the bank compared how much confirmed fraud each would have caught at the same volume of alerts. Latency was a hard requirement, because card authorisations must be decided in a fraction of a second. So was explainability. "One product performed well in the backtest but could not tell us why it scored anything the way it did," said Meera Kapoor, who leads the bank's data science team. "We knew we would have to defend every decision to examiners and to customers. That ruled it out."</p>
<p>The existing rules were not thrown away. Several encode regulatory requirements or known attack patterns, and they now run alongside the model, which assigns each transaction a risk score that determines whether it is approved, challenged with an extra verification step, or held for review.</p>
<p>Choosing where to draw those lines is a business decision as much as a technical one. Every threshold trades the cost of missed fraud against the cost of friction: a declined card at a petrol station, a customer calling the branch, an analyst's time. Kapoor's team presents the trade-off to the fraud committee as a set of curves, showing how many frauds and how many false alarms each candidate threshold would have produced over recent months, and the committee chooses. Thresholds are reviewed quarterly and adjusted for seasonal patterns, such as holiday shopping and travel.</p>
<h2>What changed, and what it cost</h2>
<p>Whitaker declined to share detailed loss figures, but described the direction of travel. False-positive alerts fell substantially in the first year, allowing the fraud team to spend more time on complex cases. Step-up verification, such as a push notification asking customers to confirm a payment, replaced many outright declines.</p>
<p>The operational numbers she was willing to share tell that story. Daily alerts for analyst review fell from around 1,800 to about 700 within twelve months, and declines of card transactions later confirmed as legitimate fell by roughly half. The share of alerts that turned out to be genuine fraud, a measure the team watches closely, more than doubled.</p>
<p>The project was not cheap. Beyond licensing and cloud costs, the bank hired two data scientists and a model risk specialist, and spent months cleaning historical data in which fraud labels were often incomplete or inconsistent.</p>
<ul>
<li><strong>Labels lag reality:</strong> many frauds are reported weeks after they occur, so recent data is always partially mislabelled.</li>
<li><strong>Fraudsters adapt:</strong> patterns shift once attackers notice a control, so the team retrains monthly and monitors for drift weekly.</li>
<li><strong>Scams are different:</strong> authorised push payment scams, where customers are manipulated into sending money themselves, require different signals than card theft.</li>
</ul>
<p>Scams have become the team's main focus. Because the customer is the one making the payment, passwords and device checks look normal. The signals are subtler: a first payment to a new payee, a payee account opened only recently, an unusually large transfer from a customer who rarely sends money, or signs that the customer is on a phone call while using the app. When the model flags such a payment, the app now shows a specific warning describing common scams that match the situation, rather than a generic message. "A generic warning gets clicked past," Kapoor said. "A warning that says 'Banks never ask you to move money to a safe account' makes people stop and think."</p>
<p>Whitaker will not put a precise figure on the total cost of the programme, but describes it as a low seven-figure sum over two years once staff, licences, cloud computing and data work are included. She argues the return should be measured in three places: fraud losses, analyst productivity and customer attrition. The last is the hardest to quantify. Customers whose legitimate payments are repeatedly declined tend to move their everyday spending to another card, and a regional bank cannot afford to lose many of them.</p>
<h2>The customer's side of the ledger</h2>
<p>Not every change was welcomed. Some older customers found push notifications confusing, and branch staff fielded calls from people who had missed a confirmation prompt and then had a payment declined. The bank added a text message fallback and trained branch employees to walk customers through the new process. Complaints about declined payments, which had been among the most common complaint categories, fell substantially over the first year, but complaints about verification steps rose for a time before settling.</p>
<p>The bank also checks whether the model treats customer groups fairly. Features such as device type and location can act as proxies for age or income, and a model that challenges some groups far more often than others can harm customers even if it catches fraud efficiently. The model risk team reviews challenge rates across customer segments every quarter and investigates any large gaps.</p>
<h2>Explaining decisions to regulators</h2>
<p>Banking supervisors expect institutions to manage model risk rigorously, and Cumberland's examiners asked detailed questions about validation, monitoring and explainability. The team produces per-decision explanations showing the features that most influenced each score, and an independent validator reviews every major model change.</p>
<p>That scrutiny reflects long-standing expectations. In the United States, supervisory guidance on model risk management issued by the Federal Reserve and the Office of the Comptroller of the Currency in 2011 calls for sound development, independent validation and "effective challenge" of models by people with the competence and authority to question them. Whitaker says the bank treated those expectations as design requirements from the start rather than paperwork at the end. "If we had built first and documented later, we would still be answering examiner questions," she said.</p>
<p>The explanations are written for the people who use them. An analyst reviewing a held payment sees a short list of reasons in plain language, such as a transfer six times larger than the customer's usual amount, a payee added ten minutes earlier and a login from a new device, together with how much each contributed to the score. Analysts can record whether they agreed with the model, and those judgements feed into the next round of training and into the validator's review.</p>
<blockquote>"The model is maybe thirty percent of the work. Governance, data and the people who act on the alerts are the rest." — Janet Whitaker, Cumberland Valley Bank</blockquote>
<h2>What comes next</h2>
<p>The bank's next steps involve cooperation. Fraud rings target many institutions at once, and a single regional bank sees only part of the picture. Cumberland has joined a consortium through which member banks share information about accounts confirmed to have received fraudulent payments, which Kapoor expects to strengthen the scam model considerably. The team is also preparing for faster payments to become the norm, which will leave even less time to decide whether a transaction looks wrong.</p>
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
<p>Consider Alder Street Joinery, a twelve-person maker of fitted kitchens and cabinets. Last year its owner, Callum Reyes, realised the business was paying for four different AI-enabled products: an assistant bundled into its office software, a separate chat subscription two staff members had expensed, an image tool used once for a brochure and a transcription service nobody could remember ordering. "None of them was expensive on its own," he said. "Together they cost more than our van insurance, and I couldn't tell you what any of them had done for us."</p>
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
<p>At Alder Street, the list was short. Preparing quotes took the office manager several hours a week, most of it turning a designer's measurements and notes into a polished document with standard terms. Answering routine emails about lead times and appointment changes took another few hours. Both tasks were frequent, followed a pattern and were always read by a person before they reached a customer. Those became the first experiments. Anything touching final prices was deliberately kept out of the trial.</p>
<h2>A simple budgeting rule</h2>
<p>Rosalind Achterberg, who runs an advisory practice for small firms, suggests a three-stage approach. First, an experimentation budget: a small, fixed monthly amount for trial subscriptions, capped at a few tools and reviewed after ninety days. Second, a consolidation stage, keeping only tools that saved measurable time and cancelling the rest. Third, a scaling stage, rolling successful tools out to more staff.</p>
<p>"The most common waste I see isn't a big failed project," Achterberg said. "It's six overlapping subscriptions that nobody remembers signing up for."</p>
<p>How much should the experimentation budget be? Achterberg avoids percentages, which mean little to a business with uneven revenue. Instead she suggests a ceiling roughly equal to what the business would pay for five to ten hours of staff time a month. The logic is simple: if the tools cannot save at least that much time within ninety days, they are unlikely to do so later. For many small firms, that covers a few per-seat subscriptions with room for one or two trials.</p>
<p>Before buying anything new, she also recommends checking what the business already pays for. Office suites, accounting packages and customer relationship tools increasingly include AI features in existing plans or as modest add-ons. Trying those first costs little and avoids adding another login, another invoice and another set of data terms to keep track of.</p>
<h2>Measuring whether it works</h2>
<p>Small businesses rarely need sophisticated metrics. A basic before-and-after log is usually enough: how long did a task take before, how long does it take now including time spent checking and correcting output, and did quality hold up? If the honest answer is that checking takes as long as doing, the tool is not paying for itself.</p>
<blockquote>"Count the editing time. An AI draft that needs twenty minutes of fixing is not a five-minute task." — Rosalind Achterberg</blockquote>
<p>Reyes kept such a log for three months. Drafting a quote fell from roughly fifty minutes to about twenty, including the time spent checking measurements and terms, and the office manager said the drafts were more consistent than her own had been on busy days. The meeting summary tool fared worse: its notes on site visits missed technical details that mattered to the workshop, and correcting them took as long as writing them from scratch. It was cancelled at the ninety-day review, along with the forgotten transcription service.</p>
<p>Hidden costs deserve attention too. Staff need time to learn new tools. Someone should read the data terms, particularly whether customer information entered into a tool may be used for training. And a short written policy covering what staff may and may not paste into AI tools protects both the business and its clients.</p>
<p>Alder Street's policy fits on a single page. Staff may use approved tools for drafts, summaries and internal notes. They may not paste in customers' home addresses, payment details or anything covered by a confidentiality agreement, and every document that goes to a customer is read by a person first. Reyes says writing it took an afternoon and prevented at least one awkward conversation, when a new employee asked whether she could upload a client's floor plans to a free online tool.</p>
<h2>When to say no</h2>
<p>Achterberg's clients are sometimes surprised by how often she recommends not buying anything. If a task happens only a few times a month, the learning curve may never pay off. If the business's real bottleneck is something else, such as slow payment from customers or a shortage of skilled staff, an AI tool will not fix it. And if a vendor requires the business to reorganise its workflow around the product, that is a warning sign: switching away later becomes costly, and the business ends up serving the software rather than the other way round.</p>
<p>"The right question is never 'what can AI do for us?'" she said. "It is 'which hour of this week would I most like back, and is there a cheap, safe way to get it?'"</p>
<p>Approached this way, an AI budget looks much like any other operating expense: modest to start, tied to specific outcomes and reviewed regularly. For most small firms, that discipline matters far more than which model sits behind the product.</p>`,
  },
]
