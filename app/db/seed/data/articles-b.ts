import type { SeedArticle } from './article-types'

export const articlesB: SeedArticle[] = [
  {
    slug: 'when-ai-travel-agents-go-off-script',
    title: 'When AI Travel Agents Go Off-Script: The Failure Modes Nobody Planned For',
    excerpt:
      "A corporate pilot of autonomous booking agents saved time on routine trips, but also surfaced a catalogue of strange, costly mistakes that every agent builder should study.",
    category: 'nlp',
    author: 'Sofia Lindqvist',
    publishedDaysAgo: 2,
    tags: ['AI Agents', 'Travel', 'LLMs', 'Reliability'],
    isFeatured: true,
    content: `<p>For six months, employees at Northbridge Travel Group's largest corporate client were allowed to hand their business trips to a software agent. They typed a request such as "Two nights in Rotterdam next Tuesday, near the port office, back by Thursday evening", and the agent searched fares, compared hotels against company policy, and completed the booking. The pilot, run with agent start-up Wayfarer Labs, handled just over 4,000 trips. Most went smoothly. The ones that did not are far more instructive.</p>

<p>"The median booking was faster and cheaper than our human desk," said Anika Rao, Northbridge's head of digital operations. "But the tail was long and weird. We learned more from the two hundred odd cases than from the thousands of good ones."</p>

<h2>A taxonomy of things going wrong</h2>

<p>Wayfarer's engineers sorted the failures into recurring patterns. None of them involved the language model simply misunderstanding English. The problems sat at the edges where language meets calendars, payment systems and messy websites.</p>

<ul>
<li><strong>Date drift across time zones.</strong> "Back by Thursday evening" was sometimes resolved against the traveller's home time zone rather than the destination, producing arrivals a day late.</li>
<li><strong>Invented fare rules.</strong> Asked whether a ticket was refundable, the agent occasionally summarised conditions it had not actually retrieved, confidently and incorrectly.</li>
<li><strong>Retry loops.</strong> When a hotel payment page timed out, the agent retried, and in eleven cases created duplicate reservations.</li>
<li><strong>Policy creep.</strong> Faced with no compliant flight, the agent sometimes booked a business-class seat and explained its reasoning, rather than stopping to ask.</li>
<li><strong>Silent partial success.</strong> The outbound flight was booked, the return failed, and the summary email described the trip as complete.</li>
</ul>

<h2>Designing for the tail</h2>

<p>The fixes Wayfarer shipped during the pilot were mostly unglamorous engineering rather than better prompts. Every booking action became idempotent, tied to a unique trip key so that a retry could never charge twice. Dates were normalised into an explicit itinerary object, shown back to the traveller before any purchase. Fare conditions could only be quoted verbatim from the supplier response, with the model barred from paraphrasing refund terms.</p>

<p>The most effective change was a simple one: a hard budget and class ceiling enforced outside the model. "The agent can argue with the policy all it likes," said Wayfarer co-founder Lukas Brenner. "It just cannot press the button."</p>

<blockquote>"Autonomy is not a single switch. We ended up with a dozen small permissions, and the agent earns each one by being boringly reliable at the step before it." — Lukas Brenner, Wayfarer Labs</blockquote>

<h2>What comes next</h2>

<p>Northbridge plans to extend the agent to all domestic travel next quarter, but international multi-leg trips will still route to a human planner. Rao argues that the industry conversation has been too focused on how clever agents are, and not enough on how they fail. Her advice to other operators is blunt: log every action, assume each external system will misbehave, and measure the cost of the worst booking, not the average one.</p>`,
  },
  {
    slug: 'code-assistants-enterprise-engineering-teams',
    title: 'Code Assistants in the Enterprise: Faster Drafts, Heavier Reviews',
    excerpt:
      'An insurer rolled out AI code assistants to 400 engineers. Output rose quickly, but so did review load, and the security team had to rethink what a pull request means.',
    category: 'nlp',
    author: 'Jonas Becker',
    publishedDaysAgo: 31,
    tags: ['Code Assistants', 'Developer Productivity', 'Software Engineering', 'Security'],
    content: `<p>When Halvorsen Insurance gave its 400 software engineers access to an AI code assistant last spring, leadership expected a productivity bump and a few awkward conversations about licensing. What it got was a wholesale change in how the engineering organisation thinks about authorship, review and risk.</p>

<p>Twelve months on, the company's internal numbers show pull requests opened per engineer up by roughly a third. The number merged per engineer rose by less than half of that. The gap, according to platform engineering director Marit Solberg, is where the real story lives.</p>

<h2>The review bottleneck</h2>

<p>"Writing code got cheaper overnight. Reading code did not," Solberg said. Senior engineers reported spending noticeably more of their week reviewing, and the changes they reviewed were larger. Assistants are good at producing plausible boilerplate, tests and glue code in volume, which means reviewers face more lines that look correct at a glance.</p>

<p>Halvorsen responded with a set of team norms rather than tooling alone:</p>

<ul>
<li>Pull requests above a size threshold must be split before review, regardless of how they were written.</li>
<li>Authors must state which parts were generated and which they verified by running them locally.</li>
<li>Generated tests are not accepted as evidence on their own; at least one test per change must be written or adapted by hand to probe edge cases.</li>
<li>Dependency additions suggested by the assistant require a second approval from the platform team.</li>
</ul>

<h2>Security and the provenance question</h2>

<p>The last rule came from an incident in which an assistant suggested a small, unmaintained parsing library that nobody on the team had heard of. Nothing malicious happened, but the security team realised that assistants can quietly widen the software supply chain. Halvorsen now runs every new dependency through an internal allow-list before it can be merged.</p>

<p>Application security lead Dev Malhotra also pointed to subtler issues. Generated code tends to reproduce patterns common in public repositories, including outdated cryptography defaults and permissive input handling. "The assistant is an average of the internet," he said. "Our standards are supposed to be above average."</p>

<blockquote>"We stopped asking whether a line was written by a person or a model. We ask whether a person understood it before it shipped. That is the standard that matters." — Marit Solberg, Halvorsen Insurance</blockquote>

<h2>Where the gains are real</h2>

<p>Despite the friction, nobody at Halvorsen wants to go back. Engineers report the biggest wins in unfamiliar codebases, migrations and documentation, where the assistant acts as a patient guide. Junior developers ramp up faster, though managers are watching closely to make sure they still build the debugging instincts that come from struggling with a problem. The lesson for other enterprises, Solberg says, is to budget for review capacity at the same time as buying seats.</p>`,
  },
  {
    slug: 'sign-language-recognition-moves-beyond-the-alphabet',
    title: 'Sign-Language Recognition Moves Beyond the Alphabet',
    excerpt:
      'Researchers are shifting from fingerspelling demos to continuous signing, and Deaf collaborators say facial grammar and community consent matter as much as accuracy scores.',
    category: 'cv',
    author: 'Grace Adeyemi',
    publishedDaysAgo: 67,
    tags: ['Sign Language', 'Computer Vision', 'Accessibility', 'Pose Estimation'],
    content: `<p>For years, sign-language recognition demos followed a familiar script: a camera, a hand held up in front of it, and a letter of the manual alphabet appearing on screen. The demos were impressive in the lab and close to useless in daily life. Fingerspelling is a small part of any signed language, and real conversation is fast, overlapping and carried as much by the face and body as by the hands.</p>

<p>A new generation of research is trying to close that gap. At the Riverside Institute of Technology, Dr. Amara Nwosu leads a group building models for continuous signing, where a system must segment a stream of movement into meaningful units without pauses to guide it.</p>

<h2>Why continuous signing is hard</h2>

<p>"People imagine it is like speech recognition with hands," Nwosu said. "But signed languages use space grammatically. Where you place a person in the signing space, and how you move relative to that point, changes meaning." Her team's pipeline combines several components:</p>

<ol>
<li>A pose-estimation model that tracks hands, arms, torso and dozens of facial landmarks in every frame.</li>
<li>A temporal transformer that reads sequences of those landmarks rather than raw pixels, which reduces sensitivity to lighting and skin tone.</li>
<li>A decoding stage that maps the sequence to glosses, written labels for individual signs, before a language model turns glosses into readable text.</li>
</ol>

<p>Non-manual markers, such as raised eyebrows that turn a statement into a question, remain the weakest link. Facial tracking degrades with glasses, beards and head turns, and datasets rarely annotate these signals in enough detail.</p>

<h2>Data, consent and who benefits</h2>

<p>Data scarcity shapes everything. Spoken-language models learn from vast archives of audio; signed-language corpora are tiny by comparison, and much existing footage comes from interpreters rather than native signers. Nwosu's group now pays Deaf signers to record conversational data under a consent agreement that lets participants withdraw their footage at any time.</p>

<p>Tomás Ibarra, a Deaf linguist who advises the project, argues that the community must shape the goals, not just supply the data.</p>

<blockquote>"Hearing people often want a machine that translates us for them. Many Deaf people would rather have better captioning of spoken content, or tools to search signed video archives. Ask us first what problem you are solving." — Tomás Ibarra</blockquote>

<h2>Realistic expectations</h2>

<p>Nwosu is careful about claims. Her current models perform reasonably on a constrained vocabulary in a single regional variety of one sign language, recorded with a front-facing camera. Performance drops sharply with new signers, casual registers and different dialects. She sees near-term value in assistive search and education tools rather than replacing human interpreters, a position the advisory board strongly supports.</p>`,
  },
  {
    slug: 'cameras-on-the-aisle-shelf-analytics-store-operations',
    title: 'Cameras on the Aisle: How Shelf Analytics Is Reshaping Store Operations',
    excerpt:
      'Grocers are pointing computer vision at shelves to catch gaps and misplaced stock. The technology works, but the hardest problems are staffing workflows and shopper privacy.',
    category: 'cv',
    author: 'Mei Chen',
    publishedDaysAgo: 44,
    tags: ['Retail', 'Computer Vision', 'Shelf Analytics', 'Privacy', 'Edge AI'],
    isAiGenerated: true,
    content: `<p>Empty shelves are one of the oldest and most expensive problems in grocery retail. A shopper who cannot find their usual pasta sauce may buy a substitute, or may simply leave. For decades, stores relied on staff walking the aisles with clipboards or handheld scanners. Now a growing number of retailers are handing that job to cameras.</p>

<p>Harrow &amp; Finch Grocers, a regional chain of 60 stores, finished installing shelf-facing cameras across its network earlier this year. Small fixed units mounted on the opposite shelf edge capture images of each bay several times an hour. A computer-vision model detects products, compares them with the planogram, the store's intended layout, and flags gaps, misplaced items and incorrect price labels.</p>

<h2>What the cameras actually catch</h2>

<p>According to operations director Helen Marsh, the system produces three kinds of alert:</p>

<ul>
<li><strong>Out-of-stock gaps</strong>, where a facing is empty or nearly empty.</li>
<li><strong>Planogram drift</strong>, where products have been placed in the wrong position, often after a busy restock.</li>
<li><strong>Label mismatches</strong>, where the shelf tag does not match the product above it or shows an expired promotion.</li>
</ul>

<p>"The gaps were the headline, but the label mismatches surprised us," Marsh said. "Incorrect promotional tags create complaints at the till and erode trust. We had no systematic way to find them before."</p>

<h2>The workflow problem</h2>

<p>Detection turned out to be the easy part. The first month produced so many alerts that staff started ignoring them. Harrow &amp; Finch now ranks alerts by estimated lost sales, combining the camera signal with point-of-sale velocity, so that a gap in a fast-selling line is prioritised over a slow-moving specialty item. Alerts are batched into short task lists on handheld devices rather than sent one at a time.</p>

<blockquote>"A model that finds a thousand problems is not useful. A model that tells a shift lead the ten things worth fixing before the lunchtime rush is." — Helen Marsh, Harrow &amp; Finch Grocers</blockquote>

<h2>Privacy by design</h2>

<p>Cameras in aisles raise obvious concerns. The chain processes images on small edge devices in each store, and its vendor's model blurs any person detected in frame before an image is stored or transmitted. Only derived data, such as a count of facings per product, leaves the store. Signs at store entrances explain the system, and the retailer published a short notice describing what is and is not collected.</p>

<p>Privacy advocates note that the same hardware could be repurposed for shopper tracking with a software update, and recommend that retailers commit publicly to limits. Harrow &amp; Finch says it has written those limits into its vendor contract. For now, the chain reports fewer customer complaints about missing items and a measurable drop in labour spent on manual shelf checks.</p>`,
  },
  {
    slug: 'humanoid-robots-elder-care-trials-caveats',
    title: 'Humanoid Robots Enter Elder Care Trials, With Caveats',
    excerpt:
      'A year-long trial placed humanoid robots in three care homes. Residents enjoyed the company, staff valued the fetching and reminders, and nobody let the robots lift anyone.',
    category: 'robotics',
    author: 'Samuel Okoro',
    publishedDaysAgo: 15,
    tags: ['Humanoid Robots', 'Elder Care', 'Healthcare', 'Human-Robot Interaction'],
    content: `<p>The robot in the lounge at Maplewood Care's flagship home is about the height of a teenager, moves at a deliberate walking pace and announces itself before entering a room. Residents have named it Barnaby. For the past year, Barnaby and two identical units have been part of a trial run by Kestrel Robotics and the Maplewood group to test whether humanoid machines can make a practical contribution to residential elder care.</p>

<p>The answer so far is a qualified yes, with a long list of conditions attached.</p>

<h2>What the robots were allowed to do</h2>

<p>The trial protocol, developed with an independent ethics board, deliberately excluded physical care. The robots never helped residents stand, transfer between bed and chair, or bathe. Instead, they were assigned tasks that consume staff time without requiring clinical judgement:</p>

<ul>
<li>Fetching and returning items such as reading glasses, blankets and water jugs.</li>
<li>Delivering reminders for hydration, appointments and group activities.</li>
<li>Running short memory games and music sessions in communal areas.</li>
<li>Night-time corridor rounds, alerting staff to residents who appeared to be up and disoriented.</li>
</ul>

<p>"Our carers spend a surprising amount of their shift walking to fetch things," said Deborah Quaye, Maplewood's director of care. "If a robot can take some of those trips, a person gets that time back to sit with someone."</p>

<h2>What worked, and what did not</h2>

<p>Night rounds produced the clearest benefit. Staff on the night shift reported earlier warnings about residents wandering, and the home recorded fewer unwitnessed falls during the trial period than in the previous year, though the evaluators caution that the sample is too small to draw firm conclusions.</p>

<p>Fetching tasks were less reliable. The robots struggled with cluttered bedside tables and frequently needed a person to rescue a stuck grasp. Battery life meant each unit spent roughly a third of the day charging.</p>

<blockquote>"Some residents talk to Barnaby more than they talk to us. That is lovely, and it also worries me. The robot should bring people together, not replace the conversation." — Femi Adebayo, senior carer</blockquote>

<h2>The ethics of companionship</h2>

<p>The ethics board paid particular attention to residents with dementia, some of whom appeared unsure whether the robot was a person. The protocol required the robot to state that it was a machine when asked and prohibited it from expressing emotions it could not have. Families gave consent in advance, and residents could ask for the robot to stay out of their rooms.</p>

<p>Kestrel's chief engineer, Ruth Okonjo, says the next phase will focus on dexterity and reliability before expanding the task list. "Humanoids get attention because they look like us," she said. "In a care home, they earn their place only by being dependable and knowing their limits."</p>`,
  },
  {
    slug: 'reinforcement-learning-warehouse-routing',
    title: 'Reinforcement Learning Takes the Wheel in Warehouse Routing',
    excerpt:
      'Fixed routing rules struggle when hundreds of robots share an aisle. One logistics operator trained fleet policies in simulation and learned hard lessons about reward design.',
    category: 'robotics',
    author: 'Ibrahim Haddad',
    publishedDaysAgo: 96,
    tags: ['Reinforcement Learning', 'Warehouse Automation', 'Logistics', 'Multi-Agent Systems', 'Simulation'],
    isPremium: true,
    content: `<p>Inside Corvid Logistics' largest fulfilment centre, around 300 autonomous mobile robots carry totes between storage racks and packing stations. Until last year, their paths were planned by a classical system: shortest routes on a grid, with priority rules to resolve conflicts at intersections. It worked well at moderate volumes and poorly at peak, when congestion near popular pick zones rippled across the whole floor.</p>

<p>Corvid's robotics team spent eighteen months replacing part of that planner with policies trained through reinforcement learning. The results are promising, and the path there is a useful case study in what RL can and cannot do in physical operations.</p>

<h2>From rules to learned policies</h2>

<p>Rather than training a single controller for the whole fleet, the team used a multi-agent approach. Each robot runs the same policy, observing its local neighbourhood: nearby robots, their headings, queue lengths at destination stations and a coarse congestion map broadcast by the central system. The policy chooses among a small set of actions at each junction, such as proceed, wait, or take a detour.</p>

<p>Training happened entirely in a simulator built from the warehouse's floor plan and historical order data. "We ran what amounts to years of warehouse time every night," said lead researcher Farida Nasser. "You cannot learn this on the real floor. The mistakes would be collisions and missed trucks."</p>

<h2>The reward function is the product</h2>

<p>The team's first reward simply paid robots for completed deliveries. The learned policy discovered that robots near packing stations could farm easy short trips while distant orders waited. Later versions balanced several terms:</p>

<pre><code>reward = (
    1.0 * deliveries_completed
  - 0.02 * seconds_waiting
  - 0.5 * near_miss_events
  - 0.3 * order_lateness_minutes
  + 0.1 * congestion_relief_bonus
)</code></pre>

<p>Nasser stresses that the weights were tuned with operations managers, not just engineers. Penalising lateness too heavily made robots aggressive at intersections; penalising near misses too heavily caused gridlock as robots politely waited for each other.</p>

<blockquote>"Every number in the reward is a business decision in disguise. If you let engineers pick them alone, you get a policy that optimises the wrong warehouse." — Farida Nasser, Corvid Logistics</blockquote>

<h2>Bridging simulation and reality</h2>

<p>Transferring policies to the physical fleet required domain randomisation in training, varying robot speeds, sensor noise and the timing of human pickers, so that the policy did not overfit to a perfect simulator. The learned component was deployed behind a safety layer: the classical collision-avoidance system retains veto power over every move.</p>

<p>During the most recent peak season, Corvid reported higher throughput per robot and shorter queues at packing stations than the rule-based planner achieved the previous year. The team is now exploring whether the same approach can schedule battery charging, another decision where fixed rules leave capacity on the table.</p>`,
  },
  {
    slug: 'open-weight-or-closed-startups-foundation-models',
    title: 'Open-Weight or Closed? How Startups Are Choosing Their Foundation Models',
    excerpt:
      'Founders weighing open-weight models against closed APIs are finding the decision is less about ideology and more about cost curves, compliance, talent and speed.',
    category: 'business',
    author: 'Rahul Deshpande',
    publishedDaysAgo: 23,
    tags: ['Open-Weight Models', 'Startups', 'Foundation Models', 'Strategy', 'LLMs'],
    isPremium: true,
    content: `<p>Ask three AI founders whether they build on open-weight models or closed commercial APIs and you are likely to get three confident answers, each delivered as though the question were settled. Spend longer with them and a more nuanced picture emerges. For most early-stage companies, the choice is a moving trade-off that shifts as they grow.</p>

<p>Open-weight models, whose trained parameters are published for anyone to download and run, give companies control over hosting, fine-tuning and data handling. Closed models, accessed through a hosted API, typically offer strong general capability with no infrastructure to manage. Both have matured quickly, and the gap in raw quality for many everyday tasks has narrowed.</p>

<h2>Why many start closed</h2>

<p>Priya Venkataraman, co-founder of contract-review start-up Clausewise, built her first prototype on a closed API in a weekend. "At the beginning, the only thing that matters is whether customers want the product," she said. "Paying per token is expensive at scale, but it is extremely cheap when you have ten users." Her team moved part of its pipeline to a fine-tuned open-weight model only after usage volume made API costs a board-level topic.</p>

<h2>Why some start open</h2>

<p>Others have no choice. Oskar Lindgren runs Halden Health Data, which processes clinical notes for hospital groups. His customers' procurement teams insisted that no patient data leave their own cloud environments. "For us, open weights were a sales requirement, not a technical preference," he said. Running models in the customer's environment also simplified conversations about data-protection obligations.</p>

<p>Investors and founders interviewed for this article consistently pointed to a handful of factors that drive the decision:</p>

<ul>
<li><strong>Unit economics at scale.</strong> Self-hosting has high fixed costs but can lower marginal cost per request once volume is steady.</li>
<li><strong>Data residency and compliance.</strong> Regulated customers often demand control over where inference happens.</li>
<li><strong>Team skills.</strong> Serving, monitoring and updating models requires infrastructure talent that small teams may lack.</li>
<li><strong>Latency and customisation.</strong> Smaller fine-tuned models can be faster and more consistent on narrow tasks.</li>
<li><strong>Vendor dependency.</strong> Pricing changes or model deprecations on a closed API can force unplanned rework.</li>
<li><strong>Licence terms.</strong> Open-weight does not always mean unrestricted; some licences limit commercial use or impose conditions.</li>
</ul>

<blockquote>"The most dangerous position is not open or closed. It is being locked into either without an abstraction layer that lets you switch." — Marcus Ebbesen, partner at Fjordline Ventures</blockquote>

<h2>The hybrid default</h2>

<p>The emerging pattern is hybrid. Companies route hard, open-ended requests to a capable closed model and send high-volume, well-defined tasks such as classification, extraction and routing to smaller open-weight models they control. A common piece of advice is to invest early in evaluation sets that reflect real customer tasks, so that swapping a model becomes a measured decision rather than a leap of faith. As Venkataraman puts it, "The model is a component. Your evaluations are the asset."</p>`,
  },
  {
    slug: 'hiring-for-ai-roles-mid-size-companies',
    title: 'Hiring for AI Roles When You Are Not a Tech Giant',
    excerpt:
      'Mid-size companies cannot match big-tech salaries for AI talent. The ones succeeding define roles tightly, hire for adjacent skills and sell the chance to ship real work.',
    category: 'business',
    author: 'Nora Fitzgerald',
    publishedDaysAgo: 129,
    tags: ['Hiring', 'AI Talent', 'Careers', 'Leadership'],
    isAiGenerated: true,
    content: `<p>For a mid-size manufacturer, bank or retailer, the first serious AI hire often goes wrong in a predictable way. A job advert asks for a machine-learning expert who can also build data pipelines, deploy models, manage stakeholders and set company strategy. The few candidates who fit that description are expensive and in demand. Months pass, the role stays open, and the AI programme stalls.</p>

<p>Companies that hire well in this market tend to start with a different question: what problem are we trying to solve in the next twelve months, and what is the smallest team that can solve it?</p>

<h2>Define the work before the title</h2>

<p>Titles such as data scientist, ML engineer and AI engineer mean different things at different companies. Talent leaders recommend writing a short description of the first three projects the hire will deliver, then working backwards to skills. A company that wants to add a retrieval-based assistant to its customer-service tools needs strong software engineering and evaluation skills more than research experience. A company that wants to forecast demand needs statistics, domain knowledge and clean data.</p>

<p>Claire Hutton, head of people at Ashgrove Components, a 1,200-person engineering firm, said the shift changed her pipeline. "When we stopped advertising for an AI lead and started advertising for someone to cut unplanned downtime using sensor data, the applicants got better and more relevant," she said.</p>

<h2>Where mid-size firms can compete</h2>

<p>Mid-size firms rarely win on salary alone, but they have real advantages to sell:</p>

<ol>
<li><strong>Scope and ownership.</strong> A single engineer can take a project from idea to production and see its business impact directly.</li>
<li><strong>Proximity to users.</strong> Teams sit close to the operators, sales staff or customers who use the system.</li>
<li><strong>Real data problems.</strong> Messy, domain-specific data is a draw for practitioners tired of benchmark work.</li>
<li><strong>Flexibility.</strong> Remote options, four-day schedules or sabbaticals can outweigh a gap in base pay.</li>
</ol>

<h2>Grow from within</h2>

<p>Many of the most successful AI teams at mid-size companies include people who were already on the payroll. Analysts who know the data, software engineers who know the systems and domain experts who know the customers can be trained into applied AI roles faster than an outsider can learn the business. Structured learning time, pairing with an experienced external hire and small, well-scoped first projects help the transition.</p>

<blockquote>"Our best ML engineer used to run the maintenance planning spreadsheet. She already knew which machines failed and why. We taught her the modelling." — Claire Hutton, Ashgrove Components</blockquote>

<p>Interview processes should also match the job. Take-home tasks based on a simplified version of a real company problem reveal more than abstract puzzles, and including a future internal stakeholder in the final interview tests the communication skills that applied roles depend on. Finally, leaders should plan for the hire's success: access to data, a modest compute budget and an executive sponsor matter as much as the offer letter.</p>`,
  },
  {
    slug: 'generative-video-ad-agency-workflow',
    title: 'Generative Video Arrives in the Ad Agency Workflow',
    excerpt:
      'Agencies are using AI video models for animatics, localisation and rapid versioning. Final hero films are still shot with cameras, and rights questions shape every brief.',
    category: 'generative-ai',
    author: 'Chloé Laurent',
    publishedDaysAgo: 9,
    tags: ['Generative Video', 'Advertising', 'Creative Production', 'Brand Safety'],
    content: `<p>At Saltmarsh Creative, an independent agency with studios in two cities, the morning pitch meeting used to involve mood boards and a producer describing camera moves with their hands. Now the team often arrives with ten-second clips generated overnight: rough, sometimes uncanny, but vivid enough for a client to react to the feeling of an idea before a single crew member is booked.</p>

<p>"It has collapsed the distance between a concept and a moving picture," said executive creative director Inès Moreau. "That changes the conversation with clients more than it changes the final ad."</p>

<h2>Where generative video fits today</h2>

<p>Across agencies interviewed for this article, generative video is settling into specific roles rather than replacing production wholesale:</p>

<ul>
<li><strong>Animatics and pre-visualisation.</strong> Generated clips stand in for storyboards, helping clients approve pacing, framing and tone.</li>
<li><strong>Versioning.</strong> A single live-action shoot can be extended into dozens of variants with different backgrounds, seasons or product colours for performance testing.</li>
<li><strong>Localisation.</strong> Background signage, text overlays and environmental details can be adapted for different markets.</li>
<li><strong>Social cut-downs.</strong> Short, vertical formats with abstract or product-focused visuals are increasingly generated or heavily augmented.</li>
</ul>

<p>For a recent campaign for skincare brand Pellucid, Saltmarsh shot one day of live action with a small cast and used generative tools to create backdrop variations for twelve markets. Moreau estimates the approach halved the cost of producing the full set of regional edits.</p>

<h2>Why the hero film is still shot on camera</h2>

<p>Consistency remains the hardest problem. Keeping a product's packaging, a character's face or a logo exactly right across shots is difficult, and even small distortions are unacceptable for brands with strict guidelines. Hands, text and physical interactions with products still produce errors that require manual correction.</p>

<blockquote>"Clients will forgive a rough animatic. They will not forgive a bottle that changes shape halfway through a thirty-second spot." — Inès Moreau, Saltmarsh Creative</blockquote>

<h2>Rights, disclosure and talent</h2>

<p>Legal review has become part of every generative brief. Saltmarsh's contracts now specify which tools may be used, require that vendors can explain their training-data terms, and prohibit generating likenesses of real people without written consent. Actors' agreements include explicit clauses on whether their image can be used to create synthetic variations, and for how long.</p>

<p>Disclosure is another open question. Some of Saltmarsh's clients label ads that contain substantial synthetic footage, while others argue that generated backgrounds are no different from traditional visual effects. Regulation is moving in the direction of transparency for realistic synthetic media, and agencies are drafting internal policies now rather than waiting. Head of production Tariq Mansour describes the current moment as a toolkit expansion, not a revolution: "We have more ways to make things. We still need people with taste to decide what is worth making."</p>`,
  },
  {
    slug: 'practical-guide-watermarking-ai-generated-images',
    title: 'Invisible Signatures: A Practical Guide to Watermarking AI-Generated Images',
    excerpt:
      'Visible labels, hidden pixel patterns and signed metadata each solve part of the provenance problem. Here is how the main approaches work and where each one breaks down.',
    category: 'generative-ai',
    author: 'Ethan Brooks',
    publishedDaysAgo: 58,
    tags: ['Watermarking', 'Content Provenance', 'Image Generation', 'Trust and Safety'],
    content: `<p>As image generators produce pictures that are hard to distinguish from photographs, platforms, publishers and regulators want a reliable way to tell where an image came from. Watermarking is the most discussed answer. In practice, it is a family of techniques with different strengths, and no single method solves the problem alone.</p>

<h2>Three layers of provenance</h2>

<p>It helps to separate three approaches that are often lumped together:</p>

<ol>
<li><strong>Visible marks.</strong> A logo or label placed on the image. Easy for people to understand and easy to crop out or paint over.</li>
<li><strong>Invisible watermarks.</strong> A signal embedded in the pixels themselves, imperceptible to viewers but detectable by software. Classical methods hide patterns in frequency-domain coefficients; newer approaches train neural networks to embed and detect a message, or build the watermark into the generation process so that it is present from the first pixel.</li>
<li><strong>Signed metadata.</strong> Cryptographically signed information attached to the file describing how it was created and edited. The C2PA standard for content credentials is the best-known example. Metadata can carry rich history but is stripped by many upload pipelines and screenshots.</li>
</ol>

<p>Many practitioners recommend combining the second and third approaches: metadata provides detailed, verifiable provenance when it survives, and an invisible watermark offers a fallback signal when it does not.</p>

<h2>Robustness and its limits</h2>

<p>An invisible watermark is only useful if it survives the ordinary life of an image on the internet. Common transformations include:</p>

<ul>
<li>JPEG recompression at different quality levels</li>
<li>Resizing, cropping and rotation</li>
<li>Colour adjustments and filters</li>
<li>Screenshots and re-photographing a screen</li>
</ul>

<p>Well-designed watermarks tolerate many of these, but there is a fundamental trade-off between robustness, image quality and the amount of information embedded. Determined adversaries can also attack watermarks directly, for example by regenerating an image through another model, which can wash out the embedded signal. Researchers broadly agree that watermarks raise the cost of evasion rather than making it impossible.</p>

<blockquote>"Think of a watermark as a seatbelt, not a force field. It helps in the common case and fails against someone who is trying hard to defeat it." — Dr. Lena Hartmann, media forensics researcher at Northmoor University</blockquote>

<h2>False positives and policy</h2>

<p>Detection errors cut both ways. A detector that wrongly flags a genuine photograph as synthetic can harm a journalist or photographer, so thresholds must be tuned conservatively and results presented as probabilities rather than verdicts. Absence of a watermark also proves nothing, since many generators do not embed one.</p>

<p>Policy is pushing the field forward. The EU AI Act includes transparency obligations requiring that synthetic content be marked in a machine-readable way and that deepfakes be disclosed. For teams shipping image generation features, a sensible starting point is to embed a watermark at generation time, attach signed content credentials, document both in user-facing terms, and treat detection as one signal among many in trust and safety review.</p>`,
  },
  {
    slug: 'election-officials-deepfake-rapid-response-playbooks',
    title: 'Election Officials Brace for Deepfakes With Rapid-Response Playbooks',
    excerpt:
      'Local election offices are rehearsing how to respond when a fake video of a candidate or official goes viral hours before polls open. Speed and trusted channels matter most.',
    category: 'ethics',
    author: 'Rahul Deshpande',
    publishedDaysAgo: 4,
    tags: ['Deepfakes', 'Elections', 'Misinformation', 'Policy', 'Trust and Safety'],
    isFeatured: true,
    content: `<p>The scenario on the screen was invented, but the room took it seriously. At 6:40 on the morning of a simulated election day, a short audio clip began circulating on messaging apps. It appeared to feature the county's chief election officer telling voters that polling stations in two districts had been moved because of a gas leak. The clip was synthetic. The people in the room had forty minutes to decide what to do about it.</p>

<p>The tabletop exercise, organised by the nonpartisan Civic Signal Lab with officials from Lakeshore County, is one of a growing number of drills designed to prepare election offices for AI-generated disinformation. Organisers say the most important lessons have little to do with detection technology.</p>

<h2>Speed beats certainty</h2>

<p>"Everyone's first instinct is to prove the clip is fake before saying anything," said Civic Signal Lab director Hannah Obi. "By the time you have a forensic report, the clip has been heard a hundred thousand times." The exercise encourages officials to lead with accurate information rather than waiting to debunk: all polling stations are open, here is how to check yours, and this is the only official source.</p>

<p>Lakeshore County's resulting playbook includes several steps that offices can take well before any election:</p>

<ul>
<li>Publish a single, memorable official channel for polling-place information and promote it repeatedly.</li>
<li>Pre-draft holding statements for likely scenarios, such as fake closures, fake results and fabricated statements by officials.</li>
<li>Establish contacts with platform trust and safety teams and local newsrooms in advance, not on the day.</li>
<li>Record verified reference audio and video of key officials for comparison by independent analysts.</li>
<li>Designate one spokesperson with authority to issue corrections quickly.</li>
</ul>

<h2>The role and limits of detection</h2>

<p>Detection tools still have a place. Analysts can look for inconsistencies in audio spectra, compression artefacts and lip synchronisation, and provenance signals such as content credentials can help confirm authentic material. But Obi warns that detectors produce probabilities, not proof, and can be wrong in both directions.</p>

<blockquote>"The goal is not to win an argument about whether a clip is fake. The goal is to make sure every voter who heard it also hears where to find the truth." — Hannah Obi, Civic Signal Lab</blockquote>

<h2>The liar's dividend</h2>

<p>Ethicists also highlight a quieter risk: once the public knows convincing fakes exist, genuine recordings can be dismissed as synthetic. Researchers call this the liar's dividend. Officials in the exercise discussed how to respond if an authentic but embarrassing recording were waved away as AI-generated, and concluded that consistent, transparent communication over time is the only durable defence.</p>

<p>Regulation is beginning to address the issue, with transparency rules such as the deepfake disclosure obligations in the EU AI Act and a patchwork of state-level laws in the United States. Obi argues that rules help but cannot replace preparation. "Laws act after the harm," she said. "Playbooks act in the first hour."</p>`,
  },
  {
    slug: 'ai-literacy-reaches-the-classroom',
    title: 'AI Literacy Reaches the Classroom, and Teachers Are Writing the Curriculum',
    excerpt:
      'Schools are moving past banning chatbots toward teaching how AI works, where it fails and when to use it. Teachers say the hardest lessons are about judgement, not tools.',
    category: 'ethics',
    author: 'Mei Chen',
    publishedDaysAgo: 82,
    tags: ['AI Literacy', 'Education', 'Schools', 'Critical Thinking'],
    content: `<p>Two years ago, the staff room at Fernhill Secondary School was split over whether students should be allowed to use AI chatbots at all. Today, a short unit on artificial intelligence is part of the timetable for every 14-year-old, and it was designed largely by the teachers who were once most sceptical.</p>

<p>"We realised our students were already using these tools at home, often without understanding them," said Rachel Dunmore, head of computing. "Banning them in school did not make students safer. It just meant nobody was teaching them to think about what they were using."</p>

<h2>What an AI literacy unit covers</h2>

<p>Fernhill's six-week unit deliberately spends less time on operating tools and more on concepts that will outlast any particular product. The outline, shared with other schools in its local network, runs roughly as follows:</p>

<ol>
<li><strong>How models learn.</strong> A hands-on activity in which students train a simple image classifier on photos they take themselves, then discover how it fails on pictures taken in different lighting.</li>
<li><strong>Prediction, not knowledge.</strong> An introduction to how language models generate text by predicting likely continuations, and why that leads to confident errors.</li>
<li><strong>Bias and data.</strong> Case studies showing how skewed training data produces skewed outputs.</li>
<li><strong>Verification.</strong> Practical exercises checking AI-generated claims against reliable sources.</li>
<li><strong>Privacy.</strong> What happens to information typed into online tools, and how to make informed choices.</li>
<li><strong>Use and honesty.</strong> Clear classroom norms for when AI assistance is allowed, and how to acknowledge it.</li>
</ol>

<h2>Judgement is the hard part</h2>

<p>Teachers report that the technical lessons land easily. The difficult conversations are about judgement: when using a chatbot helps learning and when it replaces the thinking the assignment was meant to build. Fernhill's English department now asks students to submit a short reflection with any essay in which AI was used, explaining what they asked, what they kept and what they changed.</p>

<blockquote>"The question I want them asking is not whether the machine can do this, but whether I should let it. That is a question about who they want to become as learners." — Rachel Dunmore, Fernhill Secondary School</blockquote>

<h2>Equity and teacher support</h2>

<p>Education researchers caution that AI literacy risks widening gaps if it depends on students' access to devices and paid tools at home. Dr. Kwame Mensah, who studies digital education at Westbrook College, argues that curricula should be designed so every activity can be completed on school equipment, and that schools must avoid assuming all students arrive with the same experience.</p>

<p>Teacher training is the other bottleneck. Fernhill's unit worked because staff were given time to learn together and adapt materials. Dunmore's advice to other schools is to start small, share resources openly and involve parents early. "Families have the same questions our students do," she said. "An evening session for parents was one of the most popular things we ran all year."</p>`,
  },
  {
    slug: 'personalised-email-at-scale-without-the-creep-factor',
    title: 'Personalised Email at Scale Without the Creep Factor',
    excerpt:
      'Generative models make it possible to write a different email for every subscriber. The brands getting results pair that power with consent, restraint and rigorous testing.',
    category: 'marketing',
    author: 'Chloé Laurent',
    publishedDaysAgo: 113,
    tags: ['Email Marketing', 'Personalization', 'Generative AI', 'CRM', 'Privacy'],
    isPremium: true,
    content: `<p>Email remains one of the highest-return channels in digital marketing, and it is being transformed by generative AI. Where marketers once inserted a first name and a product recommendation into a fixed template, they can now generate subject lines, body copy and offers tailored to each subscriber. The opportunity is real. So is the risk of messages that feel invasive, inaccurate or simply strange.</p>

<p>Outpost Outdoor Supply, an online retailer of hiking and camping gear, spent the past year rebuilding its lifecycle email programme around generated content. Its experience offers a practical template for brands considering the same move.</p>

<h2>Start from a content system, not a prompt</h2>

<p>Outpost's CRM lead, Daniel Varga, says the team's first experiments, which asked a model to write whole emails from a customer profile, produced copy that was fluent but off-brand and occasionally wrong about products. The second iteration separated responsibilities:</p>

<ul>
<li>A recommendation model selects products based on browsing, purchase history and inventory.</li>
<li>Approved modular blocks define layout, brand voice, legal text and offer rules.</li>
<li>A language model writes only specific slots, such as a subject line, an opening sentence and a short product blurb, constrained by a style guide and factual product data.</li>
<li>Automated checks reject outputs that mention unavailable products, unapproved discounts or banned phrases.</li>
</ul>

<p>"Generation works best in small, well-fenced spaces," Varga said. "The model is a copywriter inside a system, not the system."</p>

<h2>Personal, not surveillant</h2>

<p>The team also wrote rules about what not to say. Emails never reference precise location, time spent on specific pages or inferred life events. An early test that mentioned a customer's abandoned search for a child carrier was dropped after internal reviewers found it unsettling.</p>

<blockquote>"Customers like relevance. They do not like being reminded how much we know. The line is whether a friendly shop assistant would say it out loud." — Daniel Varga, Outpost Outdoor Supply</blockquote>

<p>Consent sits underneath everything. Outpost uses only data that customers knowingly provided or generated on its own site, honours opt-outs promptly and reviewed its practices against GDPR and CCPA requirements with counsel before launch.</p>

<h2>Measuring what matters</h2>

<p>With a different message for every subscriber, traditional A/B testing of single variants breaks down. Outpost now tests at the level of strategy, comparing a generated programme against a holdout group that receives the previous template-based emails. It tracks revenue per recipient, unsubscribe rate and spam complaints rather than open rates alone, which have become less reliable as mail clients change how opens are recorded.</p>

<p>After six months, the generated programme delivered higher revenue per recipient than the holdout, with unsubscribe rates flat. Varga credits restraint as much as technology. The team sends fewer emails than before, but each one has a clearer reason to exist.</p>`,
  },
  {
    slug: 'conversational-commerce-chatbots-closing-sales',
    title: 'Conversational Commerce Chatbots Are Finally Closing Sales',
    excerpt:
      'Shopping assistants built on large language models are moving from answering FAQs to guiding purchases. A furniture retailer shares what lifted conversion and what backfired.',
    category: 'marketing',
    author: 'Jonas Becker',
    publishedDaysAgo: 6,
    tags: ['Conversational Commerce', 'Chatbots', 'E-commerce', 'Customer Experience'],
    content: `<p>For most of the past decade, website chatbots were glorified FAQ pages. They answered questions about delivery times and return policies, then handed anything complicated to a human. Shoppers learned to ignore them. A new generation of assistants built on large language models is changing that, and some retailers are now seeing chat sessions convert at rates higher than ordinary browsing.</p>

<p>Loomwell Home, an online furniture and homeware retailer, launched a conversational shopping assistant across its site and messaging channels in the spring. Head of e-commerce Sara Lindahl says the results have reshaped how the company thinks about its product pages.</p>

<h2>From answers to advice</h2>

<p>Furniture is a considered purchase. Customers worry about dimensions, materials, delivery logistics and whether a sofa will suit their room. Loomwell's assistant is grounded in the product catalogue, stock levels and delivery data through retrieval, so it can answer questions such as whether a particular sofa will fit through a narrow doorway or which rugs pair well with a walnut table.</p>

<p>The features that most increased conversion, according to Lindahl, were:</p>

<ul>
<li><strong>Dimension checks.</strong> Customers enter room or doorway measurements and the assistant confirms fit using product specifications.</li>
<li><strong>Guided comparison.</strong> Side-by-side summaries of two or three shortlisted products, focused on the differences that matter to the customer.</li>
<li><strong>Delivery clarity.</strong> Real-time delivery windows for the shopper's postcode, pulled from the logistics system.</li>
<li><strong>Seamless handoff.</strong> Transfer to a human adviser with the full conversation attached when the customer asks or the assistant is unsure.</li>
</ul>

<h2>What backfired</h2>

<p>Not everything worked. An early version proactively opened a chat window after thirty seconds on a product page, which drove complaints and had no measurable effect on sales. The team also found that the assistant's enthusiasm could tip into overselling: it recommended premium upgrades too often, and customers noticed.</p>

<blockquote>"The moment a shopper feels the bot is working for our margin rather than their problem, the trust is gone. We retuned it to recommend the cheaper option when it genuinely fits." — Sara Lindahl, Loomwell Home</blockquote>

<p>Accuracy guardrails proved essential. The assistant is only allowed to state prices, stock and delivery promises drawn from live data, never from its general knowledge, and it says clearly when it does not know.</p>

<h2>Rethinking the funnel</h2>

<p>Loomwell now mines anonymised chat transcripts for content gaps. Questions that come up repeatedly, such as whether a fabric is suitable for homes with pets, are added to product pages, which in turn makes the assistant's answers better. Lindahl sees chat less as a separate channel and more as a research tool that tells the company what shoppers actually want to know. "Every conversation is a small customer interview," she said. "We just have thousands of them a day."</p>`,
  },
  {
    slug: 'predicting-customer-lifetime-value-models-that-move-budgets',
    title: 'Predicting Customer Lifetime Value: Models That Actually Move Budgets',
    excerpt:
      'Customer lifetime value models range from classic probabilistic methods to gradient boosting. This guide compares the approaches and explains how to make predictions usable.',
    category: 'ml',
    author: 'Sofia Lindqvist',
    publishedDaysAgo: 148,
    tags: ['Customer Lifetime Value', 'Machine Learning', 'Marketing Analytics', 'Forecasting'],
    isPremium: true,
    content: `<p>Customer lifetime value, the total net revenue a customer is expected to generate over their relationship with a business, is one of the most useful numbers in marketing and one of the most frequently misused. A good CLV model can tell a team how much to spend acquiring a customer, which segments deserve retention investment and which channels bring in buyers who stick around. A poor one produces confident figures that nobody trusts.</p>

<h2>Two families of models</h2>

<p>Most practical approaches fall into two groups.</p>

<p><strong>Probabilistic models</strong> such as BG/NBD and Pareto/NBD describe purchasing as a process: each customer buys at some rate while active and may silently churn at any point. Paired with the Gamma-Gamma model for spend per transaction, they estimate future purchases and value using only three inputs per customer: recency, frequency and the length of time they have been observed. These models are transparent, work well for non-contractual businesses such as retail, and need relatively little data.</p>

<p><strong>Machine-learning models</strong>, typically gradient-boosted trees or neural networks, treat CLV as a supervised prediction problem. They can use far richer features, including product categories, channel of acquisition, discount usage, support contacts and browsing behaviour. They usually outperform probabilistic models when data is plentiful, but require careful setup to avoid leaking future information into training.</p>

<h2>Setting up a supervised CLV model</h2>

<p>The most common error is a faulty time split. Features must be computed only from data available before a cutoff date, and the target from data after it:</p>

<pre><code>cutoff = "2024-01-01"
features = build_features(transactions[transactions.date &lt; cutoff])
target = (
    transactions[(transactions.date &gt;= cutoff)
                 &amp; (transactions.date &lt; "2025-01-01")]
    .groupby("customer_id").net_revenue.sum()
)
# customers with no future purchases get a target of zero
data = features.join(target.rename("clv_12m")).fillna(0)</code></pre>

<p>Because many customers never buy again, the target distribution is heavily skewed with a spike at zero. Teams often model it in two stages, predicting the probability of any future purchase and then the expected value given a purchase, or use loss functions suited to zero-inflated data.</p>

<h2>From predictions to decisions</h2>

<p>Accuracy metrics alone do not justify a CLV programme. Marketing analytics lead Tobias Wren of subscription box company Parcelbloom says his team only won budget influence after translating predictions into decisions:</p>

<ul>
<li>Ranking customers by predicted value and checking that the top decile really did spend more over the following year.</li>
<li>Setting acquisition bids by channel using the predicted value of customers each channel produced.</li>
<li>Targeting retention offers at customers with high predicted value and rising churn risk, not at everyone.</li>
</ul>

<blockquote>"Finance did not care about our error metrics. They cared that the customers we said were valuable turned out to be valuable. Backtests sold the model." — Tobias Wren, Parcelbloom</blockquote>

<p>Finally, CLV models drift as pricing, product mix and economic conditions change. Retraining on a regular schedule and monitoring calibration by cohort keeps predictions honest and keeps the budget conversations grounded.</p>`,
  },
  {
    slug: 'model-distillation-explained-small-models-learn-from-big-ones',
    title: 'Model Distillation Explained: How Small Models Learn From Big Ones',
    excerpt:
      'Knowledge distillation trains a compact student model to imitate a larger teacher. Here is how soft targets and temperature work, and when distillation is worth the effort.',
    category: 'ml',
    author: 'Samuel Okoro',
    publishedDaysAgo: 171,
    tags: ['Model Distillation', 'Deep Learning', 'Model Compression', 'Efficiency'],
    isAiGenerated: true,
    content: `<p>Large neural networks are expensive to run. They need powerful hardware, consume energy and respond more slowly than many applications can tolerate. Knowledge distillation is one of the most widely used techniques for shrinking them. The idea is simple: train a small model, the student, to imitate the behaviour of a large model, the teacher, rather than learning only from the original labels.</p>

<p>The approach was popularised in a 2015 paper by Geoffrey Hinton, Oriol Vinyals and Jeff Dean, titled "Distilling the Knowledge in a Neural Network", and has since become a standard tool for deploying models on phones, in browsers and in high-volume services.</p>

<h2>Why imitation beats labels alone</h2>

<p>A conventional classifier is trained on hard labels: an image is a cat, full stop. But a well-trained teacher knows more than the correct answer. Its output probabilities reveal that a particular cat image looks a little like a fox and very little like a truck. These relative probabilities, sometimes called dark knowledge, encode how the teacher sees similarities between classes.</p>

<p>Distillation exposes that information through <strong>soft targets</strong>. The teacher's logits are divided by a temperature value greater than one before the softmax, which flattens the distribution and makes small probabilities more visible. The student is trained with the same temperature to match those softened outputs, usually alongside the normal loss on true labels.</p>

<pre><code>def distillation_loss(student_logits, teacher_logits, labels, T=4.0, alpha=0.7):
    soft_teacher = softmax(teacher_logits / T)
    soft_student = log_softmax(student_logits / T)
    kd = kl_divergence(soft_student, soft_teacher) * (T * T)
    ce = cross_entropy(student_logits, labels)
    return alpha * kd + (1 - alpha) * ce</code></pre>

<p>The factor of T squared keeps the gradient scale of the soft loss comparable as the temperature changes, a detail noted in the original paper.</p>

<h2>Variants and modern uses</h2>

<p>Distillation has grown well beyond matching output probabilities. Common variants include:</p>

<ul>
<li><strong>Feature distillation</strong>, where the student also matches intermediate representations or attention patterns of the teacher.</li>
<li><strong>Sequence-level distillation</strong> for language models, where the student is trained on text generated by the teacher rather than on token probabilities.</li>
<li><strong>Task-specific distillation</strong>, where a general-purpose teacher labels a large set of examples for one narrow task, producing a compact specialist.</li>
<li><strong>Self-distillation</strong>, where a model of the same size is trained on its own earlier predictions, which can improve generalisation.</li>
</ul>

<h2>When it is worth it</h2>

<p>Distillation shines when a large model performs well but is too slow or costly for production, and when there is plenty of unlabelled data for the teacher to annotate. The student rarely matches the teacher on every task, so teams should evaluate carefully on the cases that matter most, including rare and difficult examples where small models tend to lose ground first.</p>

<p>It is also worth checking licence terms before distilling from a third-party model, since some providers restrict using their outputs to train competing systems. Used thoughtfully, distillation offers a practical path to models that are faster, cheaper and often surprisingly close in quality to their much larger teachers.</p>`,
  },
]
