export interface LegalSection { id: string; heading: string; html: string }
export interface LegalPage { title: string; lastUpdated: string; effectiveDate?: string; intro: string; sections: LegalSection[] }

export const termsOfService: LegalPage = {
  title: "Terms of Service",
  lastUpdated: "January 20, 2025",
  effectiveDate: "January 20, 2025",
  intro: `These Terms of Service ("Terms") are a legal agreement between you and Lumen Media, Inc., a Delaware corporation ("Lumen", "we", "us" or "our"). They govern your use of the Lumen website and related services, including our AI and marketing news, courses, tutorials, videos, podcasts, newsletters, APIs and memberships (together, the "Service"). Section 15 contains an agreement to resolve disputes through binding individual arbitration and a waiver of class actions, which affect your legal rights.`,
  sections: [
    {
      id: "acceptance",
      heading: "1. Acceptance of these Terms",
      html: `<p>By accessing or using the Service, creating an account or purchasing a membership, you agree to be bound by these Terms and by the policies they refer to, including our <a href="/privacy">Privacy Policy</a> and <a href="/cookies">Cookie Policy</a>. If you do not agree, you may not use the Service.</p>
<p>If you use the Service on behalf of an organization, you confirm that you are authorized to accept these Terms for it.</p>`,
    },
    {
      id: "eligibility",
      heading: "2. Eligibility",
      html: `<p>You must be at least 13 years old to use the Service. If you are under the age of majority where you live, you may use the Service only with the involvement and permission of a parent or legal guardian, who agrees to these Terms on your behalf. You must be at least 18 years old, or the age of majority where you live, to purchase a paid membership.</p>
<p>You may not use the Service if we have previously terminated your account for violating these Terms or if applicable law prohibits you from using it.</p>`,
    },
    {
      id: "accounts-and-subscriptions",
      heading: "3. Accounts and Subscriptions",
      html: `<p><strong>3.1 Your account.</strong> Some features, such as saving articles, commenting, tracking course progress and accessing Premium content, require an account. You agree to provide accurate information and keep it up to date. You are responsible for keeping your password confidential and for all activity under your account, and we recommend turning on two-factor authentication in <a href="/profile">Account Settings</a>. Tell us immediately through our <a href="/contact">contact page</a> if you believe your account has been accessed without permission. Accounts are personal and may not be shared or transferred, except for seats within an Enterprise team account.</p>
<p><strong>3.2 Subscriptions and billing.</strong> Lumen offers Free, Premium and Enterprise memberships. The features, prices and billing periods of each plan are described on the Service at the time of purchase. For paid memberships:</p>
<ul>
<li><strong>Payment processing.</strong> Payments are processed through a card payment provider. You authorize us and our payment provider to charge the applicable fees and taxes to your payment method. Lumen does not store full card numbers.</li>
<li><strong>Automatic renewal.</strong> Subscriptions renew automatically at the end of each billing period for another period of the same length, and your payment method will be charged the then-current fee unless you cancel before the renewal date. We will notify you before any price change takes effect.</li>
<li><strong>No refunds.</strong> Fees are non-refundable except where required by law. There are no refunds or credits for partially used billing periods.</li>
<li><strong>Cancellation.</strong> You can cancel at any time in <a href="/profile">Account Settings</a> under Change/Cancel Membership, or by e-mail to legal@lumen.example. When you cancel, your subscription will not renew, and you keep access to your paid features until the end of the current billing period. After that, your account reverts to a Free membership.</li>
<li><strong>Upgrades.</strong> If you upgrade to a higher plan, the upgrade applies immediately, and you will be charged an incremental, prorated fee for the remainder of the current billing period. Renewals are charged at the new plan's price.</li>
<li><strong>Downgrades.</strong> If you downgrade to a lower plan, the change applies at the start of your next renewal term. You keep the features of your current plan until then.</li>
<li><strong>Free trials.</strong> We may offer a 7-day Premium free trial to eligible new members. Unless you cancel before the paid period commences, the free trial rolls into a paid Premium subscription at the end of the trial, and your payment method will be charged the applicable fee. Free trials are limited to one per person.</li>
<li><strong>Failed payments.</strong> If a payment fails, we may retry it and may suspend paid features until payment is received.</li>
</ul>
<p><strong>3.3 Enterprise plans.</strong> Enterprise memberships are designed for organizations and include team accounts and API access. Team accounts have two roles: <em>Admins</em>, who manage members, roles and billing, and <em>Users</em>, who access the content and features included in the plan. The organization is responsible for the activity of all members of its team account. API access is limited to 10,000 requests per month per Enterprise account; requests over this limit may be rejected or throttled until the next monthly period. API keys must be kept confidential. If your organization has signed a separate written agreement with Lumen, that agreement controls to the extent it conflicts with these Terms.</p>`,
    },
    {
      id: "use-of-the-service",
      heading: "4. Your License to Use the Service",
      html: `<p>Subject to these Terms and, where applicable, payment of fees, Lumen grants you a limited, personal, non-exclusive, non-transferable, revocable license to access and use the Service and the content available to your membership level for your own personal, non-commercial use, or, for Enterprise members, for the internal business purposes of your organization.</p>
<p>Without our written permission, you may not copy, republish, sell or distribute our articles, courses, videos, podcasts or other content, except that you may share links and quote short excerpts with attribution to Lumen, as permitted by law. Course materials may not be resold or used to create competing courses.</p>`,
    },
    {
      id: "ai-features",
      heading: "5. AI-Powered Features",
      html: `<p>Some features of the Service use a large language model and other artificial intelligence tools, for example to generate article labels and topic tags, to produce summaries of articles, and to assist with other features we may offer from time to time (together, "AI Features").</p>
<ul>
<li><strong>Your inputs and outputs.</strong> As between you and Lumen, you own the text and other material you submit to an AI Feature ("Inputs") and the output generated for you in response ("Outputs"), subject to these Terms and to Lumen's rights in its own content. You grant us the rights needed to process your Inputs and generate Outputs for you.</li>
<li><strong>Accuracy.</strong> AI Output may be inaccurate, incomplete, outdated or misleading, and similar Inputs may produce different Outputs. Labels and summaries generated by AI Features are aids to reading, not a substitute for the full article. You should verify AI Output before relying on it, especially for business, legal, financial or other important decisions.</li>
<li><strong>Responsible use.</strong> You may not use AI Features to create content that violates Section 7 or to attempt to extract the underlying models or prompts.</li>
</ul>
<p>Information about how data is handled in connection with AI Features is included in our <a href="/privacy">Privacy Policy</a>.</p>`,
    },
    {
      id: "user-content",
      heading: "6. Your Content",
      html: `<p>The Service allows you to post comments, complete profile information and submit other material ("User Content"). You are solely responsible for your User Content and for the consequences of posting it. You confirm that you own or have the necessary rights to post your User Content and that it does not violate these Terms, the law or anyone else's rights.</p>
<p>You keep ownership of your User Content. By posting it on the Service, you grant Lumen a worldwide, non-exclusive, royalty-free license to host, store, reproduce, display, format and distribute your User Content on and through the Service, and in promoting the Service, for as long as it remains on the Service. This license ends when you delete the User Content or your account, except for copies kept briefly in backups or where the law requires us to keep them.</p>
<p>We do not review all User Content before it is posted, but we may hide or remove any User Content at our discretion, including content we believe violates these Terms.</p>`,
    },
    {
      id: "acceptable-use",
      heading: "7. Acceptable Use",
      html: `<p>You agree to use the Service lawfully and respectfully. In particular, you must not:</p>
<ul>
<li>post content that is unlawful, defamatory, harassing, hateful, threatening, sexually explicit or that promotes violence or discrimination;</li>
<li>impersonate any person or organization;</li>
<li>post spam, unauthorized advertising or affiliate links;</li>
<li>infringe copyright, trademark, privacy or other rights of any person;</li>
<li>share Premium content, credentials or API keys with people not entitled to them;</li>
<li>scrape, crawl or harvest content or data from the Service by automated means, except through our API in line with your plan, or use our content to train machine learning models without our written permission;</li>
<li>circumvent security or access controls, upload malicious code, or interfere with the operation of the Service;</li>
<li>use the Service in violation of any applicable law or regulation.</li>
</ul>
<p>If you believe content on the Service violates these rules or infringes your rights, including your copyright, please report it through our <a href="/contact">contact page</a>.</p>`,
    },
    {
      id: "intellectual-property",
      heading: "8. Intellectual Property",
      html: `<p>The Service and all content provided by Lumen, including articles, courses, tutorials, videos, podcasts, graphics, logos, software and the selection and arrangement of these materials, are owned by Lumen or its licensors and are protected by copyright, trademark and other laws. "Lumen" and our logos are trademarks of Lumen Media, Inc. and may not be used without our prior written permission.</p>
<p>Except for the limited license in Section 4, nothing in these Terms transfers any intellectual property rights to you. All rights not expressly granted are reserved.</p>`,
    },
    {
      id: "feedback",
      heading: "9. Feedback",
      html: `<p>We welcome suggestions, ideas and other feedback about the Service. If you send us feedback, you grant Lumen a perpetual, irrevocable, worldwide, royalty-free right to use it for any purpose without obligation or compensation to you. We are not required to use any feedback or to treat it as confidential.</p>`,
    },
    {
      id: "third-party-services",
      heading: "10. Third-Party Content and Services",
      html: `<p>The Service may include links to third-party websites, embedded media, sponsored content and references to products offered by others. Sponsored content is clearly labeled. We are not responsible for third-party websites, products or services, and a mention of a product or tool in our coverage or tutorials is not an endorsement unless we say so explicitly.</p>`,
    },
    {
      id: "privacy-and-cookies",
      heading: "11. Privacy and Cookies",
      html: `<p>Our <a href="/privacy">Privacy Policy</a> explains how we collect, use and share personal information, and our <a href="/cookies">Cookie Policy</a> explains how we use cookies and similar technologies. You can download your data or delete your account at any time in <a href="/profile">Account Settings</a>.</p>`,
    },
    {
      id: "disclaimers",
      heading: "12. Disclaimers",
      html: `<p>Our content is provided for general information and educational purposes. It is not legal, financial or other professional advice. Completing a Lumen course does not grant an accredited qualification unless we state otherwise.</p>
<p><strong>THE SERVICE, INCLUDING ALL CONTENT AND AI OUTPUT, IS PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.</strong> Lumen does not warrant that the Service will be uninterrupted or error-free or that content will be accurate, complete or current. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may not apply to you.</p>`,
    },
    {
      id: "limitation-of-liability",
      heading: "13. Limitation of Liability",
      html: `<p>TO THE MAXIMUM EXTENT PERMITTED BY LAW, LUMEN AND ITS OFFICERS, DIRECTORS, EMPLOYEES, AGENTS AND LICENSORS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR GOODWILL, ARISING OUT OF OR RELATING TO THE SERVICE OR THESE TERMS, EVEN IF WE HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.</p>
<p><strong>TO THE MAXIMUM EXTENT PERMITTED BY LAW, LUMEN'S TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THE SERVICE OR THESE TERMS IS LIMITED TO THE GREATER OF (A) THE FEES YOU PAID TO LUMEN IN THE THREE (3) MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM, OR (B) ONE HUNDRED US DOLLARS (US$100).</strong></p>
<p>These limitations apply regardless of the legal theory of the claim. Nothing in these Terms limits liability that cannot be limited under applicable law.</p>`,
    },
    {
      id: "indemnification",
      heading: "14. Indemnification",
      html: `<p>To the extent permitted by law, you agree to indemnify and hold harmless Lumen and its officers, directors, employees and agents from any claims, losses and expenses, including reasonable attorneys' fees, arising out of your User Content, your misuse of the Service or your violation of these Terms.</p>`,
    },
    {
      id: "dispute-resolution",
      heading: "15. Dispute Resolution and Arbitration",
      html: `<p><strong>Please read this section carefully. It affects your rights, including your right to go to court.</strong></p>
<p><strong>15.1 Informal dispute resolution.</strong> Before starting arbitration or a court proceeding, you and Lumen each agree to first try to resolve any dispute informally. The party raising a dispute must send the other a written notice describing the dispute, the relief requested and the sender's contact details. Notices to Lumen must be sent to legal@lumen.example or by post to Lumen Media, Inc., 2150 Harbor Street, Suite 400, Wilmington, DE 19801, USA. Notices to you will be sent to the e-mail address associated with your account. Within 45 days after the notice is received, the parties will hold an informal conference, by telephone or video call, in a good-faith effort to resolve the dispute. Neither party may begin arbitration until this process has been completed, and any applicable limitation periods are paused while it is ongoing.</p>
<p><strong>15.2 Binding individual arbitration.</strong> If the dispute is not resolved through the informal process, you and Lumen agree that any dispute arising out of or relating to these Terms or the Service will be resolved by final and binding arbitration on an individual basis, rather than in court. The arbitration will be administered by the American Arbitration Association under its Consumer Arbitration Rules before a single arbitrator, who may award the same individual relief a court could award. Hearings may take place by video conference or in the county where you live. Either party may instead bring an individual claim in small claims court if it qualifies, and either party may seek an injunction in court to stop the infringement or misuse of its intellectual property.</p>
<p><strong>15.3 Class-action waiver.</strong> You and Lumen agree that each may bring claims against the other only in an individual capacity, and not as a plaintiff or class member in any purported class, collective, consolidated or representative proceeding. If this class-action waiver is found unenforceable for a particular claim, that claim must be severed and decided in court, and the remaining claims will be arbitrated.</p>
<p><strong>15.4 Opting out.</strong> You may opt out of this arbitration agreement by e-mailing legal@lumen.example within 30 days after you first accept these Terms. Your e-mail should include your name, your account e-mail address and a statement that you opt out of arbitration. Opting out does not affect any other part of these Terms.</p>`,
    },
    {
      id: "governing-law",
      heading: "16. Governing Law and Venue",
      html: `<p>These Terms and any dispute arising out of or relating to them or to the Service are governed by the laws of the State of Delaware, without regard to its conflict of laws rules, and, where applicable, the Federal Arbitration Act. For any matter that is not subject to arbitration, you and Lumen agree to the exclusive jurisdiction of, and venue in, the state or federal courts located in Delaware. If you are a consumer residing outside the United States, this does not deprive you of the protection of any mandatory consumer laws of the country where you live.</p>`,
    },
    {
      id: "changes-to-terms",
      heading: "17. Changes to these Terms",
      html: `<p>We may update these Terms from time to time. When we do, we will post the updated Terms on the Service and change the "Last updated" date above.</p>
<ul>
<li>For users without an account, the updated Terms take effect immediately on posting.</li>
<li>For account holders, the updated Terms take effect 30 days after posting. We will notify account holders of material changes by e-mail to the address associated with their account.</li>
</ul>
<p>If you do not agree to the updated Terms, stop using the Service and cancel your membership before they take effect. Continuing to use the Service after that means you accept them.</p>`,
    },
    {
      id: "termination",
      heading: "18. Suspension and Termination",
      html: `<p>You may stop using the Service at any time, and you can delete your account in <a href="/profile">Account Settings</a>. Deleting your account does not by itself entitle you to a refund of any fees already paid.</p>
<p>We may suspend or terminate your access to all or part of the Service, with or without notice, if you violate these Terms, if your use creates legal risk or harms other users, if required by law, or if we discontinue the Service. Where reasonable, we will give you notice first. If we terminate a paid membership without cause, we will refund the unused portion of any prepaid fees.</p>
<p>Sections that by their nature should survive termination will survive, including Sections 8, 9 and 12 through 16, and Section 19.</p>`,
    },
    {
      id: "general",
      heading: "19. Severability, Entire Agreement and General Terms",
      html: `<p><strong>Severability.</strong> If any provision of these Terms is found to be invalid or unenforceable, it will be enforced to the maximum extent permitted, and the remaining provisions will continue in full force and effect.</p>
<p><strong>Entire agreement.</strong> These Terms, together with our <a href="/privacy">Privacy Policy</a>, our <a href="/cookies">Cookie Policy</a> and any additional terms you accept for a specific feature or plan, form the entire agreement between you and Lumen regarding the Service and replace any prior agreements on that subject.</p>
<p><strong>No waiver.</strong> Our failure to enforce any provision of these Terms is not a waiver of our right to do so later.</p>
<p><strong>Assignment.</strong> You may not assign or transfer these Terms without our prior written consent. We may assign these Terms in connection with a merger, acquisition or sale of all or part of our business.</p>
<p><strong>Electronic communications.</strong> You agree that notices and other communications we provide electronically satisfy any requirement that they be in writing.</p>`,
    },
    {
      id: "contact",
      heading: "20. Contact Us",
      html: `<p>If you have questions about these Terms, please get in touch through our <a href="/contact">contact page</a> or write to us:</p>
<ul>
<li>Legal questions and notices: legal@lumen.example</li>
<li>Privacy questions: privacy@lumen.example</li>
<li>By post: Lumen Media, Inc., 2150 Harbor Street, Suite 400, Wilmington, DE 19801, USA</li>
</ul>`,
    },
  ],
};
