/**
 * The admin console's refusals. The console is in English only (decision 11), so these texts
 * have no translations: they are shown in English whatever the reader's language, and the
 * other languages' dictionaries do not list them.
 */
export const enAdmin = {
  // Content editor
  'admin.error.itemGone': 'This {noun} no longer exists.',
  // Headline tests
  'admin.error.articleGone': 'This article no longer exists.',
  'admin.error.sameHeadline': 'The second headline must differ from the article’s own.',
  'admin.error.savedByOther': 'Someone else saved this {noun} at {time} UTC, after you opened it. Your text is still here: copy what you need, reload the page and apply your changes again.',
  'admin.error.slugUsed': 'The slug "{slug}" is already used by another {noun}. Try "{free}" or leave it empty to generate one.',
  'admin.error.slugTakenMeanwhile': 'Another {noun} took this slug a moment ago. Leave the slug empty to generate a free one.',
  'admin.error.lessonSlugTakenMeanwhile': 'Another lesson of this course took this slug a moment ago. Leave the slug empty to generate a free one.',
  'admin.error.episodeNumberTaken': 'This series already has an episode with this number.',
  'admin.error.clash': 'This change clashes with another item. Reload and try again.',
  'admin.error.writeFirst': 'Write the {noun} before publishing it.',
  'admin.error.noPublicationStatus': 'A {noun} has no publication status: it is shown as soon as it holds published items.',
  'admin.error.cannotSchedule': 'This kind of item cannot be scheduled; publish it instead.',
  'admin.error.scheduleInFuture': 'Choose a future date and time (UTC) to schedule it.',
  'admin.error.videoNeedsMedia': 'Upload the video (or give its file’s address) before publishing it.',
  'admin.error.videoTranscoding': 'The video is still being transcoded. Save it as a draft: it can be published once its renditions are ready.',
  'admin.error.videoTranscodeFailed': 'The video could not be transcoded ({reason}). Upload the file again or transcode it again, then publish it.',
  'admin.error.choiceGone': 'One of the chosen {kind} no longer exists. Reload and choose again.',

  // Uploads
  'admin.error.uploadTooLarge': 'The upload is too large: images may be at most 5 MB, audio and video 50 MB.',

  // Quizzes
  'admin.error.questionPrompt': 'Write the question.',
  'admin.error.questionOptions': 'Give 2 to 6 answer options.',
  'admin.error.questionOneCorrect': 'Mark exactly one option correct.',
  'admin.error.questionSomeCorrect': 'Mark at least one option correct.',
  'admin.error.questionTrueFalse': 'Say whether the statement is true or false.',
  'admin.error.questionNumeric': 'Give the expected number and a tolerance of 0 or more.',
  'admin.error.passMark': 'The pass mark is a whole percent from 1 to 100.',
  'admin.error.cooldown': 'The cool-down is 0 to 10080 minutes (a week).',

  // People and moderation
  'admin.error.ownAdminRole': 'You cannot remove your own admin role. Ask another admin to do it.',
  'admin.error.unknownAuthor': 'One of the chosen authors no longer exists. Choose the authors again.',
  'admin.error.needAuthor': 'Choose at least one author.',
  'admin.error.notYourItem': 'You can only open and change your own {noun}s. Ask an editor for access.',
  'admin.error.cannotPublish': 'Your role cannot publish, schedule, unpublish or delete this {noun}. Submit it for review instead.',
  'admin.error.useReview': 'Use Submit for review, Approve or Request changes to move this {noun} through review.',
  'admin.error.notSubmittable': 'This {noun} is already in review or approved.',
  'admin.error.notInReview': 'This {noun} is not waiting for review any more.',
  'admin.error.reviewOwn': 'You are one of the authors of this {noun}: another editor must review it.',
  'admin.error.noteRequired': 'Say what needs to change.',
  'admin.error.lockedBy': '{name} is editing this {noun} (since {time} UTC), so your save was refused. Your text is still here: copy what you need, then reload the page.',
  'admin.error.revisionGone': 'That revision no longer exists.',
  'admin.error.revisionUnusable': 'That revision cannot be restored as it is: its fields no longer fit the editor. Copy what you need from the comparison instead.',
  'admin.error.profileGone': 'That author profile no longer exists.',
  'admin.error.notYourProfile': 'You can only edit your own author profile. Ask an editor for changes to others.',
  'admin.error.lastAdmin': 'This is the last admin who can sign in. Make someone else an admin first.',
  'admin.error.tierFromSubscription': 'This member’s {tier} subscription is {status}. Billing sets the tier from it again at its next change or renewal. Tick “Override the subscription’s tier” to change it anyway.',
  'admin.error.staffInvitationGone': 'This invitation link no longer works: it was used, withdrawn or has expired. Ask an admin for a new one.',
  'admin.error.staffInvitationOtherEmail': 'This invitation was sent to {email}. Sign in with that address to accept it.',
  'admin.error.staffAlreadyInRole': 'That account already has the {role} role.',
  'admin.error.staffInviteAdmin': 'That account is an admin: an invitation cannot change an admin’s role. Change it on the person’s page under Users.',
  'admin.error.suspendSelf': 'You cannot suspend your own account.',
  'admin.error.signOutSelf': 'To sign yourself out of other devices, use the Security tab of your profile.',

  // Newsletter editions
  'admin.error.editionSent': 'This edition has already been sent and can no longer be changed.',
  'admin.error.timeInFuture': 'Choose a time in the future.',
} as const

export type AdminTextKey = keyof typeof enAdmin
