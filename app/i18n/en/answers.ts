/**
 * What the server answers a reader's request with when it refuses or reports something. Domain
 * refusals name these texts by key and values (`AppError`), and routes render them in the
 * reader's language where the answer leaves the server (`reader-message.server.ts`). Several
 * English texts are the spec's.
 */
export const enAnswers = {
  // Signing in and account security
  'answers.auth.invalidCredentials': 'Invalid email or password',
  'answers.auth.loginFailed': 'Login failed. Please try again.',
  'answers.auth.registrationFailed': 'Registration failed. Please try again.',
  'answers.auth.registrationRefused': 'We could not create an account with this e-mail. If you already have one, log in or reset your password.',
  'answers.auth.resetLinkInvalid': 'This reset link is invalid or has expired. Please ask for a new one.',
  'answers.auth.passwordChangeFailed': 'Could not change the password. Please try again.',
  'answers.auth.currentPasswordWrong': 'Current password is incorrect',
  'answers.auth.passwordWrong': 'Password is incorrect',
  'answers.auth.twoFactorSetupFailed': 'Could not start two-factor set-up.',
  'answers.auth.twoFactorOffFailed': 'Could not turn off two-factor authentication.',
  'answers.auth.codeInvalid': 'Invalid code. Please try again.',
  'answers.auth.codeRequired': 'Enter the 6-digit code',
  'answers.auth.codeOrBackup': 'Enter the 6-digit code or a backup code',
  'answers.auth.tooManyAttempts': 'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  'answers.auth.resetMailboxBusy': 'Too many reset e-mails were requested for this address, so none was sent this time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'answers.auth.socialFailed': 'Sign-in failed. Please try again.',

  // Profile form
  'answers.profile.bioTooLong': 'Bio must be at most 500 characters',
  'answers.profile.locationTooLong': 'Location must be at most 100 characters',
  'answers.profile.websiteTooLong': 'Website must be at most 200 characters',
  'answers.profile.websiteInvalid': 'Website must be a web address starting with https://',
  'answers.profile.linkedinTooLong': 'LinkedIn must be at most 200 characters',
  'answers.profile.linkedinInvalid': 'LinkedIn must be a web address starting with https://',
  'answers.profile.twitterTooLong': 'Twitter handle must be at most 50 characters',
  'answers.profile.twitterInvalid': 'Twitter handle may use letters, digits and _ (up to 15)',

  // Contact and advertising forms
  'answers.inbox.subjectRequired': 'Subject is required',
  'answers.inbox.subjectTooLong': 'Subject must be at most 200 characters',
  'answers.inbox.messageRequired': 'Message is required',
  'answers.inbox.messageTooLong': 'Message must be at most 5000 characters',
  'answers.inbox.fullNameRequired': 'Full name is required',
  'answers.inbox.fullNameTooLong': 'Full name must be at most 100 characters',
  'answers.inbox.companyRequired': 'Company name is required',
  'answers.inbox.companyTooLong': 'Company name must be at most 150 characters',
  'answers.inbox.budgetRequired': 'Please choose a monthly budget',
  'answers.inbox.adTypeRequired': 'Please choose an advertisement type',
  'answers.inbox.goalsTooLong': 'Goals must be at most 3000 characters',

  // Test-mode card form
  'answers.card.nameRequired': 'Name on card is required',
  'answers.card.numberRequired': 'Enter a card number',
  'answers.card.testCardsOnly': 'Test mode accepts only the test cards listed on this page',
  'answers.card.expiryInvalid': 'Enter a future expiry date as MM/YY',
  'answers.card.cvcInvalid': 'Enter the 3 or 4 digit security code',

  // Comments and likes
  'answers.comments.tooFast': 'You are commenting too fast. Please wait a few minutes.',
  'answers.comments.premiumOnly': 'Premium articles can be liked and discussed by Premium members only.',
  'answers.comments.ownOnly': 'You can only delete your own comments.',
  'answers.comments.empty': 'Comment cannot be empty',
  'answers.comments.tooLong': 'Comment must be at most {max} characters',
  'answers.comments.parentGone': 'The comment you replied to no longer exists',
  'answers.likes.premiumTutorial': 'Upgrade to a premium plan to like premium tutorials.',
  'answers.likes.premiumVideo': 'Upgrade to Premium to watch and like this video.',
  'answers.likes.premiumEpisode': 'Upgrade to a premium plan to like premium episodes.',

  // Newsletter sign-up (spec)
  'answers.newsletter.tooMany': 'Too many attempts. Please try again later.',
  'answers.newsletter.already': 'You are already subscribed to our newsletter!',
  'answers.newsletter.subscribed': 'Successfully subscribed! Check your email for confirmation.',
  'answers.newsletter.failed': 'Something went wrong. Please try again.',

  // What a page or action could not find
  'answers.notFound.article': 'Article not found.',
  'answers.notFound.tutorial': 'Tutorial not found.',
  'answers.notFound.video': 'Video not found.',
  'answers.notFound.episode': 'Episode not found.',
  'answers.notFound.series': 'Series not found.',
  'answers.notFound.course': 'Course not found.',
  'answers.notFound.lesson': 'Lesson not found.',
  'answers.notFound.path': 'Learning path not found.',
  'answers.notFound.notification': 'Unknown notification.',

  // Lists, search and learning
  'answers.list.searchTooLong': 'Search text is too long',
  'answers.list.searchMax': 'Search text can be at most 200 characters.',
  'answers.list.pageNumber': 'The page must be a whole number.',
  'answers.list.pageMin': 'The page must be 1 or more.',
  'answers.list.cursorInvalid': 'This page link is no longer valid. Please start again from the first page.',
  'answers.list.unknownDifficulty': 'Unknown difficulty. Choose {options} or {last}.',
  'answers.list.unknownLevel': 'Unknown level. Choose {options} or {last}.',
  'answers.list.unknownCategory': 'Unknown category. Choose one of: {all}.',
  'answers.list.unknownSort': 'Unknown sort. Choose {options} or {last}.',
  'answers.list.unknownTab': 'Unknown tab. Choose {options} or {last}.',
  'answers.learning.ratingRange': 'Choose a rating from 1 to 5 stars.',
  'answers.learning.rateAfterStart': 'Start the course before rating it.',
  'answers.learning.premiumLesson': 'Upgrade to a premium plan to open this lesson.',
  'answers.learning.quizCooldown': 'You can try this quiz again in {minutes} min.',
  'answers.learning.quizGone': 'This quiz no longer exists.',
  'answers.learning.quizUnknown': 'Unknown quiz.',

  // Workspaces and invitations
  'answers.workspace.emailInvalid': 'Enter a valid e-mail address.',
  'answers.workspace.seatsFull': 'Every seat is taken ({used} of {seats}). Remove a member or add seats before inviting someone new.',
  'answers.workspace.alreadyMember': 'This person is already a member of the workspace.',
  'answers.workspace.invitationGone': 'This invitation link has expired or has already been used. Ask an Admin of the workspace for a new one.',
  'answers.workspace.invitationOtherEmail': 'This invitation was sent to {email}. Sign in with that address to accept it.',
  'answers.workspace.leaveFirst': 'You already belong to a workspace: leave it before joining another.',
  'answers.workspace.noFreeSeat': 'This workspace has no free seat left. Ask one of its Admins to make room.',
  'answers.workspace.nameLength': 'Give the workspace a name of 2 to 80 characters.',
  'answers.workspace.enterpriseFirst': 'A workspace comes with an Enterprise subscription. Subscribe to Enterprise first.',
  'answers.workspace.alreadyInOne': 'You already belong to a workspace.',
  'answers.workspace.oneAdmin': 'A workspace needs at least one Admin: make another member an Admin first.',
  'answers.workspace.notMember': 'This person is not a member of the workspace.',
  'answers.workspace.lastAdmin': 'The last Admin cannot leave the workspace: make another member an Admin first.',
  'answers.workspace.ownerStays': 'The workspace runs on this member’s subscription, so they stay while it lasts.',
  'answers.workspace.domainInvalid': 'Enter the company domain, such as example.com.',
  'answers.workspace.gone': 'This workspace no longer exists.',
  'answers.workspace.domainFirst': 'Enter the company domain before letting people join by it.',
  'answers.workspace.domainOnly': 'Only members with a verified address at this workspace’s company domain may join it without an invitation.',
  'answers.workspace.keyName': 'Name the key in 1 to 60 characters, e.g. "Intranet news feed".',

  // Billing refusals without a message of the billing forms' own
  'answers.billing.testCheckoutOff': 'Test-mode checkout is off while Stripe is the payment provider.',
  'answers.billing.noPortal': 'There is no billing portal for your account.',
  'answers.billing.nothingToRetry': 'There is no failed payment to retry.',
  'answers.billing.ownOnly': 'You can only subscribe for yourself.',
  'answers.billing.notOnline': 'This plan cannot be bought online.',
  'answers.billing.noCheckoutPage': 'The payment provider did not return a checkout page.',
  'answers.billing.stripeMissing': 'Stripe is not configured.',
  'answers.billing.unknownPrice': 'Stripe subscription {id} has a price no plan uses.',
  'answers.billing.noMember': 'Stripe subscription {id} names no member.',

  // Plans (their names and the features the seed gives them)
  'answers.plan.free': 'Free',
  'answers.plan.premium': 'Premium',
  'answers.plan.enterprise': 'Enterprise',
  'answers.plan.basicNews': 'Basic AI news access',
  'answers.plan.limitedArticles': 'Limited daily articles',
  'answers.plan.community': 'Community access',
  'answers.plan.unlimited': 'Unlimited access',
  'answers.plan.premiumContent': 'Premium content',
  'answers.plan.adFree': 'Ad-free experience',
  'answers.plan.prioritySupport': 'Priority support',
  'answers.plan.everythingPremium': 'Everything in Premium',
  'answers.plan.api': 'API access',
  'answers.plan.team': 'Team collaboration',
  'answers.plan.integrations': 'Custom integrations',
} as const
