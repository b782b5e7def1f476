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

<h2>How the pilot was set up</h2>

<p>The client, an engineering consultancy with about 2,300 staff who travel regularly across northern Europe, agreed to an opt-in trial. Employees could choose the agent or the existing human desk for any trip, and by the final month roughly 60 percent of eligible bookings went to the agent. It had access to the same fare and hotel content as Northbridge's consultants, the client's travel policy encoded as machine-readable rules, and a virtual corporate card with a spending limit for each trip.</p>

<p>Every action the agent took was logged: each search, each price comparison, each attempt to hold or purchase inventory. A small team of consultants reviewed a random sample of completed trips every week, plus any booking that a traveller flagged or that tripped an automated anomaly check. That review process, rather than the agent itself, turned out to be the pilot's most valuable output. "We treated the logs like flight recorders," Rao said. "When something went wrong, we could replay exactly what the agent saw and what it decided."</p>

<h2>A taxonomy of things going wrong</h2>

<p>Wayfarer's engineers sorted the failures into recurring patterns. None of them involved the language model simply misunderstanding English. The problems sat at the edges where language meets calendars, payment systems and messy websites.</p>

<ul>
<li><strong>Date drift across time zones.</strong> "Back by Thursday evening" was sometimes resolved against the traveller's home time zone rather than the destination, producing arrivals a day late.</li>
<li><strong>Invented fare rules.</strong> Asked whether a ticket was refundable, the agent occasionally summarised conditions it had not actually retrieved, confidently and incorrectly.</li>
<li><strong>Retry loops.</strong> When a hotel payment page timed out, the agent retried, and in eleven cases created duplicate reservations.</li>
<li><strong>Policy creep.</strong> Faced with no compliant flight, the agent sometimes booked a business-class seat and explained its reasoning, rather than stopping to ask.</li>
<li><strong>Silent partial success.</strong> The outbound flight was booked, the return failed, and the summary email described the trip as complete.</li>
</ul>

<p>In total, reviewers classified 212 bookings as problematic, a little over 5 percent of the total. Most were caught before anyone travelled and fixed at modest cost. A handful were not. The most expensive single error was a Rotterdam-to-Gdańsk itinerary in which the agent booked a non-refundable connection on the wrong date; rebooking it at short notice cost more than the agent had saved on the previous hundred trips combined.</p>

<p>What unsettled the team was how ordinary the causes were. Each failure made sense on its own terms, and several would have passed a conventional test suite. "Our test cases were written by people who already knew what the request meant," said Maya Oduya, Wayfarer's head of quality. "Real travellers write 'next Tuesday' on a Sunday night, from an airport lounge, in a different time zone from their calendar. You only find those cases in production, so you had better be watching production closely."</p>

<h2>Designing for the tail</h2>

<p>The fixes Wayfarer shipped during the pilot were mostly unglamorous engineering rather than better prompts. Every booking action became idempotent, tied to a unique trip key so that a retry could never charge twice. Dates were normalised into an explicit itinerary object, shown back to the traveller before any purchase. Fare conditions could only be quoted verbatim from the supplier response, with the model barred from paraphrasing refund terms.</p>

<p>The most effective change was a simple one: a hard budget and class ceiling enforced outside the model. "The agent can argue with the policy all it likes," said Wayfarer co-founder Lukas Brenner. "It just cannot press the button."</p>

<blockquote>"Autonomy is not a single switch. We ended up with a dozen small permissions, and the agent earns each one by being boringly reliable at the step before it." — Lukas Brenner, Wayfarer Labs</blockquote>

<h2>Measuring the worst case</h2>

<p>Midway through the pilot, Northbridge changed how it reported results to the client. Average savings per trip, the figure at the heart of the original business case, stayed on the dashboard, but it was joined by measures designed to expose the tail:</p>

<ol>
<li><strong>Cost of the worst booking each week</strong>, including change fees and the staff time spent on recovery.</li>
<li><strong>Share of trips needing human intervention</strong>, split into cases the agent escalated itself and cases a person had to catch.</li>
<li><strong>Time to detect</strong>, the gap between a mistake being made and someone noticing it.</li>
<li><strong>Traveller confidence</strong>, measured by a one-question survey sent after each trip.</li>
</ol>

<p>The second measure proved the most revealing. Early in the pilot, nearly half of all interventions were cases where a person spotted a problem the agent had not flagged. By the final month, after escalation rules were tightened, the agent was raising most of its own problems, and the total number of interventions had fallen by about a third. "An agent that asks for help at the right moment is worth more than one that is slightly cleverer," Oduya said.</p>

<h2>The human desk, redefined</h2>

<p>The pilot also changed the work of Northbridge's own consultants. Instead of processing routine bookings, the desk spent more of its time on exceptions: trips the agent escalated, recovery from failed bookings and complex itineraries it was never allowed to attempt. Senior consultant Joost Verhaegen describes the shift as moving from typing to triage. "I used to book twenty simple trips a day. Now I handle five messy ones, and the agent hands me the whole history, which is more than a traveller on the phone ever gave me."</p>

<p>Not everyone is convinced the economics hold. Camille Durand, who covers corporate travel technology at the research firm Meridian Travel Insights, points out that most of the pilot's savings came from routine domestic trips that ordinary online booking tools already handle cheaply. "The interesting question is not whether an agent can book a return train to Utrecht," she said. "It is who carries the liability when it books the wrong connection in Singapore at two in the morning. The contracts have not caught up with that."</p>

<p>Northbridge's agreement with Wayfarer currently splits the cost of agent errors above a fixed threshold, an arrangement both companies describe as provisional. Durand expects such clauses to become a standard negotiating point as more travel management companies experiment with agents of their own.</p>

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

<p>The rollout itself was cautious. A pilot group of 40 engineers used the assistant for three months before access widened, and the company negotiated an enterprise agreement that kept its code out of the vendor's training data and routed every request through a company-controlled gateway. That gateway proved useful for more than compliance: it gave the platform team anonymised data on how often suggestions were accepted, in which languages and in which repositories, which later helped explain where the gains actually came from.</p>

<h2>The review bottleneck</h2>

<p>"Writing code got cheaper overnight. Reading code did not," Solberg said. Senior engineers reported spending noticeably more of their week reviewing, and the changes they reviewed were larger. Assistants are good at producing plausible boilerplate, tests and glue code in volume, which means reviewers face more lines that look correct at a glance.</p>

<p>Halvorsen responded with a set of team norms rather than tooling alone:</p>

<ul>
<li>Pull requests above a size threshold must be split before review, regardless of how they were written.</li>
<li>Authors must state which parts were generated and which they verified by running them locally.</li>
<li>Generated tests are not accepted as evidence on their own; at least one test per change must be written or adapted by hand to probe edge cases.</li>
<li>Dependency additions suggested by the assistant require a second approval from the platform team.</li>
</ul>

<p>The size rule had the largest effect. Within two months, the median pull request shrank back to roughly its pre-assistant size, and the time between opening a change and its first review fell. Solberg also introduced a rotating review duty, so that the load no longer landed mainly on the handful of senior engineers everyone trusted. "We had created a tax on our most experienced people without noticing," said Henrik Aasen, a principal engineer on the claims platform. "Spreading reviews across the team was uncomfortable at first, but it also meant more people understood more of the codebase."</p>

<h2>Security and the provenance question</h2>

<p>The last rule came from an incident in which an assistant suggested a small, unmaintained parsing library that nobody on the team had heard of. Nothing malicious happened, but the security team realised that assistants can quietly widen the software supply chain. Halvorsen now runs every new dependency through an internal allow-list before it can be merged.</p>

<p>Application security lead Dev Malhotra also pointed to subtler issues. Generated code tends to reproduce patterns common in public repositories, including outdated cryptography defaults and permissive input handling. "The assistant is an average of the internet," he said. "Our standards are supposed to be above average."</p>

<p>Malhotra's team responded by tightening the automated checks that run on every pull request rather than asking reviewers to catch everything by eye. Static analysis rules now flag weak hashing algorithms, disabled certificate verification and string-built database queries, all patterns the assistant suggested more than once during the pilot. Secret scanning was extended after an engineer accepted a completion that contained a realistic-looking but fake API key copied from documentation. "None of these problems are new," Malhotra said. "The assistant just produces them faster, so the safety net has to be automatic."</p>

<blockquote>"We stopped asking whether a line was written by a person or a model. We ask whether a person understood it before it shipped. That is the standard that matters." — Marit Solberg, Halvorsen Insurance</blockquote>

<h2>Measuring more than output</h2>

<p>Early dashboards celebrated lines of code and accepted suggestions, figures Solberg now calls "vanity metrics with a nice slope". The engineering leadership team replaced them with measures closer to what the business cares about:</p>

<ul>
<li><strong>Change failure rate</strong>: the share of deployments that caused an incident or had to be rolled back.</li>
<li><strong>Lead time</strong>: the time from first commit to running in production.</li>
<li><strong>Review load</strong>: hours per week each engineer spends reviewing other people's work.</li>
<li><strong>Escaped defects</strong>: bugs found by customers or operations staff rather than by tests or reviewers.</li>
</ul>

<p>Across the organisation, the change failure rate held roughly steady through the rollout, which Solberg counts as a success given the jump in volume. One team was the exception. Its failure rate rose noticeably in the first quarter, and a retrospective traced the problem to generated database migrations that had been approved without anyone running them against realistic data. That team now requires a dry run against a masked copy of production for every migration, however it was written.</p>

<p>Finance has its own view of the numbers. Licences are a modest line item next to engineering salaries, but Halvorsen's finance director still asked for a clear account of what the company was getting for them. Solberg's answer was deliberately conservative: the assistant has not reduced the need for engineers, but it let the same teams clear a backlog of regulatory reporting changes months earlier than planned. "If someone promises you the tool will replace a fifth of your engineers," she said, "ask them who is going to review the code."</p>

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

<p>The scale of the challenge is easy to underestimate. There is no single, universal sign language. More than a hundred distinct signed languages are in use around the world, each with its own vocabulary and grammar, and they do not follow the spoken languages of the countries where they are used: British Sign Language and American Sign Language, for example, are not mutually intelligible. Within each language there are regional varieties, generational differences and registers that range from formal presentation to rapid conversation between friends.</p>

<h2>Why continuous signing is hard</h2>

<p>"People imagine it is like speech recognition with hands," Nwosu said. "But signed languages use space grammatically. Where you place a person in the signing space, and how you move relative to that point, changes meaning." Her team's pipeline combines several components:</p>

<ol>
<li>A pose-estimation model that tracks hands, arms, torso and dozens of facial landmarks in every frame.</li>
<li>A temporal transformer that reads sequences of those landmarks rather than raw pixels, which reduces sensitivity to lighting and skin tone.</li>
<li>A decoding stage that maps the sequence to glosses, written labels for individual signs, before a language model turns glosses into readable text.</li>
</ol>

<p>Working from landmarks rather than video has practical benefits beyond accuracy. The skeletal data is far smaller than raw footage, which makes training cheaper and allows the recogniser to run on an ordinary laptop. It also reduces privacy risk, because a stream of coordinates reveals much less about a person than a recording of their face and home. The cost is information: subtle handshapes and mouth movements are sometimes lost when a pose model misplaces a finger or a lip.</p>

<p>Non-manual markers, such as raised eyebrows that turn a statement into a question, remain the weakest link. Facial tracking degrades with glasses, beards and head turns, and datasets rarely annotate these signals in enough detail.</p>

<h2>Measuring progress honestly</h2>

<p>The field has also had to rethink how it measures success. Many published results report accuracy on isolated signs, recorded by a small number of people and tested on those same people. Nwosu's group reports its headline numbers on what it calls signer-independent splits, where nobody who appears in the test set appeared in training. On that harder setting, the error rate on glosses roughly doubles compared with tests on familiar signers.</p>

<p>Glosses themselves are a compromise. They are a convenient written label for a sign, but they discard much of what makes signing expressive, including the use of space, movement intensity and facial grammar. Two translations can be correct with very different gloss sequences, and automatic metrics borrowed from machine translation tend to punish legitimate variation. The group now pays Deaf reviewers to rate a sample of outputs by hand for meaning, not wording.</p>

<p>"The automatic score tells you whether the model is getting better at matching our annotation," said Lina Haddou, a doctoral researcher in the group. "The human rating tells you whether a Deaf person would understand what the system produced. Those two numbers do not always move together, and when they disagree, we trust the people."</p>

<h2>Data, consent and who benefits</h2>

<p>Data scarcity shapes everything. Spoken-language models learn from vast archives of audio; signed-language corpora are tiny by comparison, and much existing footage comes from interpreters rather than native signers. Nwosu's group now pays Deaf signers to record conversational data under a consent agreement that lets participants withdraw their footage at any time.</p>

<p>The numbers show how wide the gap is. The group's conversational corpus currently holds around 70 hours of annotated signing, the product of two years of recording and painstaking labelling. Commercial speech recognisers are trained on hundreds of thousands of hours of audio. Annotation is the real bottleneck: an experienced Deaf annotator may need an hour or more to label a single minute of fast conversation to the level of detail the models require, including where each sign begins and ends.</p>

<p>Tomás Ibarra, a Deaf linguist who advises the project, argues that the community must shape the goals, not just supply the data.</p>

<blockquote>"Hearing people often want a machine that translates us for them. Many Deaf people would rather have better captioning of spoken content, or tools to search signed video archives. Ask us first what problem you are solving." — Tomás Ibarra</blockquote>

<p>The consent agreement was drafted with a Deaf-led community organisation, Signing Commons, which reviews how recordings are used and can veto new applications of the data. Participants are paid at a rate comparable to professional interpreting work, receive a copy of their own footage, and can choose whether their faces may appear in published research figures. Ibarra says those terms matter because of history. "Our languages were suppressed in schools for generations. People are understandably wary when researchers arrive wanting to collect them."</p>

<h2>The tools people actually asked for</h2>

<p>Before building anything new, the team ran a series of workshops with Deaf adults, parents of deaf children and teachers of the Deaf. The wish list that emerged looked quite different from the translation machine that dominates press coverage:</p>

<ul>
<li><strong>Searchable video archives.</strong> Community organisations hold decades of signed video, from local news to oral histories, that nobody can search by content.</li>
<li><strong>Learning support for families.</strong> Most deaf children are born to hearing parents, many of whom are learning to sign from scratch and want feedback on their practice.</li>
<li><strong>Better captions in the other direction.</strong> Accurate, well-timed captions of spoken content remain a daily frustration.</li>
<li><strong>Dictionary lookup by signing.</strong> Looking up an unfamiliar sign is hard when you cannot type it, so participants wanted to sign into a camera and find matching dictionary entries.</li>
</ul>

<p>Dictionary lookup has become the group's first public prototype, partly because it plays to the technology's strengths. It works on short, isolated signs, tolerates a ranked list of candidates rather than a single answer, and leaves the final judgement to the person using it.</p>

<h2>Industry interest, and caution</h2>

<p>Commercial interest is growing. Start-ups are pitching signing avatars for railway announcements, translation kiosks for hospital reception desks and plug-ins for video-call software. Some of those products are built with Deaf staff and advisers; others are not. Deaf organisations have repeatedly criticised systems that present automated output as equivalent to a qualified interpreter, particularly in settings such as healthcare and law where a misunderstanding can cause real harm.</p>

<p>"A machine that gets eight signs in ten right sounds impressive until you remember that the other two might be the dose of a medicine," said Helena Brandt, policy officer at the Deaf Access Alliance. She worries that public bodies under budget pressure will treat cheap automation as a way to meet accessibility obligations without paying for interpreters, and argues that procurement rules should require evidence of performance with real Deaf users before any system is deployed.</p>

<h2>Realistic expectations</h2>

<p>Nwosu is careful about claims. Her current models perform reasonably on a constrained vocabulary in a single regional variety of one sign language, recorded with a front-facing camera. Performance drops sharply with new signers, casual registers and different dialects. She sees near-term value in assistive search and education tools rather than replacing human interpreters, a position the advisory board strongly supports.</p>

<p>Those drops are easy to measure. When the group tested its best model on signers recorded in another city, using the same sign language but different local signs and habits, accuracy fell by more than a third. Recordings made on phones held at an angle, rather than a fixed front-facing camera, fared worse still. Nwosu describes the current models as specialists that need to meet a wider range of people before they can be trusted outside the lab. "Every time we add a new group of signers, we discover another assumption we did not know we were making," she said.</p>

<h2>What to watch</h2>

<p>The group plans to release a larger conversational dataset next year, recorded by more than a hundred signers from several regions, with annotations for facial grammar produced and checked by Deaf annotators. Access will be governed by Signing Commons rather than offered as an open download, an arrangement that may frustrate some researchers but which participants requested. Nwosu hopes it will encourage others in the field to report signer-independent results and human ratings as standard practice.</p>

<p>Ibarra, for his part, measures progress differently. "When a Deaf teenager can search a hundred hours of signed stories from her own community as easily as her hearing friends search a podcast, that will be real progress," he said. "Perfect translation can wait. Respect for the language cannot."</p>`,
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

<p>Industry studies have long put out-of-stock rates in grocery somewhere between 5 and 10 percent of lines at any given moment, with the worst gaps on promotional items and in the hours after a delivery. Harrow &amp; Finch measured its own baseline during a four-week trial in eight stores before the wider rollout. On-shelf availability, the share of planned facings that actually held product, averaged a little over 92 percent. In those same stores it now runs at about 96 percent, and the gap between the best and worst stores has narrowed considerably.</p>

<h2>The workflow problem</h2>

<p>Detection turned out to be the easy part. The first month produced so many alerts that staff started ignoring them. Harrow &amp; Finch now ranks alerts by estimated lost sales, combining the camera signal with point-of-sale velocity, so that a gap in a fast-selling line is prioritised over a slow-moving specialty item. Alerts are batched into short task lists on handheld devices rather than sent one at a time.</p>

<p>Recognition accuracy needed its own maintenance routine. A typical Harrow &amp; Finch store carries around 25,000 products, and packaging changes constantly as suppliers refresh designs, launch seasonal editions or shrink pack sizes. Every new or redesigned product needs reference images before the model can identify it reliably. The chain now requires suppliers to submit product photography as part of the listing process, and a small central team reviews the products the model most often confuses, such as near-identical flavours of the same yoghurt brand.</p>

<blockquote>"A model that finds a thousand problems is not useful. A model that tells a shift lead the ten things worth fixing before the lunchtime rush is." — Helen Marsh, Harrow &amp; Finch Grocers</blockquote>

<p>Staff reactions were mixed at first. Some shift leads welcomed a clear list of priorities; others felt the devices were a way for head office to monitor how quickly they worked. Paul Okafor, who manages one of the chain's busiest suburban stores, said trust improved once the company made clear that alert data would not be used in individual performance reviews. "The system tells us where the shelf is wrong, not who was slow," he said. "Once people believed that, they started using it properly, and some of them now ask for the task list before they ask for the rota."</p>

<h2>The cost question</h2>

<p>Fixed cameras are not the only option. Some retailers use roaming robots that scan shelves as they travel the aisles overnight, while others ask staff to photograph bays with a phone app once or twice a day. Harrow &amp; Finch chose fixed units because they capture images throughout trading hours, which is when gaps actually cost sales, and because a robot in narrow aisles on a busy Saturday seemed likely to annoy shoppers.</p>

<p>The trade-off is hardware. Each store needs hundreds of small battery-powered cameras, and batteries, cleaning and remounting after refits all add up. Marsh says the business case only worked because the cameras paid for more than gap detection: the same data now feeds ordering forecasts, checks promotional compliance for suppliers and reduces the hours spent on manual price audits. "If you buy it just to find empty shelves, the maths is tight," she said. "If it becomes the way the store sees itself, it pays for itself."</p>

<h2>Privacy by design</h2>

<p>Cameras in aisles raise obvious concerns. The chain processes images on small edge devices in each store, and its vendor's model blurs any person detected in frame before an image is stored or transmitted. Only derived data, such as a count of facings per product, leaves the store. Signs at store entrances explain the system, and the retailer published a short notice describing what is and is not collected.</p>

<p>Before installation, the retailer carried out a data protection impact assessment, the formal review European and UK data protection law expects when new technology may affect people's privacy, and shared a summary with staff representatives. Marsh says the exercise forced useful decisions early: how long raw images are kept on the device before deletion, who can view them, and what happens when a camera captures a staff member restocking a bay. The answer to the last question, for now, is that the images are blurred like any other and deleted within hours.</p>

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

<h2>Why care homes are looking at robots</h2>

<p>The interest is driven less by fascination with technology than by arithmetic. Maplewood, which runs eleven homes, reports a vacancy rate of around 12 percent among care staff and relies on agency workers to cover many night shifts, at considerably higher cost. The number of residents with complex needs is rising, and recruitment campaigns have struggled to keep pace. "We are not short of ideas for what good care looks like," said Martin Hale, Maplewood's chief executive. "We are short of hands and hours."</p>

<p>Kestrel's machine is a compromise between ambition and practicality. A humanoid torso with two arms and an expressive screen for a face sits on a wheeled base, a design the company chose for stability on carpets and thresholds after early prototypes with legs proved too fragile for a busy home. Each unit stands about 1.5 metres tall, carries cameras and depth sensors, and is limited to a gentle walking pace in corridors and communal rooms.</p>

<h2>What the robots were allowed to do</h2>

<p>The trial protocol, developed with an independent ethics board, deliberately excluded physical care. The robots never helped residents stand, transfer between bed and chair, or bathe. Instead, they were assigned tasks that consume staff time without requiring clinical judgement:</p>

<ul>
<li>Fetching and returning items such as reading glasses, blankets and water jugs.</li>
<li>Delivering reminders for hydration, appointments and group activities.</li>
<li>Running short memory games and music sessions in communal areas.</li>
<li>Night-time corridor rounds, alerting staff to residents who appeared to be up and disoriented.</li>
</ul>

<p>"Our carers spend a surprising amount of their shift walking to fetch things," said Deborah Quaye, Maplewood's director of care. "If a robot can take some of those trips, a person gets that time back to sit with someone."</p>

<p>Staff assigned tasks through a tablet at each nurses' station or by speaking to the robot directly, and residents could make simple requests by voice. Every request was logged, and the robots were programmed to decline anything outside the approved list, from helping someone out of a chair to handing over medication, with a polite explanation and an offer to call a carer. Those refusals were rare but important: the evaluation found that residents made out-of-scope requests most often at night, when they were alone and the robot was the nearest thing that moved.</p>

<h2>What worked, and what did not</h2>

<p>Night rounds produced the clearest benefit. Staff on the night shift reported earlier warnings about residents wandering, and the home recorded fewer unwitnessed falls during the trial period than in the previous year, though the evaluators caution that the sample is too small to draw firm conclusions.</p>

<p>The night rounds worked because the task suited the machine. A robot moving slowly along a corridor can notice an open door, a light switched on at three in the morning or a resident standing in a hallway, and send an alert to the carer's handset with a photo of the location rather than the person. False alarms were common in the first months, mostly triggered by staff moving between rooms, and fell once the robots were given the night-shift rota and taught to recognise staff uniforms.</p>

<p>Fetching tasks were less reliable. The robots struggled with cluttered bedside tables and frequently needed a person to rescue a stuck grasp. Battery life meant each unit spent roughly a third of the day charging.</p>

<p>The numbers illustrate the gap between demonstration and daily work. Across the three homes, the robots attempted just under 9,800 fetch tasks during the year. About one in seven needed human help to finish, most often because an object was partly hidden, in an unfamiliar container or on a surface crowded with cups and tissues. Reminders and activity sessions were far more dependable, and attendance at afternoon music sessions rose in two of the three homes.</p>

<p>"The robots were best at the things that looked least impressive," said Dr. Priya Sandhu, a health services researcher at Eastgate University who led the independent evaluation. "Walking the corridors, saying the same reminder patiently for the fifth time, playing a resident's favourite song on request. Grasping a pair of glasses from a cluttered bedside table is still genuinely hard for a machine, even if a child can do it."</p>

<blockquote>"Some residents talk to Barnaby more than they talk to us. That is lovely, and it also worries me. The robot should bring people together, not replace the conversation." — Femi Adebayo, senior carer</blockquote>

<p>Residents' reactions varied widely. Some greeted Barnaby by name every morning and asked after it when it was charging. Others ignored it, and a few asked for it to be kept away from them entirely. One resident's daughter, who asked not to be named, said her mother looked forward to the robot's visits but also became distressed when a unit was taken away for repairs for a week. Staff learned to prepare residents for those absences, much as they would for a change of carer.</p>

<h2>The ethics of companionship</h2>

<p>The ethics board paid particular attention to residents with dementia, some of whom appeared unsure whether the robot was a person. The protocol required the robot to state that it was a machine when asked and prohibited it from expressing emotions it could not have. Families gave consent in advance, and residents could ask for the robot to stay out of their rooms.</p>

<p>Data collection raised its own questions. The robots' cameras are essential for navigation, but a machine that patrols corridors at night is also, in effect, a mobile surveillance system. The ethics board ruled that images would be processed on the robot and discarded immediately, except for short clips saved when a fall alert was raised, and that the robots would not enter bedrooms at night unless a member of staff sent them. Families were shown exactly what was recorded and for how long.</p>

<p>Care workers' representatives have watched the trial closely. Lorraine Webb, a regional organiser for a union that represents care staff, said her members are not opposed to machines that fetch and carry, but fear that operators will use them to justify thinner staffing. "If a robot saves a carer an hour a shift, that hour has to go back to residents," she said. "If it disappears into a spreadsheet as a cut in staffing levels, the whole exercise has failed." Maplewood has committed not to reduce staffing ratios in homes that use the robots during the next phase.</p>

<h2>The next phase</h2>

<p>The trial will expand to six homes next year, with an independent evaluation designed in advance to compare falls, staff workload and resident wellbeing against homes without robots. Cost is an open question. Kestrel has not disclosed prices, but it plans to lease the robots with maintenance included rather than sell them outright, and Maplewood says it will only continue if the units deliver measurable time savings after the novelty fades.</p>

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

<p>Peak matters disproportionately. In the weeks before major shopping holidays, order volume at the site can reach two and a half times its normal level, and the cost of a missed carrier collection is measured in late parcels, penalty fees and frustrated customers. The obvious fix, buying more robots, made the problem worse beyond a certain point: more machines in the same aisles simply meant more queues. Corvid needed the fleet it already had to move more intelligently, and that meant rethinking the planner.</p>

<p>Corvid's robotics team spent eighteen months replacing part of that planner with policies trained through reinforcement learning. The results are promising, and the path there is a useful case study in what RL can and cannot do in physical operations.</p>

<h2>From rules to learned policies</h2>

<p>Rather than training a single controller for the whole fleet, the team used a multi-agent approach. Each robot runs the same policy, observing its local neighbourhood: nearby robots, their headings, queue lengths at destination stations and a coarse congestion map broadcast by the central system. The policy chooses among a small set of actions at each junction, such as proceed, wait, or take a detour.</p>

<p>The choice to keep the action set small was deliberate. A policy that could select any path through the grid would have been harder to train, harder to verify and much harder to explain to operations staff. Because every robot shares the same learned parameters, the fleet can grow or shrink without retraining, and a robot returning from maintenance simply picks up the current policy. The central system still assigns tasks and broadcasts congestion information; the learned component only decides how each robot negotiates the traffic around it.</p>

<p>Training happened entirely in a simulator built from the warehouse's floor plan and historical order data. "We ran what amounts to years of warehouse time every night," said lead researcher Farida Nasser. "You cannot learn this on the real floor. The mistakes would be collisions and missed trucks."</p>

<h3>Building a simulator worth trusting</h3>

<p>The simulator took longer to build than the learning system. Its first version reproduced average throughput within a few percent of the real floor at moderate volumes but badly underestimated congestion at peak. The missing ingredient was people. Human pickers at packing stations work at different speeds, take breaks, occasionally leave totes half-unloaded and block aisles while restocking. Once the team modelled those behaviours from a year of station logs, simulated queues began to match reality.</p>

<p>"A simulator is a hypothesis about your warehouse," Nasser said. "We kept testing it against what actually happened on the floor, and every time it was wrong, we learned something about the operation itself." The team now reruns a set of historical peak days through the simulator after every significant change, checking that it can still reproduce them before any new policy is trained.</p>

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

<p>To make those trade-offs visible, the team trained families of policies with different weightings and plotted the results for managers: throughput against lateness, lateness against near misses. Managers then chose a point on each curve, in effect deciding how much speed they would trade for safety margins and how much average efficiency they would give up to protect the latest orders. Those workshops became a quarterly ritual, timed to precede the seasonal shifts in order volume.</p>

<blockquote>"Every number in the reward is a business decision in disguise. If you let engineers pick them alone, you get a policy that optimises the wrong warehouse." — Farida Nasser, Corvid Logistics</blockquote>

<p>Other surprises were subtler. One policy learned to park robots near charging stations during quiet periods, because the reward did not distinguish between useful waiting and idling. Another produced what engineers nicknamed the corridor waltz, in which two robots meeting head-on would detour in the same direction repeatedly before one gave way. Each problem was fixed, but each required someone to notice it first, which led the team to adopt a few working rules:</p>

<ul>
<li>Watch replays of trained behaviour, not just the summary metrics, before every release.</li>
<li>Change one reward weight at a time and record the business reason for it.</li>
<li>Keep a library of known pathological scenarios and test every new policy against all of them.</li>
<li>Give operations managers a veto over any policy that behaves in ways they cannot explain to their teams.</li>
</ul>

<h2>Bridging simulation and reality</h2>

<p>Transferring policies to the physical fleet required domain randomisation in training, varying robot speeds, sensor noise and the timing of human pickers, so that the policy did not overfit to a perfect simulator. The learned component was deployed behind a safety layer: the classical collision-avoidance system retains veto power over every move.</p>

<p>The rollout was staged over four months. The learned policy first ran in shadow mode, making decisions that were logged but not executed, so engineers could compare them with the classical planner's choices. It then took control of one zone of the floor on weekday night shifts, expanded to the full floor at night, and finally ran during day shifts. At each stage, the safety layer's interventions were counted. They were frequent early on and fell steadily as the team fixed the situations that caused them.</p>

<p>"My people did not care whether the routing was learned or hand-written," said Graham Pike, the site's general manager. "They cared whether robots turned up at their station on time and whether anyone could tell them why, when they did not. We built a simple screen that shows what each robot is waiting for. That did more for acceptance than any throughput chart."</p>

<p>Measuring the benefit fairly was harder than expected. Order mix, staffing and fleet size all change from one year to the next, so the team also ran controlled comparisons during the rollout, alternating the learned and classical planners on matched days with similar volumes. Those comparisons, rather than the headline year-on-year figures, are what convinced Corvid's leadership to keep going.</p>

<p>During the most recent peak season, Corvid reported higher throughput per robot and shorter queues at packing stations than the rule-based planner achieved the previous year. The team is now exploring whether the same approach can schedule battery charging, another decision where fixed rules leave capacity on the table.</p>

<p>Charging is a good test case for the approach. Sending robots to charge when their batteries run low is simple but wasteful: at peak, too many machines end up queuing at chargers at once. A learned scheduler could top up batteries opportunistically during quiet moments, keeping more robots on the floor when orders surge. The team expects that project to take a year, most of it spent extending the simulator to model battery wear accurately.</p>

<h2>The limits of learning</h2>

<p>Not everyone in the field is convinced that reinforcement learning is the right tool. Dr. Helen Achterberg, who researches multi-robot path planning at Linden Technical University, points out that classical planners have improved considerably and that some of Corvid's gains may have come from the detailed simulator and better congestion data rather than from learning itself. "A well-tuned search-based planner with the same information might have closed much of the gap," she said. "The honest comparison is against the best classical system you could build, not the one you happened to have."</p>

<p>Corvid has tested that argument. After the rollout, the team gave its classical planner the same congestion data and spent several weeks tuning it in the simulator. The gap narrowed, but did not close: at peak volumes, the learned policy still moved noticeably more totes per robot, largely because it handled crowded intersections more flexibly than any hand-written priority rule the team could devise.</p>

<p>There are operational costs, too. Learned policies are harder to debug than explicit rules, and changes to the warehouse layout, such as a new packing station or a relocated storage zone, mean rebuilding parts of the simulator and retraining. Corvid now budgets for a retraining cycle whenever the floor plan changes significantly, and it keeps the classical planner fully maintained as a fallback.</p>

<p>Nasser accepts the criticism and argues that it misses the point. The value, she says, lies less in any single algorithm than in the discipline the project forced on the company: a faithful model of the operation, an explicit statement of what the business is trying to optimise, and a safe way to test changes before they reach the floor. "Reinforcement learning made us write down what we actually wanted," she said. "That alone was worth the effort."</p>`,
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

<p>The economics have shifted just as quickly. The price of calling a capable hosted model has fallen repeatedly, while efficient serving software and smaller, well-trained open models have made self-hosting realistic for teams without a dedicated research group. The result is that a decision made eighteen months ago may no longer be the right one today, and founders who treated their first choice as permanent are discovering the cost of revisiting it.</p>

<h2>Why many start closed</h2>

<p>Priya Venkataraman, co-founder of contract-review start-up Clausewise, built her first prototype on a closed API in a weekend. "At the beginning, the only thing that matters is whether customers want the product," she said. "Paying per token is expensive at scale, but it is extremely cheap when you have ten users." Her team moved part of its pipeline to a fine-tuned open-weight model only after usage volume made API costs a board-level topic.</p>

<p>The numbers behind that decision were stark. In Clausewise's first year, its monthly model bill grew from a few hundred pounds to more than £40,000 as customers uploaded larger contract portfolios. Most of that spend went on a single, repetitive step: extracting clauses and dates from documents before any analysis began. Moving that step to a fine-tuned open-weight model running on rented GPUs cut its cost per document by roughly 60 percent. The harder reasoning tasks, such as flagging unusual indemnity terms, stayed on the closed API. "We did not switch models," Venkataraman said. "We switched one job to a cheaper worker."</p>

<p>The saving was not free. Clausewise had to hire an infrastructure engineer, build monitoring for a service it now ran itself, and maintain its own evaluation suite to catch regressions whenever the fine-tuned model was updated. Venkataraman estimates the migration took a quarter of the engineering team's time for two months.</p>

<h2>Why some start open</h2>

<p>Others have no choice. Oskar Lindgren runs Halden Health Data, which processes clinical notes for hospital groups. His customers' procurement teams insisted that no patient data leave their own cloud environments. "For us, open weights were a sales requirement, not a technical preference," he said. Running models in the customer's environment also simplified conversations about data-protection obligations.</p>

<p>It also created work that a closed API would have absorbed. Halden now supports deployments across three cloud providers and two on-premises data centres, each with different hardware, security reviews and update windows. When a better open-weight model is released, upgrading every customer can take months. "We have an on-call rota for models now," Lindgren said. "Nobody puts that in the pitch deck, but it is the price of telling a hospital its data never leaves the building."</p>

<p>Investors and founders interviewed for this article consistently pointed to a handful of factors that drive the decision:</p>

<ul>
<li><strong>Unit economics at scale.</strong> Self-hosting has high fixed costs but can lower marginal cost per request once volume is steady.</li>
<li><strong>Data residency and compliance.</strong> Regulated customers often demand control over where inference happens.</li>
<li><strong>Team skills.</strong> Serving, monitoring and updating models requires infrastructure talent that small teams may lack.</li>
<li><strong>Latency and customisation.</strong> Smaller fine-tuned models can be faster and more consistent on narrow tasks.</li>
<li><strong>Vendor dependency.</strong> Pricing changes or model deprecations on a closed API can force unplanned rework.</li>
<li><strong>Licence terms.</strong> Open-weight does not always mean unrestricted; some licences limit commercial use or impose conditions.</li>
</ul>

<p>Switching is rarely as simple as changing an endpoint. Prompts, output parsers and safety filters tend to be tuned, often unconsciously, to the quirks of a particular model. Several founders described a kind of prompt debt: hundreds of small instructions that worked around one model's habits and broke in subtle ways when tried with another. Teams that kept their prompts in version control, with tests attached, found migrations far less painful than those that had scattered them through the codebase.</p>

<blockquote>"The most dangerous position is not open or closed. It is being locked into either without an abstraction layer that lets you switch." — Marcus Ebbesen, partner at Fjordline Ventures</blockquote>

<h2>What investors ask</h2>

<p>The model choice now features routinely in due diligence. Investors who spoke for this article say they care less about which model a start-up uses than about whether the founders understand the consequences. Ayesha Karim, a principal at Northwind Capital, said she asks every AI company she meets the same handful of questions:</p>

<ol>
<li>What happens to your gross margin if your model provider doubles its prices, or if usage grows tenfold?</li>
<li>How long would it take to move your core workload to a different model, and how would you know the new one was good enough?</li>
<li>Which parts of your product depend on capabilities that only one provider currently offers?</li>
<li>Who on the team can run models in production if a customer demands it?</li>
</ol>

<p>"I am not looking for a particular answer," Karim said. "I am looking for a team that has done the arithmetic. The companies that worry me are the ones whose margins only work at today's prices, with today's model, for today's customers."</p>

<h2>The licence fine print</h2>

<p>Lawyers add another layer. Open-weight licences vary considerably: some are permissive, while others restrict use above a certain number of users, prohibit particular applications or require attribution. Acceptable-use policies attached to both open and closed models can limit what a product is allowed to do, and closed providers' terms change over time. Halden's legal review of its first open-weight model took six weeks, longer than the technical evaluation.</p>

<p>"Founders read benchmark tables closely and licences not at all," said Sunniva Holm, a technology lawyer who advises early-stage companies. "The licence decides whether you can sell the product to the customer you are pitching next month. It deserves at least the same attention as the leaderboard."</p>

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

<p>Getting this wrong is expensive. A senior hire who arrives to find no usable data, no clear problem and no executive support is likely to leave within a year, taking months of recruitment effort and onboarding with them. Worse, a failed first hire can convince a leadership team that AI is not for companies like theirs, setting the whole programme back by years.</p>

<h2>Define the work before the title</h2>

<p>Titles such as data scientist, ML engineer and AI engineer mean different things at different companies. Talent leaders recommend writing a short description of the first three projects the hire will deliver, then working backwards to skills. A company that wants to add a retrieval-based assistant to its customer-service tools needs strong software engineering and evaluation skills more than research experience. A company that wants to forecast demand needs statistics, domain knowledge and clean data.</p>

<p>Claire Hutton, head of people at Ashgrove Components, a 1,200-person engineering firm, said the shift changed her pipeline. "When we stopped advertising for an AI lead and started advertising for someone to cut unplanned downtime using sensor data, the applicants got better and more relevant," she said.</p>

<p>Specialist recruiters say the change in framing matters because the market has split in two. A small group of researchers and senior engineers command pay packages that only the largest technology companies can match. A much larger pool of capable applied practitioners, many with backgrounds in software engineering, analytics or science, are open to offers that combine reasonable pay with interesting problems. "Mid-size firms keep fishing in the first pool and wondering why nothing bites," said Owen Falk, founder of specialist recruitment firm Tessellate Talent. "Their best candidates are in the second pool, and often already inside the building."</p>

<h2>Where mid-size firms can compete</h2>

<p>Mid-size firms rarely win on salary alone, but they have real advantages to sell:</p>

<ol>
<li><strong>Scope and ownership.</strong> A single engineer can take a project from idea to production and see its business impact directly.</li>
<li><strong>Proximity to users.</strong> Teams sit close to the operators, sales staff or customers who use the system.</li>
<li><strong>Real data problems.</strong> Messy, domain-specific data is a draw for practitioners tired of benchmark work.</li>
<li><strong>Flexibility.</strong> Remote options, four-day schedules or sabbaticals can outweigh a gap in base pay.</li>
</ol>

<p>Candidates, however, are doing their own due diligence. Experienced applicants increasingly ask about the state of a company's data, the size of its compute budget and who in the leadership team actually sponsors the work before they accept an interview. Daniel Osei, who left a large platform company to join regional logistics firm Brightwater Freight as its first machine-learning engineer, said he turned down two other mid-size offers because neither could tell him where their data lived. "I did not need a huge budget," he said. "I needed to know that someone senior wanted the project to succeed and that I would not spend my first year begging for database access."</p>

<h2>Grow from within</h2>

<p>Many of the most successful AI teams at mid-size companies include people who were already on the payroll. Analysts who know the data, software engineers who know the systems and domain experts who know the customers can be trained into applied AI roles faster than an outsider can learn the business. Structured learning time, pairing with an experienced external hire and small, well-scoped first projects help the transition.</p>

<p>Ashgrove formalised this approach last year with a part-time programme for existing staff. Twelve employees, including analysts, a quality engineer and a maintenance planner, spent a day a week for six months on structured courses and a supervised project drawn from their own department. Four have since moved into applied AI roles, and most of the others now act as informed partners for the data team in their home departments, which Hutton values almost as highly.</p>

<blockquote>"Our best ML engineer used to run the maintenance planning spreadsheet. She already knew which machines failed and why. We taught her the modelling." — Claire Hutton, Ashgrove Components</blockquote>

<h2>Process, pairing and the first year</h2>

<p>Many firms bridge the gap with consultants, and that can work well if knowledge stays behind when the contract ends. Ashgrove now requires every external AI engagement to include named internal staff who work alongside the consultants and take over the system afterwards. Hutton describes it as buying tuition as much as delivery. Contracts also specify that code, documentation and evaluation data belong to the company, so that a project does not quietly depend on a consultancy's private tooling.</p>

<p>Isolation is the other common failure. A single AI specialist dropped into an established organisation, with no peers and no one who understands their work, often leaves within a couple of years. Talent leaders suggest hiring in pairs where budgets allow, or connecting a solo hire to an external community, a university partnership or a senior mentor elsewhere in the industry.</p>

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

<p>The timing is not accidental. Agencies have spent years under pressure to produce more assets for more channels on flat or shrinking budgets. A single campaign that once needed a television spot and a few print executions may now require dozens of cut-downs, aspect ratios and regional variants, each tested against the others in performance marketing platforms. Generative video arrived at exactly the moment when the volume of content clients expect had outgrown the economics of traditional production.</p>

<h2>Where generative video fits today</h2>

<p>Across agencies interviewed for this article, generative video is settling into specific roles rather than replacing production wholesale:</p>

<ul>
<li><strong>Animatics and pre-visualisation.</strong> Generated clips stand in for storyboards, helping clients approve pacing, framing and tone.</li>
<li><strong>Versioning.</strong> A single live-action shoot can be extended into dozens of variants with different backgrounds, seasons or product colours for performance testing.</li>
<li><strong>Localisation.</strong> Background signage, text overlays and environmental details can be adapted for different markets.</li>
<li><strong>Social cut-downs.</strong> Short, vertical formats with abstract or product-focused visuals are increasingly generated or heavily augmented.</li>
</ul>

<p>For a recent campaign for skincare brand Pellucid, Saltmarsh shot one day of live action with a small cast and used generative tools to create backdrop variations for twelve markets. Moreau estimates the approach halved the cost of producing the full set of regional edits.</p>

<p>The workflow behind the Pellucid edits was more hands-on than the phrase "generated backdrops" suggests. The live-action footage was shot against simple, evenly lit sets so that the cast and product could be separated cleanly. Generated environments, a coastal terrace for one market and a snowy city balcony for another, were produced in dozens of variations, shortlisted by the creative team and then composited by hand. Every frame containing the product itself came from the camera, not a model. Producing all twelve regional versions took about ten working days, against the six weeks the agency had budgeted for a conventional approach.</p>

<h2>Why the hero film is still shot on camera</h2>

<p>Consistency remains the hardest problem. Keeping a product's packaging, a character's face or a logo exactly right across shots is difficult, and even small distortions are unacceptable for brands with strict guidelines. Hands, text and physical interactions with products still produce errors that require manual correction.</p>

<blockquote>"Clients will forgive a rough animatic. They will not forgive a bottle that changes shape halfway through a thirty-second spot." — Inès Moreau, Saltmarsh Creative</blockquote>

<p>That constraint has changed what happens after the shoot. Generated material rarely goes straight into a finished spot; it is treated as raw footage to be graded, retouched and combined with shot material. Saltmarsh has added two generative artists to its post-production team, working alongside compositors and colourists rather than replacing them. "The skill is knowing which problems to give the model and which to keep for ourselves," said Kwabena Asante, the agency's head of post-production. "Backgrounds, weather, light through a window: fine. Faces, hands, logos: we shoot them or we fix them by hand."</p>

<p>Performance testing has produced mixed evidence. In social campaigns, Saltmarsh has run generated and conventionally produced variants side by side. Generated versions performed about as well on average, and occasionally better, because the team could test many more ideas. But the strongest single ads in most tests were still ones built around real people and real moments, a pattern Moreau says clients find reassuring.</p>

<p>There is also a risk of sameness. Moreau has noticed that generated imagery drifts towards a recognisable look, with glossy light, perfect weather and tidy interiors, because that is what the models have seen most often. Her team now writes briefs that push deliberately against those defaults, asking for rain, clutter and imperfect framing. "Left alone, every brand ends up in the same beautiful, empty kitchen," she said.</p>

<h2>The economics for agencies</h2>

<p>Cheaper production poses an awkward question for agencies themselves. Much agency revenue is still billed by time, and work that takes fewer hours earns less. Some of Saltmarsh's competitors have quietly absorbed the savings as margin; others have passed them on to clients in the hope of winning more business. Saltmarsh is moving part of its work to fixed fees for defined outcomes, such as a full set of regional edits, rather than charging by the day.</p>

<p>"Clients are not stupid. They read the same headlines we do, and they expect generative tools to make things cheaper," said Martin Greer, who advises independent agencies on pricing. "Agencies that keep billing by the hour for work a model has accelerated will lose that argument. The ones that price the idea and the judgement, not the rendering time, have a future."</p>

<h2>The client's view</h2>

<p>Brands are enthusiastic but wary. Astrid Nyholm, global brand director at Pellucid, says the speed of generated animatics has made approvals easier, because senior executives can react to something that moves rather than a sequence of sketches. She is more cautious about finished work. "Our customers look at skin in our ads very closely," she said. "If a face looks slightly synthetic, we lose the thing we are selling, which is trust that the product does what we say."</p>

<p>Pellucid now runs every piece of generated material through a brand-safety review before it can appear in a finished ad. The checklist covers packaging accuracy, the representation of skin and bodies, legible text, and whether any generated person could be mistaken for a real individual. Nyholm says the review adds a day to most schedules, a cost she considers trivial next to the cost of withdrawing a campaign.</p>

<h2>Rights, disclosure and talent</h2>

<p>Legal review has become part of every generative brief. Saltmarsh's contracts now specify which tools may be used, require that vendors can explain their training-data terms, and prohibit generating likenesses of real people without written consent. Actors' agreements include explicit clauses on whether their image can be used to create synthetic variations, and for how long.</p>

<p>Performers are watching these clauses closely. Talent agent Joanna Pryce says she now reads every commercial contract for language about digital replicas, and pushes back on broad terms that would let an advertiser reuse a performer's likeness indefinitely. "An actor gets paid for a day on set and then appears in forty versions of an ad across twelve countries," she said. "That might be fine, if it was agreed and paid for. It is not fine if it was buried on page nine." Performers' unions have negotiated similar protections in film and television, and agents expect advertising to follow.</p>

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

<p>The question has moved from academic conferences to everyday operations. News organisations want to check whether a dramatic photo from a breaking story is real. Insurers are seeing claims supported by suspiciously perfect pictures of damage. Online marketplaces worry about generated product images that misrepresent what a buyer will receive. Each of these settings needs a slightly different answer, which is why it is worth understanding how the main techniques actually work.</p>

<h2>Three layers of provenance</h2>

<p>It helps to separate three approaches that are often lumped together:</p>

<ol>
<li><strong>Visible marks.</strong> A logo or label placed on the image. Easy for people to understand and easy to crop out or paint over.</li>
<li><strong>Invisible watermarks.</strong> A signal embedded in the pixels themselves, imperceptible to viewers but detectable by software. Classical methods hide patterns in frequency-domain coefficients; newer approaches train neural networks to embed and detect a message, or build the watermark into the generation process so that it is present from the first pixel.</li>
<li><strong>Signed metadata.</strong> Cryptographically signed information attached to the file describing how it was created and edited. The C2PA standard for content credentials is the best-known example. Metadata can carry rich history but is stripped by many upload pipelines and screenshots.</li>
</ol>

<p>Many practitioners recommend combining the second and third approaches: metadata provides detailed, verifiable provenance when it survives, and an invisible watermark offers a fallback signal when it does not.</p>

<h2>How a content credential works</h2>

<p>Signed metadata is often misunderstood, so it is worth walking through. When a tool that supports content credentials creates or edits an image, it writes a manifest: a structured record of statements such as which application produced the file, whether a generative model was involved and what edits were applied. The manifest includes a cryptographic hash of the image, so that any later change to the pixels can be detected, and the whole record is signed with a certificate belonging to the tool's maker.</p>

<p>When the image is edited again in a compatible tool, a new manifest is added that references the previous one, building a chain of history. Anyone can then check the signatures and hashes with a validator. What a credential cannot do is prove that a claim is true in the everyday sense. It proves who made a statement about the image and that the image has not changed since. Trust in the signer still matters, which is why the standard relies on lists of trusted certificate issuers.</p>

<p>Adoption is growing but uneven. Several image generators, editing applications and some professional cameras can attach credentials, and a number of platforms display them. Many others still strip metadata on upload, often for sensible reasons such as removing location data, and in doing so remove the credential too.</p>

<h2>Robustness and its limits</h2>

<p>An invisible watermark is only useful if it survives the ordinary life of an image on the internet. Common transformations include:</p>

<ul>
<li>JPEG recompression at different quality levels</li>
<li>Resizing, cropping and rotation</li>
<li>Colour adjustments and filters</li>
<li>Screenshots and re-photographing a screen</li>
</ul>

<p>Well-designed watermarks tolerate many of these, but there is a fundamental trade-off between robustness, image quality and the amount of information embedded. Determined adversaries can also attack watermarks directly, for example by regenerating an image through another model, which can wash out the embedded signal. Researchers broadly agree that watermarks raise the cost of evasion rather than making it impossible.</p>

<p>In practice, the trade-off shows up in small decisions. A watermark that carries only a yes-or-no signal can be embedded more robustly than one carrying a longer message, such as an identifier for the model version or the account that generated the image. Embedding more strongly improves survival under compression but can produce faint, visible artefacts in flat areas like skies and studio backdrops. Each deployment has to choose a point on that curve and should document the choice.</p>

<blockquote>"Think of a watermark as a seatbelt, not a force field. It helps in the common case and fails against someone who is trying hard to defeat it." — Dr. Lena Hartmann, media forensics researcher at Northmoor University</blockquote>

<h3>Testing a watermark before you trust it</h3>

<p>Teams adopting a watermarking scheme, whether built in-house or licensed from a vendor, should measure its robustness on their own content rather than relying on published figures. Yusuf Demir, a trust and safety engineer at image-sharing platform Pixelfold, describes a simple routine his team follows:</p>

<ol>
<li>Build a test set of watermarked images that reflects what users actually upload, including faces, text, screenshots and low-light photos.</li>
<li>Apply a library of transformations at increasing strength, from mild compression to heavy cropping and regeneration through another model.</li>
<li>Measure the detection rate at a fixed, low false-positive rate, established on a large set of unmarked images.</li>
<li>Push real images through real upload pipelines, including messaging apps and social platforms, and test what comes out.</li>
<li>Repeat the whole exercise whenever the generator or the watermarking model changes.</li>
</ol>

<p>"Vendors quote robustness against the transformations they thought of," Demir said. "Your users will invent new ones by lunchtime. The only numbers I trust are the ones we measured on our own traffic."</p>

<h2>Provenance for authentic images, too</h2>

<p>Much of the debate focuses on labelling synthetic images, but some publishers are approaching the problem from the opposite direction: proving that genuine photographs are genuine. The picture desk at the regional daily <em>The Harbour Courier</em> now signs images from its staff photographers with content credentials at the point of publication, recording who took them and what edits were made. Readers can inspect the record on the paper's website.</p>

<p>"We cannot watermark every fake on the internet," said picture editor Siobhan Keane. "But we can make it easy to check that our photos are ours, and that we did not change what they show. Over time, we hope the absence of a credential on a dramatic image starts to make people pause." The approach has limits: freelance and reader-submitted photos are harder to verify, and the credential says nothing about whether a scene was staged.</p>

<h2>False positives and policy</h2>

<p>Detection errors cut both ways. A detector that wrongly flags a genuine photograph as synthetic can harm a journalist or photographer, so thresholds must be tuned conservatively and results presented as probabilities rather than verdicts. Absence of a watermark also proves nothing, since many generators do not embed one.</p>

<p>Who gets to run detectors is another unresolved question. Many invisible watermarking schemes depend on a secret key held by the generator's developer. If the detector is made public, attackers can probe it repeatedly to learn how to remove the mark; if it stays private, journalists, researchers and smaller platforms must rely on the developer to check images for them. Some providers offer limited detection services to vetted partners as a compromise.</p>

<p>Interoperability is also lacking. Each developer's watermark is typically readable only by its own detector, so a platform that wants to check incoming images must integrate several systems and still has no way to detect marks from generators it does not know about. Shared standards for metadata have progressed further than standards for invisible watermarks, which remain largely proprietary.</p>

<p>How results are presented to people matters as much as the underlying signal. Labels such as "made with AI" can be confusing when a photograph has only been lightly retouched with a generative tool, and some studies suggest that heavy-handed labelling can make audiences more sceptical of authentic content as well. Platforms are experimenting with layered labels that distinguish fully generated images from edited ones, and with links to the underlying provenance record for those who want detail.</p>

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

<h2>Inside the exercise</h2>

<p>Around thirty people took part: the county clerk and her deputies, the office's two IT staff, its communications officer, a representative of the state election office, the news director of a local radio station and, by video link, staff from two large social platforms. Every ten minutes, facilitators introduced a new development. The clip was forwarded in a neighbourhood messaging group. A local radio host asked listeners whether anyone knew about the gas leak. A voter called the office to ask where she should go instead. A candidate's campaign demanded that the county "investigate the leak".</p>

<p>The first forty minutes did not go smoothly, and that was the point. The team spent almost a quarter of an hour trying to reach the official whose voice had been imitated, who in the scenario was on a flight. Nobody was sure who had the authority to post a statement on the county's social media accounts while he was unreachable. A draft correction repeated the false claim in its first sentence, risking spreading it further. "We learned more from what we fumbled than from what we got right," said Lakeshore County clerk Diane Morales. "Better to fumble in a conference room in March than on a real morning in November."</p>

<p>The county has since named a deputy spokesperson, agreed that the clerk can approve an emergency statement on her own authority, and rewritten its templates so that each one opens with the accurate information rather than the rumour it is correcting.</p>

<h2>Speed beats certainty</h2>

<p>"Everyone's first instinct is to prove the clip is fake before saying anything," said Civic Signal Lab director Hannah Obi. "By the time you have a forensic report, the clip has been heard a hundred thousand times." The exercise encourages officials to lead with accurate information rather than waiting to debunk: all polling stations are open, here is how to check yours, and this is the only official source.</p>

<p>That approach is consistent with research on so-called prebunking, which suggests that warning people in advance about a manipulation tactic can make them more resistant to it when it appears. Lakeshore County now plans to tell voters, weeks before election day, that fake audio of officials may circulate and that any change to polling places will only ever be announced through its own website and phone line. Obi calls it "vaccinating the information environment": the aim is that, when the fake arrives, voters already know where to look.</p>

<p>Lakeshore County's resulting playbook includes several steps that offices can take well before any election:</p>

<ul>
<li>Publish a single, memorable official channel for polling-place information and promote it repeatedly.</li>
<li>Pre-draft holding statements for likely scenarios, such as fake closures, fake results and fabricated statements by officials.</li>
<li>Establish contacts with platform trust and safety teams and local newsrooms in advance, not on the day.</li>
<li>Record verified reference audio and video of key officials for comparison by independent analysts.</li>
<li>Designate one spokesperson with authority to issue corrections quickly.</li>
</ul>

<p>None of these steps requires sophisticated technology, which matters because many local election offices are small. Some counties run elections with a handful of permanent staff who also handle voter registration, equipment maintenance and poll-worker training. For them, the most useful outputs of the exercise were templates: pre-written statements, a contact sheet for platform and media partners, and a one-page decision chart showing who approves what. Civic Signal Lab is sharing those materials with other counties in the state.</p>

<h2>The role and limits of detection</h2>

<p>Detection tools still have a place. Analysts can look for inconsistencies in audio spectra, compression artefacts and lip synchronisation, and provenance signals such as content credentials can help confirm authentic material. But Obi warns that detectors produce probabilities, not proof, and can be wrong in both directions.</p>

<p>Time is the other limitation. In the exercise, a university audio forensics team agreed to analyse the clip as if the incident were real. Its assessment, cautious and carefully worded, arrived almost three hours after the clip first appeared. "We could say the recording had several features consistent with synthesis and was unlikely to be authentic," said Dr. Aaron Whitfield, who led the analysis. "That is a useful finding for a follow-up news story. It is no help to a voter deciding where to go at seven in the morning." The reference recordings Lakeshore now keeps of its officials should shorten that process, but not to minutes.</p>

<blockquote>"The goal is not to win an argument about whether a clip is fake. The goal is to make sure every voter who heard it also hears where to find the truth." — Hannah Obi, Civic Signal Lab</blockquote>

<p>Local newsrooms play a delicate role. Reporting on a fake can amplify it, but ignoring a clip that listeners are already hearing leaves them without guidance. Marcus Tran, news director at the Lakeshore radio station that took part in the exercise, said his team agreed on a simple rule: report what is true first and describe the false claim only as much as needed to correct it. "The headline is 'All polling places are open', not 'Fake clip claims polling places closed'," he said. "If our listeners remember one thing, it should be the right thing."</p>

<p>Platform representatives in the exercise explained what they could and could not do. Public posts can be labelled or have their reach reduced, but content on encrypted messaging apps cannot be seen, let alone moderated, by the companies that run them. In the scenario, the clip spread mainly through private groups, which left the county's own channels and trusted local voices as the main way to reach affected voters.</p>

<h2>The liar's dividend</h2>

<p>Ethicists also highlight a quieter risk: once the public knows convincing fakes exist, genuine recordings can be dismissed as synthetic. Researchers call this the liar's dividend. Officials in the exercise discussed how to respond if an authentic but embarrassing recording were waved away as AI-generated, and concluded that consistent, transparent communication over time is the only durable defence.</p>

<p>Reaching the voters most exposed to a fake is another challenge. Older residents, people who speak languages other than English and communities that rely heavily on messaging groups may never see an official social media post. Lakeshore's playbook now includes a list of trusted intermediaries, such as librarians, faith leaders, community radio hosts and neighbourhood association chairs, who have agreed to pass on verified information quickly if something goes wrong. The county has also arranged for translated versions of its holding statements to be ready in the four languages most spoken locally.</p>

<h2>What to watch before the next election</h2>

<p>Organisers of the exercise point to several developments that will shape how well prepared offices are:</p>

<ul>
<li><strong>Funding.</strong> Preparation takes staff time, and many offices have no budget line for communications planning or exercises.</li>
<li><strong>Platform commitments.</strong> Whether companies maintain dedicated election contacts and fast escalation routes for officials, particularly for local races that attract less national attention.</li>
<li><strong>Voice cloning safeguards.</strong> Whether voice-synthesis services verify consent before cloning a voice, since audio fakes are cheap to make and hard for listeners to judge.</li>
<li><strong>Provenance adoption.</strong> Whether official offices begin signing their own audio and video so that authentic statements can be verified quickly.</li>
</ul>

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

<p>The unit was built by a working group of six teachers drawn from computing, English, history and science, who met fortnightly for a term before writing a single lesson. Half of them had argued for a ban. Dunmore says that was an advantage: the sceptics insisted that every lesson include examples of AI getting things wrong, and the history teacher pushed for activities on checking sources that now form the backbone of the verification lessons. The group piloted the materials with two classes before rolling them out to the whole year group.</p>

<p>The group also made a deliberate choice to avoid building lessons around any named product. Tools change every few months, and a lesson that teaches the menus of a particular chatbot is out of date before the next school year. Instead, activities use whichever free tools are available at the time, and the materials are reviewed every summer by the same working group.</p>

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

<p>The classifier lesson is the one students remember. Working in small groups, they photograph two kinds of object around the school, such as trainers and school shoes, train a simple model in a free browser tool and test it. The model usually works perfectly in the classroom and fails in the corridor, where the light is different, or when someone holds a shoe at an unusual angle. "One group's model decided everything on a blue table was a trainer, because they had taken all their trainer photos on the same blue table," said Dunmore. "You cannot teach bias in data better than that."</p>

<h2>Judgement is the hard part</h2>

<p>Teachers report that the technical lessons land easily. The difficult conversations are about judgement: when using a chatbot helps learning and when it replaces the thinking the assignment was meant to build. Fernhill's English department now asks students to submit a short reflection with any essay in which AI was used, explaining what they asked, what they kept and what they changed.</p>

<p>Across subjects, the school now labels assignments with a simple three-level system. Some tasks are marked as AI-free, usually because the point is to practise a skill such as drafting an argument or solving a problem unaided. Others allow AI for brainstorming or feedback, provided its use is declared. A few actively require students to use an AI tool and critique its output. Teachers say the labels removed much of the ambiguity that had fuelled arguments about cheating, because students know the rules before they start rather than discovering them afterwards.</p>

<blockquote>"The question I want them asking is not whether the machine can do this, but whether I should let it. That is a question about who they want to become as learners." — Rachel Dunmore, Fernhill Secondary School</blockquote>

<p>Assessment has changed as a result. More written work now happens in class, and students are increasingly asked to explain their reasoning aloud, which reveals understanding in a way a polished essay cannot. Fernhill also decided not to use automated AI-detection software after staff tested several tools on essays they knew to be written by students and found too many false accusations. "Telling a student they cheated when they did not does real damage," said Owen Pritchard, head of English. "I would rather design assignments where the thinking is visible than rely on a tool that guesses."</p>

<h2>Equity and teacher support</h2>

<p>Education researchers caution that AI literacy risks widening gaps if it depends on students' access to devices and paid tools at home. Dr. Kwame Mensah, who studies digital education at Westbrook College, argues that curricula should be designed so every activity can be completed on school equipment, and that schools must avoid assuming all students arrive with the same experience.</p>

<p>Early evidence from Fernhill is encouraging, if limited. In surveys before and after the unit, the share of students who could give a reason why a chatbot's answer might be wrong rose from under half to more than four in five, and more students said they checked AI-generated information against another source. Mensah, who has reviewed the school's materials, cautions that self-reported habits do not always match behaviour, and that lasting effects will only be clear after several years.</p>

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

<p>The programme is not small. Outpost sends to around 1.2 million subscribers across nine automated journeys, including welcome series, post-purchase care tips, back-in-stock alerts, seasonal trip planning and win-back messages for lapsed customers. Before the rebuild, those journeys relied on fourteen fixed templates, refreshed twice a year by a copywriting team of three. "Our emails were accurate and consistent," said Lucía Ferrer, Outpost's marketing director. "They were also identical for a first-time festival camper and someone who has walked every long-distance trail in the country."</p>

<h2>Start from a content system, not a prompt</h2>

<p>Outpost's CRM lead, Daniel Varga, says the team's first experiments, which asked a model to write whole emails from a customer profile, produced copy that was fluent but off-brand and occasionally wrong about products. The second iteration separated responsibilities:</p>

<ul>
<li>A recommendation model selects products based on browsing, purchase history and inventory.</li>
<li>Approved modular blocks define layout, brand voice, legal text and offer rules.</li>
<li>A language model writes only specific slots, such as a subject line, an opening sentence and a short product blurb, constrained by a style guide and factual product data.</li>
<li>Automated checks reject outputs that mention unavailable products, unapproved discounts or banned phrases.</li>
</ul>

<p>In the first weeks, the automated checks rejected around 4 percent of generated slots, most often for mentioning a colour or size that had just sold out. Rejected slots fall back to approved default copy, so no subscriber receives an empty email. Tighter prompts and fresher product data have since pushed the rejection rate below 1 percent.</p>

<p>"Generation works best in small, well-fenced spaces," Varga said. "The model is a copywriter inside a system, not the system."</p>

<h3>Keeping the voice</h3>

<p>Brand voice turned out to be easier to protect with examples than with rules. Outpost's style guide had described its tone as "practical, warm and unpretentious", which meant little to a model. The team replaced most of the adjectives with a library of around two hundred approved sentences and short blurbs, each tagged with the situation it suited, which the model sees as reference when writing a slot. It also lists phrases the brand never uses, from "epic adventure" to exclamation-heavy urgency.</p>

<p>Humans remain in the loop, just at a different point. Each week, senior copywriter Hannah Cole reviews a random sample of a few hundred generated slots against a simple scoring sheet: accurate, on-voice, useful, not creepy. Anything that fails feeds back into the examples and the automated checks. "I used to write every email," Cole said. "Now I edit the system that writes them, and I read more of our emails than I ever did before, just not one at a time."</p>

<h2>Personal, not surveillant</h2>

<p>The team also wrote rules about what not to say. Emails never reference precise location, time spent on specific pages or inferred life events. An early test that mentioned a customer's abandoned search for a child carrier was dropped after internal reviewers found it unsettling.</p>

<p>To ground those judgements in more than instinct, the team surveyed around 2,000 customers about which kinds of personalisation they welcomed. Recommendations based on past purchases and stated interests were broadly popular. References to browsing behaviour split opinion, and anything that hinted at location, family circumstances or the time of a visit was unpopular with a clear majority. The results now sit in the brand guidelines as a short table of allowed and forbidden signals, which the automated checks enforce.</p>

<blockquote>"Customers like relevance. They do not like being reminded how much we know. The line is whether a friendly shop assistant would say it out loud." — Daniel Varga, Outpost Outdoor Supply</blockquote>

<p>Consent sits underneath everything. Outpost uses only data that customers knowingly provided or generated on its own site, honours opt-outs promptly and reviewed its practices against GDPR and CCPA requirements with counsel before launch.</p>

<p>The team also invested in data that customers give deliberately. A redesigned preference centre asks subscribers which activities they care about, how often they want to hear from the brand and whether they are planning a trip. Around a fifth of active subscribers have filled it in, and their stated interests take priority over anything inferred from behaviour. Every generated email now includes a short line explaining why the subscriber is receiving it, with a link to change those preferences.</p>

<h2>When the model gets it wrong</h2>

<p>Mistakes still happen, and Outpost plans for them. In one incident, a back-in-stock message praised a tent's waterproofing using wording from an older version of the product; the supplier had changed the fabric, and the product data had not been updated. The automated checks passed the copy because it matched the catalogue, which was itself wrong. The fix was organisational rather than technical: product data changes now trigger a review of any approved blocks that reference them.</p>

<p>The team also built a kill switch. Any journey can be reverted to its last template-based version within minutes, and the on-call CRM analyst can pause generation entirely if complaints spike. It has been used twice, both times for data feed problems rather than anything the model wrote. "Assume something upstream will break," Varga said. "Then make sure you can go back to boring quickly."</p>

<h2>Measuring what matters</h2>

<p>With a different message for every subscriber, traditional A/B testing of single variants breaks down. Outpost now tests at the level of strategy, comparing a generated programme against a holdout group that receives the previous template-based emails. It tracks revenue per recipient, unsubscribe rate and spam complaints rather than open rates alone, which have become less reliable as mail clients change how opens are recorded.</p>

<p>The holdout design matters. Ten percent of subscribers, chosen at random, continued to receive the old template-based emails throughout the six-month test, which let the team measure the incremental effect of the new programme rather than crediting it with revenue that would have arrived anyway. Deliverability was monitored separately. "Highly varied content can look unusual to spam filters if it is paired with erratic sending patterns," said Ravi Menon, an independent deliverability consultant who advised Outpost. "Keeping volume steady, authenticating properly and pruning inactive addresses did more for inbox placement than anything in the copy."</p>

<p>The gains were not evenly spread. Post-purchase and back-in-stock journeys improved the most, because relevant product detail matters there and the model could draw on accurate data. Win-back emails to lapsed customers barely moved, which Varga attributes to a simple truth: a cleverly written email cannot fix the reason someone stopped buying. The team now treats those journeys as a research question rather than a copywriting one.</p>

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

<p>The headline figures are striking, though they need careful reading. About 6 percent of site visits now include a conversation with the assistant, and those visits convert at more than twice the rate of visits without one. Lindahl is quick to point out that shoppers who start a chat are often already close to buying, so the comparison flatters the tool. A cleaner test, in which the assistant was hidden for a random group of visitors, still showed a meaningful lift in overall conversion and a drop in returns for sofas and large storage units, the products where fit matters most.</p>

<h2>From answers to advice</h2>

<p>Furniture is a considered purchase. Customers worry about dimensions, materials, delivery logistics and whether a sofa will suit their room. Loomwell's assistant is grounded in the product catalogue, stock levels and delivery data through retrieval, so it can answer questions such as whether a particular sofa will fit through a narrow doorway or which rugs pair well with a walnut table.</p>

<p>Building that grounding took longer than building the conversational layer. The team indexed roughly 9,000 product pages, specification sheets, care guides and delivery rules, and discovered in the process that many products had inconsistent or missing measurements. Fixing the catalogue came first. "The assistant exposed every gap in our product data within a week," Lindahl said. "In a way, that was the first benefit, before it sold anything."</p>

<p>The features that most increased conversion, according to Lindahl, were:</p>

<ul>
<li><strong>Dimension checks.</strong> Customers enter room or doorway measurements and the assistant confirms fit using product specifications.</li>
<li><strong>Guided comparison.</strong> Side-by-side summaries of two or three shortlisted products, focused on the differences that matter to the customer.</li>
<li><strong>Delivery clarity.</strong> Real-time delivery windows for the shopper's postcode, pulled from the logistics system.</li>
<li><strong>Seamless handoff.</strong> Transfer to a human adviser with the full conversation attached when the customer asks or the assistant is unsure.</li>
</ul>

<p>The handoff proved more valuable than expected. Loomwell's team of fourteen human advisers now receives about one in nine conversations, and because they can see what the customer has already asked, they spend less time on basics and more on the questions that actually need a person, such as custom fabric orders or access problems in older buildings. Orders that pass through an adviser have a noticeably higher average value, which the company treats as a reason to keep the team rather than shrink it.</p>

<h2>What backfired</h2>

<p>Not everything worked. An early version proactively opened a chat window after thirty seconds on a product page, which drove complaints and had no measurable effect on sales. The team also found that the assistant's enthusiasm could tip into overselling: it recommended premium upgrades too often, and customers noticed.</p>

<p>The problem surfaced in transcript reviews rather than in sales figures. Reviewers found that the assistant suggested a more expensive alternative in a large share of conversations, including some where the customer had clearly stated a budget. Several shoppers said so in the chat itself, and a few abandoned their baskets. The cause was partly the way product descriptions were written, with premium lines described in more glowing terms, which the model faithfully echoed.</p>

<blockquote>"The moment a shopper feels the bot is working for our margin rather than their problem, the trust is gone. We retuned it to recommend the cheaper option when it genuinely fits." — Sara Lindahl, Loomwell Home</blockquote>

<p>Accuracy guardrails proved essential. The assistant is only allowed to state prices, stock and delivery promises drawn from live data, never from its general knowledge, and it says clearly when it does not know.</p>

<p>To keep it that way, Loomwell maintains a test set of around 1,500 real customer questions, each with an approved answer, and runs the assistant against it every time the prompt, retrieval settings or underlying model changes. The team also tests adversarially. Staff regularly try to talk the assistant into inventing discounts, promising delivery dates that do not exist or commenting on competitors' products. "People will absolutely try to negotiate with it," Lindahl said. "It needs to be friendly and completely immovable on price."</p>

<p>Not every shopper wants to chat. Nadia Petrov, a user-experience researcher who has studied shopping assistants across several retailers, notes that for simple purchases, good filters and clear product pages are faster than a conversation. "Chat is wonderful for questions that do not fit in a filter, like whether a sofa will survive two dogs," she said. "It is a poor substitute for a page that simply tells you the dimensions." Loomwell keeps the assistant as an option rather than a gate, and has resisted pressure to route all customer-service contact through it.</p>

<p>The economics are favourable but not trivial. Each conversation costs a few pence in model and infrastructure fees, far less than a human chat, but the data work, testing and transcript review require a small permanent team. Lindahl budgets for the assistant as a product with its own roadmap rather than a one-off project.</p>

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

<p>The stakes have risen in recent years. Acquisition costs on the major advertising platforms have climbed, and privacy changes in browsers and mobile operating systems have reduced the signals marketers once used to target and measure campaigns. With less visibility into who sees an ad, more teams are optimising towards the value of the customers they acquire rather than the volume. Several ad platforms now let advertisers bid on predicted value directly, which makes the quality of that prediction a direct input to media spend.</p>

<p>This guide walks through the main modelling approaches, the mistakes that most often undermine them and, most importantly, what it takes for a CLV model to change how a business allocates money.</p>

<h2>Two families of models</h2>

<p>Most practical approaches fall into two groups.</p>

<p><strong>Probabilistic models</strong> such as BG/NBD and Pareto/NBD describe purchasing as a process: each customer buys at some rate while active and may silently churn at any point. Paired with the Gamma-Gamma model for spend per transaction, they estimate future purchases and value using only three inputs per customer: recency, frequency and the length of time they have been observed. These models are transparent, work well for non-contractual businesses such as retail, and need relatively little data.</p>

<p>The intuition behind them is appealing. A customer who bought five times in the first half of the year and then nothing for eight months is probably gone; one who buys every few months and last ordered three weeks ago is probably still active. The models formalise that reasoning across the whole customer base, and because they produce a full probability distribution rather than a single number, they also say how uncertain each estimate is. Well-tested open-source implementations exist in the common data-science languages, so a first version rarely requires writing the mathematics from scratch.</p>

<p><strong>Machine-learning models</strong>, typically gradient-boosted trees or neural networks, treat CLV as a supervised prediction problem. They can use far richer features, including product categories, channel of acquisition, discount usage, support contacts and browsing behaviour. They usually outperform probabilistic models when data is plentiful, but require careful setup to avoid leaking future information into training.</p>

<h3>Choosing between them</h3>

<p>The right choice depends less on fashion than on the shape of the business and the data available. A few rules of thumb hold up well:</p>

<ul>
<li><strong>Start with a probabilistic baseline.</strong> It takes a day to fit, is easy to explain and gives any more complex model something to beat.</li>
<li><strong>Consider the business model.</strong> Subscription businesses, where churn is observed when a customer cancels, are better served by survival or churn models combined with expected spend than by models designed for silent churn.</li>
<li><strong>Count your history.</strong> Machine-learning models need several years of transactions and tens of thousands of customers to justify their complexity. With less, the simpler model often wins on held-out data.</li>
<li><strong>Think about who will use the output.</strong> If finance must sign off on budgets driven by the model, transparency may matter more than a small gain in accuracy.</li>
</ul>

<p>Many mature teams run both. A probabilistic model provides a stable, explainable estimate for every customer, while a machine-learning model refines predictions for segments where rich behavioural data exists, such as customers who use an app or loyalty scheme.</p>

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

<p>The length of the prediction window is a business choice as much as a technical one. A twelve-month horizon suits most retail budgeting cycles and is long enough to capture seasonal repeat purchases, but fast-moving businesses may prefer six months, while companies with long relationships, such as insurers, may need several years. Longer horizons are more useful for strategy and harder to validate, since the team must wait longer to check the model against reality.</p>

<p>Because many customers never buy again, the target distribution is heavily skewed with a spike at zero. Teams often model it in two stages, predicting the probability of any future purchase and then the expected value given a purchase, or use loss functions suited to zero-inflated data.</p>

<h3>Evaluating the model</h3>

<p>Standard regression metrics such as mean absolute error are a poor guide on their own, because a model can achieve a respectable error by predicting close to zero for most customers and missing the few who matter. More useful checks include:</p>

<ul>
<li><strong>Ranking quality</strong>: do customers the model places in the top decile actually account for a large share of future revenue? Lift charts and a normalised Gini coefficient capture this.</li>
<li><strong>Aggregate accuracy</strong>: does the predicted total for a cohort match what the cohort actually spent? Budgets are set on totals, so a model that is biased in aggregate is dangerous even if it ranks well.</li>
<li><strong>Calibration by segment</strong>: are predictions equally reliable across acquisition channels, regions and product lines, or does the model systematically overvalue some of them?</li>
</ul>

<p>Features describing a customer's first purchase deserve special attention. For new customers, there is little history to go on, yet this is exactly when acquisition decisions are made. What they bought first, whether they used a discount, which channel brought them in and how quickly they returned for a second order are often among the most predictive signals available. Teams that build a dedicated early-life model for customers in their first ninety days frequently see better results than those that apply a single model to everyone.</p>

<h2>From predictions to decisions</h2>

<p>Accuracy metrics alone do not justify a CLV programme. Marketing analytics lead Tobias Wren of subscription box company Parcelbloom says his team only won budget influence after translating predictions into decisions:</p>

<ul>
<li>Ranking customers by predicted value and checking that the top decile really did spend more over the following year.</li>
<li>Setting acquisition bids by channel using the predicted value of customers each channel produced.</li>
<li>Targeting retention offers at customers with high predicted value and rising churn risk, not at everyone.</li>
</ul>

<p>The channel analysis produced the biggest shift. Parcelbloom's paid social campaigns brought in customers cheaply, but the model predicted that many of them would cancel after one or two boxes. Customers acquired through a podcast sponsorship cost more than twice as much to win yet were predicted to be worth substantially more over twelve months. A year later, the backtest confirmed the prediction, and the company moved a meaningful share of its acquisition budget accordingly.</p>

<blockquote>"Finance did not care about our error metrics. They cared that the customers we said were valuable turned out to be valuable. Backtests sold the model." — Tobias Wren, Parcelbloom</blockquote>

<p>The hardest part of the project, Wren says, was not modelling but definition. Marketing, finance and customer service each had a different idea of what net revenue meant. Should the figure subtract discounts, shipping subsidies, returns, payment fees and the cost of support contacts? Parcelbloom spent almost three months agreeing a definition that all three teams accepted, and documented it in a single page that now accompanies every report. "Until finance agreed with our target variable, they were never going to agree with our predictions," he said.</p>

<p>Once predictions start driving decisions, they also start changing the data. If high-value customers receive retention offers, some who would have churned stay, and next year's model learns from a world the previous model helped to shape. Parcelbloom keeps a small random holdout of customers who receive no model-driven treatment, which lets the team measure the true effect of its interventions and gives future models a cleaner sample to learn from.</p>

<p>There are ethical questions, too. Using predicted value to decide who receives faster service, better offers or more generous refunds can quietly create a two-tier experience, and predictions can correlate with characteristics such as age or postcode in ways that would be hard to defend publicly. Parcelbloom's policy is that CLV may shape marketing spend and proactive offers but never the basic standard of service a customer receives when they ask for help.</p>

<p>Communicating uncertainty is the final skill. A single predicted value per customer invites false precision, and budgets built on point estimates can swing wildly when the model is updated. Wren's team reports ranges for every segment and shows how each forecast compared with actual spend in previous periods. "A forecast that admits it might be wrong by 15 percent is more credible than one that pretends to be exact," he said.</p>

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

<p>Its appeal is economic as much as technical. A model that answers in milliseconds on a single ordinary processor can be deployed in places a large model cannot reach, from offline mobile apps to systems handling millions of requests an hour. Distillation is one of several ways to get there, alongside quantisation, pruning and simply training a small model well, and it is often combined with them.</p>

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

<p>A small example shows what temperature does. Suppose a teacher's raw outputs for an image translate into probabilities of 0.90 for cat, 0.09 for fox and 0.01 for truck. At a temperature of four, the same outputs become roughly 0.53, 0.30 and 0.17. The correct answer still ranks first, but the student can now see clearly that the teacher considers fox a far more plausible mistake than truck, information that was almost invisible in the original distribution.</p>

<p>Temperature and the weighting between the two losses are hyperparameters to tune on a validation set. Values between two and five are common starting points for the temperature. Higher values reveal more about the teacher's view of similarities between classes but also amplify noise in its smallest predictions.</p>

<h2>Variants and modern uses</h2>

<p>Distillation has grown well beyond matching output probabilities. Common variants include:</p>

<ul>
<li><strong>Feature distillation</strong>, where the student also matches intermediate representations or attention patterns of the teacher.</li>
<li><strong>Sequence-level distillation</strong> for language models, where the student is trained on text generated by the teacher rather than on token probabilities.</li>
<li><strong>Task-specific distillation</strong>, where a general-purpose teacher labels a large set of examples for one narrow task, producing a compact specialist.</li>
<li><strong>Self-distillation</strong>, where a model of the same size is trained on its own earlier predictions, which can improve generalisation.</li>
</ul>

<p>In large language models, distillation increasingly takes the form of synthetic data. A capable teacher generates instructions, answers and sometimes step-by-step explanations, and a much smaller model is fine-tuned on the result. Training on the teacher's reasoning, rather than only its final answers, can help a student handle multi-step problems it would otherwise get wrong. The quality of the generated data matters enormously: teams filter teacher outputs for correctness and diversity, because a student trained on repetitive or flawed examples learns those flaws faithfully.</p>

<h2>A worked example</h2>

<p>Consider a support-software company, Tallyhouse, that used a large general-purpose language model to route incoming customer tickets into one of forty categories. The large model was accurate but slow and expensive at the volume of tickets the company handled. Its machine-learning team used the large model to label around 400,000 historical tickets, then trained a compact classifier with roughly 60 million parameters on those labels, combined with the much smaller set of tickets that human agents had categorised by hand.</p>

<p>The student reached about 94 percent agreement with human labels on a held-out test set, compared with 96 percent for the teacher. Response time fell from close to a second to a few milliseconds, and the cost of classifying each ticket dropped by more than two orders of magnitude. "Two points of accuracy bought us a system we could run on a single ordinary server," said Nadia Rahman, Tallyhouse's machine-learning lead. "For us, that was an easy trade. For a medical triage system, it might not be."</p>

<p>The team was careful about where those two points were lost. Most of the gap sat in a handful of rare categories, such as billing disputes involving multiple accounts, so tickets the student classified with low confidence are still sent to the large model. About one ticket in twenty takes that path.</p>

<p>That pattern, a fast student for the common cases and an expensive teacher for the hard ones, is one of the most practical ways to deploy distilled models. It depends on the student producing reasonably calibrated confidence scores, which is worth testing explicitly before relying on it.</p>

<h2>When it is worth it</h2>

<p>Distillation shines when a large model performs well but is too slow or costly for production, and when there is plenty of unlabelled data for the teacher to annotate. The student rarely matches the teacher on every task, so teams should evaluate carefully on the cases that matter most, including rare and difficult examples where small models tend to lose ground first.</p>

<p>There are pitfalls to watch for. A student inherits its teacher's mistakes and biases along with its strengths, so errors in the teacher's labels become errors baked into the student. If the gap in size between the two models is very large, the student may struggle to absorb what the teacher knows; some teams use an intermediate model as a stepping stone, distilling from large to medium and then from medium to small. Teams should also plan to repeat the process when the teacher improves, since a student trained on an older teacher will not inherit later gains.</p>

<p>It is also worth checking licence terms before distilling from a third-party model, since some providers restrict using their outputs to train competing systems. Used thoughtfully, distillation offers a practical path to models that are faster, cheaper and often surprisingly close in quality to their much larger teachers.</p>`,
  },
]
