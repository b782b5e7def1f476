import type { SeedCourse } from './courses-types'

export const coursesE: SeedCourse[] = [
  {
    slug: 'llms-for-marketing-teams',
    title: 'Large Language Models for Marketing Teams',
    description:
      'Understand how large language models produce text, write prompts that give consistent results, ground answers in your own material and review output before it reaches customers. No coding background needed.',
    level: 'beginner',
    category: 'Natural Language Processing',
    instructor: 'Priya Ramaswamy-Holt',
    rating: 4.6,
    ratingCount: 1385,
    publishedDaysAgo: 12,
    lessons: [
      {
        slug: 'how-language-models-generate-text',
        title: 'How Language Models Generate Text',
        durationMinutes: 16,
        content: `<p>A large language model does one thing over and over: it looks at the text so far and predicts which small piece of text should come next. Those pieces are called <strong>tokens</strong>. A token is often a whole short word, sometimes part of a longer one, and punctuation counts too. "Marketing automation" might be three tokens; a product code might be six.</p>
<h2>Prediction, one token at a time</h2>
<p>During training the model read an enormous amount of text and adjusted billions of internal numbers so that its guesses about the next token became better. When you send it a request, it turns your words into tokens, calculates a probability for every possible next token, picks one, adds it to the text and repeats. A paragraph of copy is simply hundreds of these small choices in a row.</p>
<h3>Temperature and variety</h3>
<p>Most tools expose a setting called <em>temperature</em>. At a low temperature the model almost always picks the most likely token, so answers are steady and predictable. At a higher temperature it sometimes picks less likely tokens, which gives more varied wording. For product descriptions that must match a style guide, keep it low. For brainstorming twenty campaign names, raise it.</p>
<h2>The context window</h2>
<p>The model only "sees" a limited amount of text at once, called the context window. Everything you want it to use, such as the brief, the brand voice notes and the product facts, has to fit inside that window together with its answer. Anything outside it does not exist for the model.</p>
<h2>Why models sound confident and still get things wrong</h2>
<p>The model predicts plausible text, not verified facts. If the most plausible continuation of "Our spring sale ends on" is a date, it will write a date, whether or not it knows the right one. This is why these systems can invent statistics, quotes or features with perfect grammar. Keep three habits from day one:</p>
<ul>
<li>Give the model the facts it needs instead of hoping it remembers them.</li>
<li>Ask it to say "I don't know" when the material does not contain the answer.</li>
<li>Have a person check every number, name, price and claim before publishing.</li>
</ul>
<p>With this picture in mind, the rest of the course is about steering those token-by-token choices so the result is useful, accurate and on brand.</p>`,
      },
      {
        slug: 'writing-prompts-that-work',
        title: 'Writing Prompts That Work',
        durationMinutes: 22,
        content: `<p>A prompt is a brief, and the same rules that make a good brief for a freelance copywriter make a good prompt. Vague requests produce generic copy; specific requests produce copy you can use with light editing.</p>
<h2>The five parts of a reliable prompt</h2>
<ol>
<li><strong>Role.</strong> Tell the model whose perspective to take: "You are a senior copywriter for a B2B payroll product."</li>
<li><strong>Task.</strong> State exactly what to produce: "Write three subject lines for the October webinar invitation."</li>
<li><strong>Context.</strong> Provide the facts: audience, offer, date, proof points and anything that must be mentioned.</li>
<li><strong>Constraints.</strong> Length, tone, words to avoid, reading level and legal wording.</li>
<li><strong>Format.</strong> Describe the shape of the answer so it can be pasted straight into your tools.</li>
</ol>
<p>Here is a reusable template that a team can keep in a shared document:</p>
<pre><code class="language-text">Role: You write email copy for {brand}, a {category} company.
Audience: {who they are and what they care about}
Task: Write {number} {asset} for {campaign}.
Facts you may use (use nothing else):
- {fact 1}
- {fact 2}
Tone: {three adjectives from the style guide}
Avoid: {banned words, claims we cannot make}
Format: a numbered list, each item under {n} characters.</code></pre>
<h2>Show, don't only tell</h2>
<p>One or two examples of copy you liked teach style faster than a list of adjectives. This is called <em>few-shot prompting</em>. Mark clearly which part is an example so the model does not copy it word for word, and vary the examples so it learns the pattern rather than one sentence.</p>
<h3>Iterate like an editor</h3>
<p>Treat the first answer as a draft. Ask for changes one at a time: "Make option two shorter", "Replace the jargon in option three". When a prompt consistently works, save it with a name and an owner. A small library of tested prompts is worth far more than a collection of clever one-off requests, because everyone on the team gets the same quality.</p>
<h2>Keep sensitive data out</h2>
<p>Before pasting customer lists, contracts or unreleased results into any tool, check your company policy and the vendor's data terms. Use anonymised or sample data whenever the task allows it.</p>`,
      },
      {
        slug: 'grounding-answers-in-your-own-content',
        title: 'Grounding Answers in Your Own Content',
        durationMinutes: 24,
        content: `<p>A model trained on the public internet knows nothing about your price list, your refund policy or last week's product update. The standard fix is called <strong>retrieval-augmented generation</strong>, usually shortened to RAG: before the model answers, a search step finds the most relevant passages from your own documents and places them in the prompt.</p>
<h2>How a grounded assistant works</h2>
<ol>
<li>Your help articles, product sheets and policies are split into short passages of a few paragraphs each.</li>
<li>Each passage is turned into an <em>embedding</em>, a list of numbers that captures its meaning, and stored in a search index.</li>
<li>When a question arrives, it is embedded the same way and the closest passages are retrieved.</li>
<li>The model receives the question together with those passages and an instruction to answer only from them.</li>
</ol>
<p>The retrieval step is ordinary code. A minimal version looks like this:</p>
<pre><code class="language-python">import numpy as np

def top_passages(question_vec, passage_vecs, passages, k=3):
    # Cosine similarity between the question and every passage
    norms = np.linalg.norm(passage_vecs, axis=1) * np.linalg.norm(question_vec)
    scores = passage_vecs @ question_vec / norms
    best = np.argsort(scores)[::-1][:k]
    return [passages[i] for i in best]</code></pre>
<h2>Writing the grounding instruction</h2>
<p>The instruction matters as much as the search. A good one says: answer using only the passages below; quote the passage you relied on; if the passages do not contain the answer, reply that you do not know and suggest contacting support. That last sentence is what stops the assistant from inventing a discount that does not exist.</p>
<h3>Keep the source material healthy</h3>
<ul>
<li>Remove outdated pages, or the assistant will cite last year's pricing.</li>
<li>Give every document an owner and a review date.</li>
<li>Log the questions that found no good passage; they show you which help articles to write next.</li>
</ul>
<p>Grounding does not make a model perfect, but it turns "sounds right" into "can be checked", because every answer points back to a passage a person can read.</p>`,
      },
      {
        slug: 'reviewing-and-measuring-ai-output',
        title: 'Reviewing and Measuring AI Output',
        durationMinutes: 20,
        content: `<p>Using a language model in marketing is not a single decision but a process: draft, review, publish, measure. The review and measurement steps are where teams protect their brand and learn whether the tool is actually helping.</p>
<h2>A review checklist that scales</h2>
<p>Agree on a short checklist and apply it to every AI-assisted asset, whoever produced it:</p>
<ul>
<li><strong>Facts:</strong> every number, date, price and product claim matches an approved source.</li>
<li><strong>Voice:</strong> the copy sounds like your brand, not like a generic assistant.</li>
<li><strong>Compliance:</strong> no promises legal has not approved, correct disclaimers, fair comparisons.</li>
<li><strong>Inclusion:</strong> no stereotypes in wording or in suggested imagery.</li>
<li><strong>Originality:</strong> no passages that closely copy a competitor or a published article.</li>
</ul>
<h2>Score drafts consistently</h2>
<p>When you compare prompts or tools, score a fixed set of test briefs with a simple rubric, for example one to five for accuracy, clarity and brand fit. Two reviewers scoring independently, then discussing differences, give a far more honest picture than one enthusiastic person. Keep the scores in a spreadsheet so you can see whether a new prompt version really improved things.</p>
<h3>Measure outcomes, not output volume</h3>
<p>Producing three times more copy is only a win if results hold up. Run controlled tests where you can: send half of an audience the human-written email and half the AI-assisted version, and compare open rate, click rate and unsubscribes. Track time saved as well, because a version that performs equally well but takes half the effort is a genuine improvement.</p>
<h2>Be open about AI use</h2>
<p>Decide when you disclose that content was created with AI assistance and apply the rule consistently. Customers forgive tools; they do not forgive feeling misled. Finally, record what you learn: which tasks the model handles well, which it should never do alone, and who signs off. That record becomes your team's playbook and keeps quality steady as people and tools change.</p>`,
      },
    ],
  },
]
