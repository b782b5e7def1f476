import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Arabic text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const arWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'وُثِّق في {date}',
  'workspace.domain.verifiedText': 'يمكن لكل من لديه عنوان موثَّق على {domain} الانضمام عندما يكون الخيار أعلاه مفعَّلًا. يُفحص السجل من جديد كل يوم، فأبقِه في مكانه.',
  'workspace.domain.unverified': 'لم يُوثَّق بعد',
  'workspace.domain.unverifiedText': 'أثبت أن شركتك تملك {domain}: أضف سجل TXT هذا إلى إعدادات DNS الخاصة بالنطاق، ثم اختر «توثيق». وإلى أن يتم ذلك لا يستطيع أحد الانضمام بعنوانه.',
  'workspace.domain.recordType': 'النوع',
  'workspace.domain.recordName': 'الاسم',
  'workspace.domain.recordValue': 'القيمة',
  'workspace.domain.verify': 'توثيق',
  'workspace.done.domainVerified': 'تم توثيق النطاق.',
  'workspace.activity.domainVerified': '{actor} وثّق النطاق {domain}',
  'workspace.activity.domainLost': 'لم يعد النطاق {domain} موثَّقًا: لم يُعثر على سجل TXT الخاص به',
  'answers.workspace.domainRecordMissing': 'لم يُعثر على سجل TXT بعد. أضف سجل TXT باسم {name} وبالقيمة {value}، ثم حاول مرة أخرى: قد يستغرق ظهور تغييرات DNS ما يصل إلى ساعة.',
  'answers.workspace.domainNoAnswer': 'لم تستجب خوادم DNS. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  'answers.workspace.domainTaken': 'وثّقت مساحة عمل أخرى النطاق {domain} بالفعل. النطاق الموثَّق يخص مساحة عمل واحدة فقط.',
}
