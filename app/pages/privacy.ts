export interface LegalSection { id: string; heading: string; html: string }
export interface LegalPage { title: string; lastUpdated: string; effectiveDate?: string; intro: string; sections: LegalSection[] }

export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  lastUpdated: "December 15, 2024",
  intro: `This Privacy Policy explains how Lumen Media, Inc. ("Lumen", "we", "us" or "our") collects, uses, shares and protects personal information when you visit the Lumen website, read our news and tutorials, take our courses, watch our videos, listen to our podcasts or hold a Free, Premium or Enterprise membership (together, the "Service"). If anything is unclear, please contact us at privacy@lumen.example.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      html: `<p>The Service is operated by Lumen Media, Inc., a Delaware corporation with its address at 2150 Harbor Street, Suite 400, Wilmington, DE 19801, USA. Lumen Media, Inc. is the controller of the personal information described in this policy, which means we decide why and how that information is used.</p>
<p>This policy does not apply to websites or services run by other companies, even if you reach them through a link on Lumen.</p>`,
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      html: `<p>Depending on how you use Lumen, we may collect the following information.</p>
<p><strong>Account information.</strong> When you create an account we collect your name, e-mail address and password. We never store your password in readable form: it is stored only as a one-way cryptographic hash, so even our own staff cannot see it. You may also choose to add optional profile details, such as a short bio, your location, a personal website and your Twitter and LinkedIn profiles. These fields are optional, and you can edit or remove them at any time in <a href="/profile">Account Settings</a>.</p>
<p><strong>Activity on the Service.</strong> When you are signed in, we record the articles you like or save, the comments you post, your reading history and your progress through courses and tutorials. Public comments are visible to other visitors together with your display name.</p>
<p><strong>Subscription and billing information.</strong> If you buy a Premium or Enterprise membership, we keep a record of your plan, renewal date, payment status and invoices. Card payments are handled by our card payment provider, which collects your card details directly. Lumen never stores full card numbers; we receive only limited details, such as the card brand, last four digits and expiry date, so we can show you which card is on file.</p>
<p><strong>Newsletter sign-ups.</strong> If you subscribe to one of our newsletters, we collect your e-mail address and the newsletters you chose. We use double opt-in: you are added to a list only after you click the link in our confirmation e-mail, and we record when you confirmed.</p>
<p><strong>Newsletter reading.</strong> The links in our newsletters go through Lumen, which notes the first click of each link from your copy of an edition, so we know which stories readers follow; link checkers and prefetches are not counted. Some editions also carry a tiny image that notes the first time your copy is displayed; your mail app loads it only if it loads images, and you can turn that off. The unsubscribe link in every e-mail stops the newsletter and with it all of this.</p>
<p><strong>Messages you send us.</strong> When you use our <a href="/contact">contact form</a> or submit an advertising or sponsorship proposal, we collect the information you provide, such as your name, e-mail address, company name and the content of your message, so that we can reply.</p>
<p><strong>Technical information.</strong> When you use the Service, our servers automatically receive certain technical data, including your IP address, browser type and version, device type, operating system, the pages you request and the date and time of each request. We use session cookies to keep you signed in and to protect your account.</p>
<p><strong>Analytics.</strong> We use analytics tools to understand how the Service is used, for example which articles are popular. Analytics cookies are used only if you consent through our cookie banner or cookie settings.</p>`,
    },
    {
      id: "how-we-use-information",
      heading: "How we use your information and our legal bases",
      html: `<p>We use personal information only for the purposes described below. Where data protection laws such as the EU or UK General Data Protection Regulation (GDPR) apply, we rely on the following legal bases.</p>
<ul>
<li><strong>To provide the Service under our contract with you.</strong> We use your account, activity and subscription information to create and manage your account, give you access to the content included in your membership, remember saved articles and course progress, display your comments, process payments and renewals, and send service messages such as receipts, security alerts and notices about changes to your subscription. The legal basis is the performance of our contract with you.</li>
<li><strong>With your consent.</strong> We send newsletters and marketing e-mails, and we use analytics cookies, only with your consent. You can withdraw your consent at any time by using the unsubscribe link in any e-mail, changing your preferences in <a href="/profile">Account Settings</a> or updating your choices in our <a href="/cookies">cookie settings</a>. Withdrawing consent does not affect processing that took place before you withdrew it.</li>
<li><strong>For our legitimate interests.</strong> We use technical information and activity data to keep the Service secure, prevent fraud, spam and abuse, moderate comments, fix errors, and improve our content and features. We also use the information you send us to respond to questions and to consider advertising proposals. We rely on legitimate interests only where those interests are not overridden by your rights and interests, and you may object to this processing as described below.</li>
<li><strong>To comply with legal obligations.</strong> We keep billing and payment records as required by tax and accounting laws, and we may use or disclose information when required to respond to lawful requests from public authorities or to establish, exercise or defend legal claims.</li>
</ul>
<p>Some features, such as automatically generated article labels and summaries, use a large language model that works on our published content. We do not use your private account information to train artificial intelligence models.</p>`,
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      html: `<p>Cookies are small text files that a website stores in your browser. Lumen uses:</p>
<ul>
<li><strong>Strictly necessary cookies</strong>, such as session cookies that keep you signed in, remember your cookie choices and protect forms against misuse. The Service cannot work properly without them, so they do not require consent.</li>
<li><strong>Analytics cookies</strong>, which help us understand how visitors use the Service. These are set only if you consent, and you can change your choice at any time.</li>
</ul>
<p>We do not use cookies to build advertising profiles about you, to measure the ads on Lumen, or to show you targeted advertising across other websites. For the full list of cookies we use, how long they last and how to manage them, please see our <a href="/cookies">Cookie Policy</a>.</p>`,
    },
    {
      id: "advertising",
      heading: "Advertising and how we measure it",
      html: `<p>Visitors and Free members see advertising; Premium and Enterprise members never receive ads. Lumen chooses and serves every ad itself, after the page has loaded, and never sells placements on an ad exchange. Every ad is labelled "Advertisement" and names its advertiser.</p>
<p>Measurement is first-party and uses no cookies and no stored identifier. Each ad carries a one-time token. We count an ad as viewable when at least half of it has been on screen for one continuous second in a tab you are looking at, and a click only once per ad and only after it was viewable. To limit how often you see one campaign, we use a keyed hash of your IP address and browser that changes every day; without our secret it cannot be turned back into your address, and tomorrow's hash has nothing in common with today's. Bots, prefetched pages and repeated or expired tokens are recorded as invalid and never billed.</p>
<p>A newsletter edition may carry one block from a sponsor, labelled "Sponsored" with the sponsor's name; copies sent to Premium and Enterprise members never do. Its link goes through Lumen, which notes the first time it is opened from your copy of the edition; the block carries no tracking pixel and the sponsor never learns who you are or your address. Link checkers and other automated visits are not counted.</p>
<p>Articles and podcast episodes paid for by an advertiser say so ("Sponsored by …"), and their links to the sponsor are marked as paid links. To count podcast downloads by the industry's (IAB) rules, we note how far each listener's player has fetched an episode that day under a keyed hash of the address and app that changes every day; these notes are deleted after two days and only daily totals per episode are kept.</p>
<p>Advertisers receive only totals: per day, creative, placement and page category for ads, copies delivered and copies clicked per edition for newsletter sponsorships, reads of sponsored articles and downloads of sponsored episodes. Raw ad events are deleted after 90 days; only those daily totals are kept.</p>`,
    },
    {
      id: "sharing-information",
      heading: "How we share information",
      html: `<p><strong>We do not sell your personal information, and we do not share it for cross-context behavioral advertising.</strong> We share personal information only in the limited cases described below.</p>
<ul>
<li><strong>Payment provider.</strong> Our card payment provider processes subscription payments on our behalf, including collecting your card details, charging renewals and handling refunds and disputes.</li>
<li><strong>E-mail delivery provider.</strong> We use an e-mail delivery service to send account e-mails, receipts, newsletters and replies to your messages.</li>
<li><strong>Hosting and infrastructure providers.</strong> The Service, its databases and backups run on servers provided by hosting and cloud infrastructure companies.</li>
<li><strong>Analytics provider.</strong> If you consent to analytics cookies, usage data is processed by our analytics provider.</li>
<li><strong>Enterprise account administrators.</strong> If your account is part of an Enterprise team, the team's administrators can see your name, e-mail address, role and certain usage information related to the team account.</li>
<li><strong>Legal and safety reasons.</strong> We may disclose information if we believe in good faith that this is required by law, court order or other legal process, or is necessary to protect the rights, property or safety of Lumen, our users or the public.</li>
<li><strong>Business transfers.</strong> If Lumen is involved in a merger, acquisition or sale of its business, personal information may be transferred as part of that transaction, subject to this policy.</li>
</ul>
<p>Our service providers may use your information only to provide services to us, under written contracts that require them to keep it confidential and secure.</p>`,
    },
    {
      id: "data-retention",
      heading: "How long we keep information",
      html: `<p>We keep personal information only for as long as we need it for the purposes described in this policy.</p>
<ul>
<li><strong>Account information and activity</strong> are kept for as long as your account is active. If you delete your account, we delete or anonymize this information, except where we must keep some of it for the reasons listed below.</li>
<li><strong>After you cancel a paid subscription</strong>, we keep the data associated with your subscription for 30 days, so that you can resubscribe without losing your saved articles, course progress and settings. After that period, subscription-specific data is deleted, while your free account remains available unless you delete it.</li>
<li><strong>Payment and billing records</strong>, such as invoices and transaction records, are kept for 7 years to meet tax, accounting and other legal compliance requirements.</li>
<li><strong>Server logs</strong> containing IP addresses and other technical data are kept for a short period, normally no longer than 30 days, unless we need them longer to investigate a security incident or abuse.</li>
<li><strong>Newsletter data</strong> is kept until you unsubscribe. We then keep a minimal record of your e-mail address on a suppression list so that we do not e-mail you again by mistake.</li>
<li><strong>Messages and proposals</strong> you send us are kept as long as needed to handle them.</li>
</ul>
<p>Deleted information may remain in backups for a limited time before it is overwritten.</p>`,
    },
    {
      id: "your-rights",
      heading: "Your rights and choices",
      html: `<p>Depending on where you live, you may have some or all of the following rights over your personal information:</p>
<ul>
<li><strong>Access</strong>: to ask whether we hold information about you and to receive a copy of it.</li>
<li><strong>Correction</strong>: to have inaccurate or incomplete information corrected.</li>
<li><strong>Deletion</strong>: to ask us to delete your information.</li>
<li><strong>Portability</strong>: to receive the information you provided to us in a structured, commonly used, machine-readable format.</li>
<li><strong>Objection and restriction</strong>: to object to processing based on our legitimate interests, or to ask us to limit how we use your information.</li>
<li><strong>Withdrawal of consent</strong>: to withdraw consent at any time where we rely on it, for example for newsletters or analytics cookies.</li>
</ul>
<p><strong>Self-service tools.</strong> You can do many of these things yourself. In <a href="/profile">Account Settings</a> you can update your profile, change your e-mail preferences, download a copy of your data and permanently delete your account. Our <a href="/gdpr">data rights page</a> explains step by step how data export and account deletion work and what happens to your data.</p>
<p><strong>Requests to us.</strong> You can also send a request to privacy@lumen.example. We will respond within 30 days. To protect your account, we may need to verify your identity before acting on a request, usually by asking you to confirm it from the e-mail address linked to your account. You may use an authorized agent where the law allows, and we may ask for proof of that authorization.</p>
<p>We will not discriminate against you for exercising your privacy rights. If you are in the European Economic Area or the United Kingdom, you also have the right to complain to your local data protection authority.</p>`,
    },
    {
      id: "children",
      heading: "Children's privacy",
      html: `<p>The Service is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If we learn that we have collected personal information from a child under 13, we will delete it promptly.</p>
<p>If you are a parent or guardian and believe your child has given us personal information, please contact us at privacy@lumen.example and we will delete it.</p>`,
    },
    {
      id: "international-transfers",
      heading: "International data transfers",
      html: `<p>Lumen is based in the United States, and our service providers may process information in the United States and other countries. These countries may have data protection laws that differ from those in your country.</p>
<p>When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we use safeguards recognized by law, such as the European Commission's Standard Contractual Clauses and their UK equivalents. You can ask us for more information about these safeguards by contacting privacy@lumen.example.</p>`,
    },
    {
      id: "security",
      heading: "How we protect your information",
      html: `<p>We use technical and organizational measures designed to protect personal information against loss, misuse and unauthorized access, including:</p>
<ul>
<li>storing passwords only as one-way hashes, never in readable form;</li>
<li>encrypting connections between your browser and our servers;</li>
<li>restricting access to personal information to staff and service providers who need it to do their jobs, with access controls and logging;</li>
<li>offering optional two-factor authentication, which you can turn on in <a href="/profile">Account Settings</a> for extra protection of your account;</li>
<li>monitoring our systems for suspicious activity and keeping our software up to date.</li>
</ul>
<p>No system is completely secure, so please use a strong, unique password. If a security incident affects your personal information, we will notify you and the relevant authorities as required by law.</p>`,
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      html: `<p>We may update this Privacy Policy from time to time, for example when we add new features or when the law changes. When we do, we will change the "Last updated" date at the top of this page. If a change materially affects how we use your personal information, we will give you notice in advance, for example by e-mail to account holders or by a notice on the Service. Where required by law, we will ask for your consent.</p>`,
    },
    {
      id: "contact-us",
      heading: "Contact us",
      html: `<p>If you have questions about this policy or about how we handle your personal information, or if you want to exercise your rights, please contact us:</p>
<ul>
<li>By e-mail: privacy@lumen.example</li>
<li>Through our <a href="/contact">contact form</a></li>
<li>By post: Lumen Media, Inc., 2150 Harbor Street, Suite 400, Wilmington, DE 19801, USA</li>
</ul>
<p>For legal notices unrelated to privacy, please write to legal@lumen.example.</p>`,
    },
  ],
};
