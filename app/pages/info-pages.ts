interface InfoSection {
  id: string;
  heading: string;
  html: string;
}

export interface InfoPage {
  title: string;
  description: string;
  intro: string;
  sections: InfoSection[];
  lastUpdated?: string;
}

export const cookiePolicy: InfoPage = {
  title: "Cookie Policy",
  description:
    "Learn which cookies Lumen uses, why we use them, how long they last, which third parties are involved, and how to manage your choices.",
  intro: `This Cookie Policy explains how Lumen Media, Inc. uses cookies and similar technologies on Lumen. It sets out each category we use, how long the data is kept, which outside services are involved and how you can change your mind at any time.`,
  lastUpdated: "December 15, 2024",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      html: `<p>Cookies are small text files that a website stores in your browser. They let the site recognise your browser on later visits, keep you signed in, and remember settings you have chosen. Similar technologies, such as local storage in your browser, work in much the same way, and this policy covers them too.</p>
<p>Some cookies are set by Lumen itself (first-party cookies). Others are set by services we rely on to run the site (third-party cookies). Some disappear when you close your browser (session cookies); others remain for a fixed period (persistent cookies). We list the longest retention period for each category below.</p>
<p>Apart from necessary cookies, we only set cookies after you agree. You can review or change your choice at any time on this page. For more on how we handle personal data, read our <a href="/privacy">Privacy Policy</a>.</p>`,
    },
    {
      id: "necessary-cookies",
      heading: "Necessary cookies",
      html: `<p><strong>Retention:</strong> for the session, or up to 1 year. <strong>Status:</strong> always on.</p>
<p>Necessary cookies are required for Lumen to work, so they cannot be switched off in our settings. We use them to:</p>
<ul>
<li>keep you signed in as you move between pages and manage your sign-in session;</li>
<li>protect your account and our forms against fraud and cross-site request forgery;</li>
<li>remember the cookie choice you made, so we do not ask again on every visit;</li>
<li>remember your theme (light or dark) and language preference.</li>
</ul>
<p>These cookies do not track you across other websites and are not used for advertising.</p>`,
    },
    {
      id: "analytics-cookies",
      heading: "Analytics cookies",
      html: `<p><strong>Retention:</strong> up to 2 years. <strong>Status:</strong> only with your consent.</p>
<p>Analytics cookies help us understand how Lumen is used: which articles and lessons are read, how visitors arrive, and where pages are slow or confusing. We use first-party page-view measurement and look at the results in aggregate. We do not use analytics data to build advertising profiles about you.</p>
<p>If you decline analytics cookies, the site works exactly the same; we simply learn less about which content is useful.</p>`,
    },
    {
      id: "marketing-cookies",
      heading: "Marketing cookies",
      html: `<p><strong>Retention:</strong> up to 1 year. <strong>Status:</strong> only with your consent.</p>
<p>Marketing cookies help us measure our own campaigns, for example whether a newsletter promotion or a partner announcement led someone to start a Premium trial. They tell us which campaign brought a visit, not who you are. Sponsored content on Lumen is always labelled, and you can read more about how we work with partners on our <a href="/advertising">advertising page</a>.</p>`,
    },
    {
      id: "advertising-measurement",
      heading: "Advertising measurement without cookies",
      html: `<p>The ads on Lumen are chosen and counted by Lumen itself and set no cookie, whatever you choose below. Each ad carries a one-time token; a view is counted when half of the ad has been on screen for one second, and a click once per ad. How often one campaign is shown to you is limited by a keyed hash of your address and browser that changes every day, never by a cookie. Raw ad events are deleted after 90 days. See the <a href="/privacy#advertising">Privacy Policy</a> for details.</p>`,
    },
    {
      id: "functional-cookies",
      heading: "Functional cookies",
      html: `<p><strong>Retention:</strong> up to 1 year. <strong>Status:</strong> only with your consent.</p>
<p>Functional cookies make Lumen more convenient without being strictly necessary. They remember layout choices, such as a compact or expanded list view, and the playback position of videos and podcast episodes so you can pick up where you left off. If you turn them off, these preferences reset between visits.</p>`,
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      html: `<p>A small number of service providers process data on our behalf when you use Lumen. Their retention periods are set out below.</p>
<table>
<thead>
<tr><th>Service</th><th>Purpose</th><th>Retention</th></tr>
</thead>
<tbody>
<tr><td>Analytics service</td><td>Aggregated page-view and usage measurement, only with consent</td><td>26 months</td></tr>
<tr><td>Payment provider</td><td>Processing subscription payments and preventing fraud</td><td>7 years, kept for legal and financial compliance; this cannot be opted out of</td></tr>
<tr><td>Database and authentication provider</td><td>Storing your account and keeping you signed in</td><td>For as long as your account is active</td></tr>
</tbody>
</table>
<p>Payment records must be kept by law even after you close your account. See our <a href="/privacy">Privacy Policy</a> and <a href="/terms">Terms of Service</a> for details.</p>`,
    },
    {
      id: "manage-cookies-in-browser",
      heading: "How to manage cookies in your browser",
      html: `<p>Besides the choices on this page, you can view, block or delete cookies in your browser settings:</p>
<ul>
<li><strong>Chrome:</strong> Settings → Privacy and security → Third-party cookies, or Delete browsing data to remove stored cookies.</li>
<li><strong>Firefox:</strong> Settings → Privacy &amp; Security → Cookies and Site Data → Manage Data.</li>
<li><strong>Safari:</strong> Settings (or Preferences) → Privacy → Manage Website Data.</li>
<li><strong>Edge:</strong> Settings → Cookies and site permissions → Manage and delete cookies and site data.</li>
</ul>
<p><strong>Please note:</strong> if you block necessary cookies, sign-in will stop working and you will not be able to use your account, saved items or course progress. Menu names can change between browser versions; check your browser's help pages if a path differs. Questions about this policy can be sent through our <a href="/contact">contact page</a> or to privacy@lumen.example.</p>`,
    },
  ],
};

export const aboutPage: InfoPage = {
  title: "About Lumen",
  description:
    "Lumen offers independent, practical reporting and education on AI and marketing: news, courses, tutorials, videos and podcasts for working professionals.",
  intro: `Lumen helps marketers, founders and product teams make sense of artificial intelligence and put it to work. We are published by Lumen Media, Inc., based in Wilmington, Delaware, with a remote team spread across several time zones.`,
  sections: [
    {
      id: "our-mission",
      heading: "Our mission",
      html: `<p>AI is changing how marketing is planned, produced and measured, and most of what gets written about it is either hype or a sales pitch. Our mission is to provide <strong>independent, practical reporting and education on AI and marketing</strong>: clear explanations of what changed, honest assessments of what works, and step-by-step guidance you can apply on Monday morning.</p>
<p>We write for people who have to make real decisions with limited time and budget. That means we favour tested workflows over predictions, name trade-offs openly, and tell you when a popular tool is not worth the effort.</p>`,
    },
    {
      id: "what-we-publish",
      heading: "What we publish",
      html: `<ul>
<li><strong>News:</strong> daily coverage of model releases, platform changes, regulation and industry deals, with context on what each development means for marketing teams. Browse it in <a href="/news">News</a>.</li>
<li><strong>Courses and learning paths:</strong> structured programmes on topics such as prompt design for copywriting, AI-assisted analytics and building content operations, grouped into paths for different roles. Find them in <a href="/education">Education</a>.</li>
<li><strong>Tutorials:</strong> focused walk-throughs that solve one problem, from cleaning a customer list to setting up an evaluation for generated ad copy.</li>
<li><strong>Videos:</strong> demonstrations and explainers that show tools in action rather than describing them.</li>
<li><strong>Podcasts:</strong> weekly conversations with practitioners, researchers and our own editors about what they are seeing in the field.</li>
</ul>`,
    },
    {
      id: "editorial-standards",
      heading: "Editorial standards",
      html: `<p>Trust is the only reason to read us, so we hold ourselves to clear rules:</p>
<ul>
<li><strong>AI-generated content is labelled.</strong> Some short news summaries are drafted with AI tools and reviewed by an editor before publication. Every such article carries an <strong>"AI Generated"</strong> label at the top, so you always know how a piece was produced. Analysis, reviews and course material are written by people.</li>
<li><strong>Corrections.</strong> When we get something wrong, we fix it promptly and add a dated correction note at the end of the article explaining what changed. We do not silently edit factual errors. You can report a possible error through our <a href="/contact">contact page</a>.</li>
<li><strong>Independence from advertisers.</strong> Advertisers and partners have no say over what we cover or how. Our editorial team does not report to the sales team, and a company's advertising spend never affects a review.</li>
<li><strong>Sponsored content is always labelled.</strong> Paid placements are clearly marked as sponsored and kept visually distinct from editorial work. Details are on our <a href="/advertising">advertising page</a>.</li>
</ul>`,
    },
    {
      id: "our-team",
      heading: "Our team",
      html: `<p>Lumen is run by a small, fully remote team:</p>
<ul>
<li><strong>Maya Okafor, Editor-in-Chief</strong> — a former marketing technology reporter who sets editorial priorities and signs off on every review.</li>
<li><strong>Daniel Reyes, Head of Learning</strong> — designs our courses and learning paths after a decade training in-house marketing teams.</li>
<li><strong>Priya Nair, AI Research Editor</strong> — reads the papers and model documentation so the rest of us can explain them accurately.</li>
<li><strong>Tom Lindqvist, Head of Product and Engineering</strong> — leads the team that builds the Lumen website, apps and API.</li>
<li><strong>Aisha Bello, Audio and Video Producer</strong> — produces our podcasts and video series.</li>
<li><strong>Lucas Ferreira, Community and Partnerships Lead</strong> — looks after our member community, events and partner programmes.</li>
</ul>`,
    },
    {
      id: "memberships",
      heading: "Memberships",
      html: `<p>Lumen is funded by its readers first. We offer three memberships:</p>
<ul>
<li><strong>Free:</strong> news, a selection of tutorials and podcasts, and our weekly newsletter.</li>
<li><strong>Premium:</strong> the full library of courses and learning paths, progress tracking, every tutorial and video, and priority support.</li>
<li><strong>Enterprise:</strong> everything in Premium for whole teams, plus shared workspaces, API access and dedicated support.</li>
</ul>
<p>Compare plans and prices on our <a href="/subscription">subscription page</a>. For general questions, write to hello@lumen.example; for partnership ideas, partners@lumen.example.</p>`,
    },
  ],
};

export const careersPage: InfoPage = {
  title: "Careers at Lumen",
  description:
    "Join Lumen's remote-first team building independent AI and marketing journalism and education. See open roles, benefits and how our hiring process works.",
  intro: `We are a small team with a big job: helping professionals understand AI and use it well. If you care about clear writing, good teaching and well-built software, we would like to hear from you.`,
  sections: [
    {
      id: "how-we-work",
      heading: "How we work",
      html: `<p>Lumen is <strong>remote-first</strong>. There is no head office to commute to; our company is registered in Wilmington, Delaware, and the team works from home or a coworking space of their choice across the Americas and Europe.</p>
<ul>
<li><strong>Async by default.</strong> We write things down. Decisions, plans and project updates live in shared documents so that nobody has to be online at the same moment to stay informed.</li>
<li><strong>Respect for time zones.</strong> We keep a daily overlap window of about three hours for live conversations and avoid scheduling meetings outside anyone's normal working day.</li>
<li><strong>Few, purposeful meetings.</strong> A weekly team call, fortnightly one-to-ones and an in-person gathering twice a year make up most of the calendar.</li>
</ul>`,
    },
    {
      id: "our-values",
      heading: "Our values",
      html: `<ul>
<li><strong>Useful over impressive.</strong> We judge our work by whether a reader can act on it.</li>
<li><strong>Honest by design.</strong> We label what is sponsored, label what is AI generated, and correct our mistakes in public.</li>
<li><strong>Ownership.</strong> Everyone owns outcomes, not just tasks, and has the room to make decisions within their area.</li>
<li><strong>Kind and direct.</strong> We give clear feedback early and assume good intent.</li>
</ul>`,
    },
    {
      id: "benefits",
      heading: "Benefits",
      html: `<ul>
<li>Competitive salary, benchmarked annually, with the same pay bands regardless of location within a country.</li>
<li>Health, dental and vision cover for US employees, and equivalent local benefits through our employer-of-record partner elsewhere.</li>
<li>25 days of paid leave plus public holidays, and a company-wide shutdown between Christmas and New Year.</li>
<li>16 weeks of fully paid parental leave for all parents.</li>
<li>A one-off home office budget and a monthly allowance for internet or coworking.</li>
<li>An annual learning budget, plus free Premium access to every Lumen course.</li>
</ul>`,
    },
    {
      id: "open-roles",
      heading: "Open roles",
      html: `<p><strong>Senior Full-Stack Engineer (React/Node)</strong> — Build features across our reader website, course player and Enterprise API. You have shipped production React and Node.js applications, care about performance and accessibility, and are comfortable with TypeScript and relational databases.</p>
<p><strong>AI Research Editor</strong> — Turn new models, papers and product releases into accurate, readable explainers. You can read a technical paper critically, test tools hands-on, and explain limitations without jargon.</p>
<p><strong>Course Producer</strong> — Work with our Head of Learning and outside experts to plan, script and produce video courses and exercises. Experience in instructional design or educational video production is essential.</p>
<p><strong>Partnerships Manager</strong> — Grow our Enterprise and sponsorship relationships while protecting editorial independence. You have experience in B2B media or SaaS partnerships and enjoy building long-term relationships.</p>`,
    },
    {
      id: "hiring-process",
      heading: "Our hiring process",
      html: `<ol>
<li><strong>Application review.</strong> A member of the hiring team reads every application and replies within ten working days.</li>
<li><strong>Introductory call.</strong> A 30-minute conversation about the role, your experience and what you are looking for.</li>
<li><strong>Practical exercise.</strong> A short, paid task that reflects the real work, such as editing a draft or reviewing a pull request. We tell you how long it should take.</li>
<li><strong>Team interviews.</strong> Two or three conversations with future colleagues, held within your normal working hours.</li>
<li><strong>Offer.</strong> We share the full offer in writing, including salary and benefits, and give you time to decide.</li>
</ol>`,
    },
    {
      id: "how-to-apply",
      heading: "How to apply",
      html: `<p>Send your CV or LinkedIn profile and a short note about why the role interests you to <strong>careers@lumen.example</strong>, with the role title in the subject line. For editorial and course roles, include two or three samples of your work. If no open role fits but you think you could help, write to us anyway.</p>
<p>If you need adjustments at any stage of the process, just tell us and we will make them. Candidate data is handled as described in our <a href="/privacy">Privacy Policy</a>.</p>`,
    },
    {
      id: "equal-opportunity",
      heading: "Equal opportunity",
      html: `<p>Lumen Media, Inc. is an equal opportunity employer. We make hiring decisions based on skills, experience and potential, and we do not discriminate on the basis of race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other characteristic protected by law. We actively encourage applications from people who are under-represented in media and technology.</p>`,
    },
  ],
};

export const docsPage: InfoPage = {
  title: "Help Documentation",
  description:
    "Step-by-step help for using Lumen: accounts, newsletters, saving articles, courses and progress, memberships and billing, security and keyboard shortcuts.",
  intro: `Everything you need to get the most out of Lumen, from creating your account to managing your membership. If you cannot find an answer here, visit our support page or contact our team.`,
  sections: [
    {
      id: "getting-started",
      heading: "Getting started",
      html: `<p><strong>Creating an account.</strong> Select "Sign up" in the top navigation and register with your e-mail address and a password, or continue with a supported sign-in provider. We send a confirmation e-mail; follow the link to verify your address. A free account lets you save articles, comment and track your course progress.</p>
<p><strong>The newsletter.</strong> Our weekly newsletter summarises the most important AI and marketing news and new lessons. You can opt in during sign-up or later in Account Settings → Notifications on your <a href="/profile">profile</a>. Every newsletter also contains an unsubscribe link at the bottom.</p>`,
    },
    {
      id: "reading",
      heading: "Reading: saving, liking and comments",
      html: `<ul>
<li><strong>Saving:</strong> select the bookmark icon on any article, tutorial or video to add it to your saved list. You can find everything you have saved on your <a href="/profile">profile</a>.</li>
<li><strong>Liking:</strong> select the heart icon to show that a piece was useful. Likes help us decide what to cover next; the count is public, but the list of who liked an article is not.</li>
<li><strong>Comments:</strong> signed-in members can comment below articles and reply to others. You can edit or delete your own comments. Please follow our community guidelines; some comments may be held for review before they appear.</li>
</ul>
<p>Articles drafted with AI assistance carry an "AI Generated" label at the top. Browse the latest coverage in <a href="/news">News</a>.</p>`,
    },
    {
      id: "learning",
      heading: "Learning: courses, progress and learning paths",
      html: `<p>All courses live in <a href="/education">Education</a>. Each course is split into short lessons with videos, reading and exercises.</p>
<ul>
<li><strong>Progress:</strong> a lesson is marked complete when you finish it or select "Mark as complete". Your progress is saved to your account, so you can continue on another device.</li>
<li><strong>Learning paths:</strong> paths group several courses in a recommended order for a role or goal, such as "AI for Content Teams". Your overall progress on a path is shown on its overview page.</li>
<li><strong>Certificates:</strong> Premium and Enterprise members receive a certificate of completion when they finish every lesson in a course.</li>
</ul>`,
    },
    {
      id: "memberships-and-billing",
      heading: "Memberships and billing",
      html: `<p>You can see and change your plan on the <a href="/subscription">subscription page</a>.</p>
<ul>
<li><strong>Free trial:</strong> new Premium members can start with a free trial. We remind you by e-mail before the trial ends, and you will not be charged if you cancel before then.</li>
<li><strong>Upgrades</strong> take effect immediately. You get access to the new features straight away and are charged a prorated amount for the rest of the current billing period.</li>
<li><strong>Downgrades</strong> take effect at your next renewal date. You keep your current features until then.</li>
<li><strong>Cancellation:</strong> if you cancel, you keep access until the end of the period you have already paid for. Your subscription data is kept for 30 days after cancellation, so you can resubscribe without losing course progress, and is then deleted.</li>
</ul>
<p>Invoices and payment methods are managed from the subscription page. Billing terms are set out in our <a href="/terms">Terms of Service</a>.</p>`,
    },
    {
      id: "account-and-security",
      heading: "Account and security",
      html: `<p>All of the following settings are in Account Settings on your <a href="/profile">profile</a>:</p>
<ul>
<li><strong>Two-factor authentication:</strong> under Security, turn on two-factor authentication and scan the code with an authenticator app. Store your backup codes somewhere safe; you will need them if you lose your device.</li>
<li><strong>Sessions:</strong> see the devices currently signed in to your account and sign out of any you do not recognise.</li>
<li><strong>Export your data:</strong> select "Export my data" under Security to download a JSON file with your account information, saved items, comments and course progress.</li>
<li><strong>Delete your account:</strong> select "Delete account" under Security. Deletion is permanent. Your comments remain but no longer show your name, and your likes are removed.</li>
</ul>
<p>For more on your data rights, see our <a href="/privacy">Privacy Policy</a>.</p>`,
    },
    {
      id: "accessibility-and-shortcuts",
      heading: "Accessibility and keyboard shortcuts",
      html: `<p>We aim to meet WCAG 2.1 AA. Lumen works with screen readers, supports browser zoom, respects your system's reduced-motion setting, and offers light and dark themes. All videos have captions and podcasts have transcripts.</p>
<table>
<thead>
<tr><th>Key</th><th>Action</th></tr>
</thead>
<tbody>
<tr><td><code>/</code></td><td>Open search</td></tr>
<tr><td><code>Esc</code></td><td>Close dialogs and menus</td></tr>
<tr><td><code>Tab</code> / <code>Shift + Tab</code></td><td>Move between links and controls</td></tr>
<tr><td><code>Space</code></td><td>Play or pause the current video or podcast</td></tr>
</tbody>
</table>
<p>If something is hard to use, please tell us through the <a href="/contact">contact page</a>.</p>`,
    },
  ],
};

export const communityPage: InfoPage = {
  title: "Community Guidelines",
  description:
    "How Lumen's community works: guidelines for comments and discussions, how moderation works, how to report problems, live events and our contributor program.",
  intro: `Comments and discussions on Lumen are a place to share experience, ask questions and challenge ideas. These guidelines help keep conversations useful and welcoming for everyone.`,
  sections: [
    {
      id: "guidelines",
      heading: "Guidelines for comments and discussions",
      html: `<ul>
<li><strong>Be respectful.</strong> Disagree with ideas, not with people. No insults, harassment, hate speech or threats, and no pile-ons.</li>
<li><strong>No spam or undisclosed self-promotion.</strong> You may mention your own product, agency or course when it is genuinely relevant, but you must say that it is yours. Repeated promotional posts, affiliate links and copy-paste comments will be removed.</li>
<li><strong>Cite your sources.</strong> If you state a fact, a benchmark result or a statistic, say where it comes from. Clearly mark opinion and personal experience as such.</li>
<li><strong>Protect other people's privacy.</strong> Do not post personal data about others, such as home addresses, phone numbers, private e-mails or screenshots of private conversations.</li>
<li><strong>Stay on topic.</strong> Keep comments relevant to the article or lesson so that discussions remain useful to other readers.</li>
</ul>
<p>These guidelines apply alongside our <a href="/terms">Terms of Service</a>.</p>`,
    },
    {
      id: "moderation",
      heading: "Moderation",
      html: `<p>Our moderators, supported by automated filters, review comments every day. Depending on the situation, we may:</p>
<ul>
<li><strong>hold a comment for review</strong> before it is published, for example when it contains links or comes from a new account;</li>
<li><strong>hide a comment</strong> while we look into a report;</li>
<li><strong>remove a comment</strong> that breaks these guidelines.</li>
</ul>
<p>Repeated or serious violations lead to a temporary or permanent <strong>suspension</strong> of commenting privileges. We normally let you know by e-mail when we take action on your account. If you think we made a mistake, reply to that e-mail and a different moderator will review the decision.</p>`,
    },
    {
      id: "reporting",
      heading: "How to report a problem",
      html: `<p>If you see a comment that breaks these guidelines, use the report option in the comment's menu. For anything else, such as harassment across several threads, a possible factual error in an article, or a privacy concern, please use our <a href="/contact">contact page</a> and include a link to the page involved. We review reports within one working day. Reports are confidential: we never tell the person reported who raised the issue.</p>`,
    },
    {
      id: "events-and-office-hours",
      heading: "Events and office hours",
      html: `<p>Every month we host a <strong>live Q&amp;A with our editors</strong>, usually on the second Thursday at 10:00 Pacific Time. Members can submit questions in advance or ask them live; recordings are published afterwards for Premium members. Our learning team also runs occasional office hours for people working through a learning path in <a href="/education">Education</a>. Upcoming dates are announced in the newsletter and in <a href="/news">News</a>.</p>`,
    },
    {
      id: "contributor-program",
      heading: "Contributor program",
      html: `<p>We welcome pitches from practitioners with first-hand experience of using AI in marketing. We are especially interested in case studies with real numbers, practical tutorials and well-argued analysis.</p>
<ol>
<li>Send a short pitch (no more than 300 words) through the <a href="/contact">contact page</a>, describing the idea, why you are the right person to write it, and what readers will be able to do afterwards.</li>
<li>Include links to two pieces of your previous writing, if you have any.</li>
<li>An editor will reply within two weeks. Accepted pieces go through our normal editing and fact-checking process.</li>
</ol>
<p>Contributors are paid for published work. You must disclose any commercial interest in the tools or companies you write about, and we do not accept pitches from PR agencies on behalf of clients.</p>`,
    },
  ],
};

export const supportPage: InfoPage = {
  title: "Support",
  description:
    "Get help with Lumen: browse the help docs, contact our support team, check support hours and priority support, and find answers to common questions.",
  intro: `We want you to get back to reading and learning as quickly as possible. Here is how to find answers yourself and how to reach our support team when you need a person.`,
  sections: [
    {
      id: "how-to-get-help",
      heading: "How to get help",
      html: `<ol>
<li><strong>Check the help documentation.</strong> Our <a href="/docs">help docs</a> cover accounts, saving and comments, courses, memberships and security step by step.</li>
<li><strong>Contact us.</strong> If you still need help, send a message through the <a href="/contact">contact form</a>, or e-mail support@lumen.example. We reply within <strong>24 hours</strong>.</li>
</ol>
<p>To help us answer quickly, include the e-mail address on your account, the page you were on, and what you expected to happen. Never send us your password or two-factor codes; we will never ask for them.</p>`,
    },
    {
      id: "support-hours",
      heading: "Support hours",
      html: `<table>
<thead>
<tr><th>Day</th><th>Hours (Pacific Time, PST)</th></tr>
</thead>
<tbody>
<tr><td>Monday–Friday</td><td>9:00–18:00</td></tr>
<tr><td>Saturday</td><td>10:00–16:00</td></tr>
<tr><td>Sunday</td><td>Closed</td></tr>
</tbody>
</table>
<p>Messages sent outside these hours are answered on the next working day, in order of arrival.</p>`,
    },
    {
      id: "priority-support",
      heading: "Priority support",
      html: `<p><strong>Premium and Enterprise members get priority support.</strong> Their requests are placed at the front of the queue and are usually answered within a few hours during support hours. Enterprise workspaces also have a named contact for account and API questions. See the <a href="/subscription">subscription page</a> for what each plan includes.</p>`,
    },
    {
      id: "common-questions",
      heading: "Common questions",
      html: `<p><strong>Billing.</strong> Invoices, payment methods and plan changes are on the <a href="/subscription">subscription page</a>. Upgrades apply immediately; downgrades apply at your next renewal. If you were charged unexpectedly, contact us with the date and amount.</p>
<p><strong>Password reset.</strong> On the sign-in page, select "Forgot password" and enter your e-mail address. The reset link is valid for one hour. Check your spam folder if it does not arrive within a few minutes.</p>
<p><strong>Lost two-factor device.</strong> Sign in with one of the backup codes you saved when you turned on two-factor authentication, then set up your new device under Account Settings → Security on your <a href="/profile">profile</a>. If you have no backup codes, contact us; we will verify your identity before restoring access, which can take up to two working days.</p>
<p><strong>Newsletter unsubscribe.</strong> Use the unsubscribe link at the bottom of any newsletter, or turn it off in Account Settings → Notifications. Changes take effect immediately, although an e-mail already scheduled may still arrive.</p>
<p><strong>Data export.</strong> Go to Account Settings → Security and select "Export my data" to download your data as a JSON file. More detail is in our <a href="/privacy">Privacy Policy</a>.</p>`,
    },
    {
      id: "status-and-incidents",
      heading: "Status and incident communication",
      html: `<p>If Lumen is unavailable or a feature is not working as expected, we post an incident notice in a banner across the site as soon as we confirm the problem, with updates at least every hour until it is resolved. Enterprise administrators are also notified by e-mail about incidents affecting the API. After any significant incident we publish a short summary explaining what happened and what we changed to prevent it from happening again. Planned maintenance is announced at least 48 hours in advance and scheduled outside peak reading hours.</p>`,
    },
  ],
};

export const gdprPage: InfoPage = {
  title: "GDPR and Your Data",
  description:
    "How Lumen handles personal data under the GDPR: our legal bases, your rights, how to export or delete your data, retention periods and international transfers.",
  intro: `If you are in the European Economic Area, the United Kingdom or Switzerland, data protection law gives you specific rights over your personal data. This page explains how we apply the General Data Protection Regulation (GDPR) and how you can use your rights on Lumen. It supplements our Privacy Policy.`,
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      html: `<p>The controller of your personal data is <strong>Lumen Media, Inc.</strong>, based in Wilmington, Delaware, USA. We decide why and how your data is processed when you use Lumen. Service providers who host our database, handle sign-in, process payments and measure analytics act as processors on our behalf under written data processing agreements.</p>`,
    },
    {
      id: "legal-bases",
      heading: "Legal bases for processing",
      html: `<ul>
<li><strong>Contract:</strong> to create and run your account, provide courses and track your progress, and manage your membership.</li>
<li><strong>Consent:</strong> for analytics, marketing and functional cookies, and for the newsletter. You can withdraw consent at any time.</li>
<li><strong>Legitimate interests:</strong> to keep Lumen secure, prevent fraud and abuse, moderate comments, and improve our service, where these interests are not overridden by your rights.</li>
<li><strong>Legal obligation:</strong> to keep payment and tax records and to respond to lawful requests from authorities.</li>
</ul>`,
    },
    {
      id: "your-rights",
      heading: "Your rights",
      html: `<p>Under the GDPR you have the right to:</p>
<ul>
<li><strong>Access</strong> the personal data we hold about you and receive a copy;</li>
<li><strong>Rectification</strong> of data that is inaccurate or incomplete;</li>
<li><strong>Erasure</strong> of your data where there is no longer a reason for us to keep it;</li>
<li><strong>Restriction</strong> of processing, for example while we check a complaint about accuracy;</li>
<li><strong>Portability</strong>, meaning you can receive your data in a structured, machine-readable format;</li>
<li><strong>Objection</strong> to processing based on legitimate interests, and to direct marketing at any time;</li>
<li><strong>Withdraw consent</strong> at any time, without affecting processing carried out before you withdrew it;</li>
<li><strong>Complain to a supervisory authority</strong>, in particular the data protection authority in the country where you live or work.</li>
</ul>`,
    },
    {
      id: "exercise-your-rights",
      heading: "How to exercise your rights",
      html: `<p>Most rights can be exercised directly in your account on your <a href="/profile">profile</a>:</p>
<ul>
<li><strong>Download your data:</strong> go to Account Settings → Security and select <strong>"Export my data"</strong>. You will receive all your data as a JSON file, including your profile, saved items, likes, comments and course progress.</li>
<li><strong>Delete your account:</strong> go to Account Settings → Security and select <strong>"Delete account"</strong>. Your comments stay in place but no longer show your name, and your likes are removed.</li>
<li><strong>Newsletter and notifications:</strong> manage your preferences in Account Settings → Notifications.</li>
<li><strong>Cookies:</strong> review or change your cookie choices at any time on our <a href="/cookies">Cookie Policy</a> page.</li>
<li><strong>Correct your details:</strong> edit your name and e-mail address in Account Settings.</li>
</ul>
<p>For any other request, or if you cannot access your account, e-mail <strong>privacy@lumen.example</strong>. We answer within <strong>30 days</strong>. We may ask you to confirm your identity before acting on a request, and we will explain our reasons if we cannot fully comply.</p>`,
    },
    {
      id: "retention",
      heading: "How long we keep data",
      html: `<table>
<thead>
<tr><th>Data</th><th>Retention</th></tr>
</thead>
<tbody>
<tr><td>Account data</td><td>For as long as your account is active</td></tr>
<tr><td>Subscription data</td><td>30 days after cancellation, then deleted</td></tr>
<tr><td>Payment records</td><td>7 years, to meet legal and financial obligations</td></tr>
<tr><td>Analytics data (with consent)</td><td>26 months</td></tr>
</tbody>
</table>
<p>Cookie retention periods are listed in our <a href="/cookies">Cookie Policy</a>.</p>`,
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      html: `<p>Lumen Media, Inc. is based in the United States, and some of our service providers process data in the United States and other countries outside the European Economic Area. When we transfer personal data internationally, we rely on the European Commission's <strong>standard contractual clauses</strong>, together with additional safeguards such as encryption in transit and at rest and strict access controls. You can request a copy of the relevant safeguards by e-mailing privacy@lumen.example.</p>`,
    },
    {
      id: "data-protection-contact",
      heading: "Data protection contact",
      html: `<p>For any question about this page or how we handle your personal data, contact our privacy team at <strong>privacy@lumen.example</strong> or through the <a href="/contact">contact page</a>. Please write "Data protection request" in the subject line so that your message reaches the right people. Our full <a href="/privacy">Privacy Policy</a> and <a href="/terms">Terms of Service</a> give further detail.</p>`,
    },
  ],
};
