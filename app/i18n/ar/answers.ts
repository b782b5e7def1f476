import type { enAnswers } from '../en/answers'

/** Arabic text of the server's answers. */
export const arAnswers: Record<keyof typeof enAnswers, string> = {
  // Signing in and account security
  'answers.auth.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'answers.auth.loginFailed': 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
  'answers.auth.registrationFailed': 'تعذّر إنشاء الحساب. يُرجى المحاولة مرة أخرى.',
  'answers.auth.registrationRefused': 'تعذّر إنشاء حساب بهذا البريد الإلكتروني. إن كان لديك حساب بالفعل، فسجّل الدخول أو أعد تعيين كلمة المرور.',
  'answers.auth.resetLinkInvalid': 'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.',
  'answers.auth.passwordChangeFailed': 'تعذّر تغيير كلمة المرور. يُرجى المحاولة مرة أخرى.',
  'answers.auth.currentPasswordWrong': 'كلمة المرور الحالية غير صحيحة',
  'answers.auth.passwordWrong': 'كلمة المرور غير صحيحة',
  'answers.auth.twoFactorSetupFailed': 'تعذّر بدء إعداد المصادقة الثنائية.',
  'answers.auth.twoFactorOffFailed': 'تعذّر إيقاف المصادقة الثنائية.',
  'answers.auth.codeInvalid': 'الرمز غير صالح. يُرجى المحاولة مرة أخرى.',
  'answers.auth.codeRequired': 'أدخل الرمز المكوّن من 6 أرقام',
  'answers.auth.codeOrBackup': 'أدخل الرمز المكوّن من 6 أرقام أو رمزًا احتياطيًا',
  'answers.auth.tooManyAttempts':
    'محاولات كثيرة جدًا. يُرجى الانتظار {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} ثم المحاولة مرة أخرى.',
  'answers.auth.resetMailboxBusy': 'طُلب عدد كبير جدًا من رسائل إعادة التعيين لهذا العنوان، لذلك لم تُرسل أي رسالة هذه المرة. يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'answers.auth.socialFailed': 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.',

  // Profile form
  'answers.profile.bioTooLong': 'يجب ألا تزيد النبذة التعريفية على 500 حرف',
  'answers.profile.locationTooLong': 'يجب ألا يزيد الموقع الجغرافي على 100 حرف',
  'answers.profile.websiteTooLong': 'يجب ألا يزيد عنوان الموقع الإلكتروني على 200 حرف',
  'answers.profile.websiteInvalid': 'يجب أن يكون الموقع الإلكتروني عنوان ويب يبدأ بـ https://',
  'answers.profile.linkedinTooLong': 'يجب ألا يزيد رابط LinkedIn على 200 حرف',
  'answers.profile.linkedinInvalid': 'يجب أن يكون رابط LinkedIn عنوان ويب يبدأ بـ https://',
  'answers.profile.twitterTooLong': 'اسم المستخدم في Twitter طويل جدًا: الحد الأقصى 50 حرفًا',
  'answers.profile.twitterInvalid': 'يمكن أن يتضمن اسم المستخدم في Twitter أحرفًا لاتينية وأرقامًا والرمز _ (حتى 15 حرفًا)',

  // Contact and advertising forms
  'answers.inbox.subjectRequired': 'الموضوع مطلوب',
  'answers.inbox.subjectTooLong': 'يجب ألا يزيد الموضوع على 200 حرف',
  'answers.inbox.messageRequired': 'الرسالة مطلوبة',
  'answers.inbox.messageTooLong': 'يجب ألا تزيد الرسالة على 5000 حرف',
  'answers.inbox.fullNameRequired': 'الاسم الكامل مطلوب',
  'answers.inbox.fullNameTooLong': 'يجب ألا يزيد الاسم الكامل على 100 حرف',
  'answers.inbox.companyRequired': 'اسم الشركة مطلوب',
  'answers.inbox.companyTooLong': 'يجب ألا يزيد اسم الشركة على 150 حرفًا',
  'answers.inbox.budgetRequired': 'يُرجى اختيار الميزانية الشهرية',
  'answers.inbox.adTypeRequired': 'يُرجى اختيار نوع الإعلان',
  'answers.inbox.goalsTooLong': 'يجب ألا تزيد الأهداف على 3000 حرف',

  // Test-mode card form
  'answers.card.nameRequired': 'الاسم على البطاقة مطلوب',
  'answers.card.numberRequired': 'أدخل رقم البطاقة',
  'answers.card.testCardsOnly': 'لا يقبل وضع الاختبار إلا بطاقات الاختبار المدرجة في هذه الصفحة',
  'answers.card.expiryInvalid': 'أدخل تاريخ انتهاء مستقبليًا بالصيغة MM/YY',
  'answers.card.cvcInvalid': 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام',

  // Comments and likes
  'answers.comments.tooFast': 'أنت تعلّق بسرعة كبيرة. يُرجى الانتظار بضع دقائق.',
  'answers.comments.premiumOnly': 'الإعجاب بالمقالات المميزة ومناقشتها متاحان لأعضاء الخطة المميزة فقط.',
  'answers.comments.ownOnly': 'يمكنك حذف تعليقاتك فقط.',
  'answers.comments.empty': 'لا يمكن أن يكون التعليق فارغًا',
  'answers.comments.tooLong': 'يجب ألا يزيد التعليق على {max} حرف',
  'answers.comments.parentGone': 'التعليق الذي ترد عليه لم يعد موجودًا',
  'answers.likes.premiumTutorial': 'رقِّ اشتراكك إلى خطة مميزة لتبدي إعجابك بالدروس التطبيقية المميزة.',
  'answers.likes.premiumVideo': 'رقِّ اشتراكك إلى الخطة المميزة لتشاهد هذا الفيديو وتبدي إعجابك به.',
  'answers.likes.premiumEpisode': 'رقِّ اشتراكك إلى خطة مميزة لتبدي إعجابك بالحلقات المميزة.',

  // Newsletter sign-up (spec)
  'answers.newsletter.tooMany': 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'answers.newsletter.already': 'أنت مشترك بالفعل في نشرتنا البريدية!',
  'answers.newsletter.subscribed': 'تم الاشتراك بنجاح! تفقّد بريدك الإلكتروني لتأكيد اشتراكك.',
  'answers.newsletter.failed': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',

  // What a page or action could not find
  'answers.notFound.article': 'المقال غير موجود.',
  'answers.notFound.tutorial': 'الدرس التطبيقي غير موجود.',
  'answers.notFound.video': 'الفيديو غير موجود.',
  'answers.notFound.episode': 'الحلقة غير موجودة.',
  'answers.notFound.series': 'السلسلة غير موجودة.',
  'answers.notFound.course': 'الدورة غير موجودة.',
  'answers.notFound.lesson': 'الدرس غير موجود.',
  'answers.notFound.path': 'المسار التعليمي غير موجود.',
  'answers.notFound.notification': 'إشعار غير معروف.',

  // Lists, search and learning
  'answers.list.searchTooLong': 'نص البحث طويل جدًا',
  'answers.list.searchMax': 'لا يمكن أن يزيد نص البحث على 200 حرف.',
  'answers.list.pageNumber': 'يجب أن يكون رقم الصفحة عددًا صحيحًا.',
  'answers.list.pageMin': 'يجب أن يكون رقم الصفحة 1 أو أكثر.',
  'answers.list.cursorInvalid': 'لم يعد رابط هذه الصفحة صالحًا. يُرجى البدء من جديد من الصفحة الأولى.',
  'answers.learning.ratingRange': 'اختر تقييمًا من 1 إلى 5 نجوم.',
  'answers.learning.rateAfterStart': 'ابدأ الدورة قبل تقييمها.',
  'answers.learning.premiumLesson': 'رقِّ اشتراكك إلى خطة مميزة لفتح هذا الدرس.',
  'answers.learning.quizCooldown':
    'يمكنك إعادة هذا الاختبار بعد {minutes, plural, zero {أقل من دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'answers.learning.quizGone': 'لم يعد هذا الاختبار موجودًا.',
  'answers.learning.quizUnknown': 'اختبار غير معروف.',

  // Workspaces and invitations
  'answers.workspace.emailInvalid': 'أدخل عنوان بريد إلكتروني صالحًا.',
  'answers.workspace.seatsFull': 'كل المقاعد مشغولة ({used} من أصل {seats}). أزل عضوًا أو أضف مقاعد قبل دعوة شخص جديد.',
  'answers.workspace.alreadyMember': 'هذا الشخص عضو بالفعل في مساحة العمل.',
  'answers.workspace.invitationGone': 'انتهت صلاحية رابط الدعوة هذا أو سبق استخدامه. اطلب رابطًا جديدًا من أحد مشرفي مساحة العمل.',
  'answers.workspace.invitationOtherEmail': 'أُرسلت هذه الدعوة إلى {email}. سجّل الدخول بهذا العنوان لقبولها.',
  'answers.workspace.leaveFirst': 'أنت تنتمي بالفعل إلى مساحة عمل: غادرها قبل الانضمام إلى أخرى.',
  'answers.workspace.noFreeSeat': 'لم يعد في مساحة العمل هذه أي مقعد شاغر. اطلب من أحد مشرفيها إفساح مكان.',
  'answers.workspace.nameLength': 'اختر لمساحة العمل اسمًا من 2 إلى 80 حرفًا.',
  'answers.workspace.enterpriseFirst': 'تأتي مساحة العمل مع اشتراك خطة المؤسسات. اشترك في خطة المؤسسات أولًا.',
  'answers.workspace.alreadyInOne': 'أنت تنتمي بالفعل إلى مساحة عمل.',
  'answers.workspace.oneAdmin': 'تحتاج مساحة العمل إلى مشرف واحد على الأقل: عيّن عضوًا آخر مشرفًا أولًا.',
  'answers.workspace.notMember': 'هذا الشخص ليس عضوًا في مساحة العمل.',
  'answers.workspace.lastAdmin': 'لا يمكن لآخر مشرف مغادرة مساحة العمل: عيّن عضوًا آخر مشرفًا أولًا.',
  'answers.workspace.ownerStays': 'تعمل مساحة العمل على اشتراك هذا العضو، لذا يبقى فيها ما دام الاشتراك ساريًا.',
  'answers.workspace.domainInvalid': 'أدخل نطاق الشركة، مثل example.com.',
  'answers.workspace.gone': 'لم تعد مساحة العمل هذه موجودة.',
  'answers.workspace.domainFirst': 'أدخل نطاق الشركة قبل السماح بالانضمام عبره.',
  'answers.workspace.domainOnly': 'لا يمكن الانضمام إلى مساحة العمل هذه دون دعوة إلا لمن لديه عنوان موثَّق على نطاق شركتها.',
  'answers.workspace.keyName': 'سمِّ المفتاح باسم من 1 إلى 60 حرفًا، مثل «موجز أخبار الشبكة الداخلية».',

  // Plans (their names and the features the seed gives them)
  'answers.plan.free': 'الخطة المجانية',
  'answers.plan.premium': 'الخطة المميزة',
  'answers.plan.enterprise': 'خطة المؤسسات',
  'answers.plan.basicNews': 'وصول أساسي إلى أخبار الذكاء الاصطناعي',
  'answers.plan.limitedArticles': 'عدد محدود من المقالات يوميًا',
  'answers.plan.community': 'الوصول إلى المجتمع',
  'answers.plan.unlimited': 'وصول غير محدود',
  'answers.plan.premiumContent': 'محتوى مميز',
  'answers.plan.adFree': 'تجربة بلا إعلانات',
  'answers.plan.prioritySupport': 'دعم ذو أولوية',
  'answers.plan.everythingPremium': 'كل مزايا الخطة المميزة',
  'answers.plan.api': 'الوصول إلى API',
  'answers.plan.team': 'التعاون الجماعي',
  'answers.plan.integrations': 'تكاملات مخصّصة',
}
