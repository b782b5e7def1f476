/** English text of e-mail verification: the link's page, the profile's notice and their answers. */
export const enVerification = {
  'title.verifyEmail': 'Verify your e-mail address',
  'verifyEmail.verified': 'Your e-mail address is verified. Thank you!',
  'verifyEmail.invalid': 'This verification link is not valid. Open the newest link we sent you, or send a new one from your profile.',
  'verifyEmail.expired': 'This verification link has expired. Sign in and send a new one from your profile.',
  'verifyEmail.toProfile': 'Go to your profile',
  'verifyEmail.toHome': 'Back to the home page',
  'profile.emailVerified': 'Verified',
  'profile.emailUnverified': 'Your e-mail address is not verified yet. Open the link we sent you to verify it.',
  'profile.sendVerification': 'Send the link again',
  'answers.auth.verificationSent': 'We sent a new verification link to {email}. It works for {hours} hours.',
  'answers.auth.alreadyVerified': 'Your e-mail address is already verified.',
  'answers.auth.tooManyVerificationLinks': 'You asked for several links already. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
} as const
