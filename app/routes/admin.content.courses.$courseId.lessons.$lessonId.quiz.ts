import { data, redirect } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { recordAudit } from '../audit/audit.server'
import { idParam } from '../admin/content/route-params.server'
import { getLesson } from '../admin/content/lessons.server'
import { deleteQuestion, deleteQuiz, ensureQuiz, moveQuestion, quizForEditor, saveQuestion, updateQuizSettings, type QuestionInput } from '../quizzes/quiz-admin.server'
import { getDb } from '../db/client.server'
import { appErrorOf } from '../lib/app-error'
import { notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { returnToReviewAfterPartEdit } from '../admin/content/review.server'
import type { Route } from './+types/admin.content.courses.$courseId.lessons.$lessonId.quiz'

const id = z.uuid({ error: 'Unknown question.' })
const questionFields = {
  kind: z.enum(['single', 'multiple', 'true_false', 'numeric'], { error: 'Choose the kind of question.' }),
  prompt: z.string().trim().min(1, 'Write the question.').max(1000, 'Keep the question under 1000 characters.'),
  options: z.string().max(3000).default(''),
  truth: z.enum(['true', 'false']).optional(),
  value: z.string().max(30).default(''),
  tolerance: z.string().max(30).default('0'),
  explanation: z.string().trim().max(2000, 'Keep the explanation under 2000 characters.').default(''),
}

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('settings'), passPercent: z.coerce.number({ error: 'The pass mark is a number.' }), cooldownMinutes: z.coerce.number({ error: 'The cool-down is a number of minutes.' }) }),
  z.object({ intent: z.literal('add'), ...questionFields }),
  z.object({ intent: z.literal('edit'), questionId: id, ...questionFields }),
  z.object({ intent: z.literal('move'), questionId: id, direction: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('delete'), questionId: id }),
  z.object({ intent: z.literal('delete-quiz') }),
])

/** One option per line; a line starting with "*" is a correct one. */
export const parseOptions = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ isCorrect: line.startsWith('*'), text: line.replace(/^\*\s*/, '') }))

function questionOf(fields: z.infer<z.ZodObject<typeof questionFields>>): QuestionInput {
  const number = (text: string) => Number(text.trim().replace(',', '.'))
  return {
    kind: fields.kind,
    prompt: fields.prompt,
    explanation: fields.explanation,
    options: fields.kind === 'single' || fields.kind === 'multiple' ? parseOptions(fields.options) : undefined,
    answer: fields.kind === 'true_false' && fields.truth ? fields.truth === 'true' : undefined,
    numeric: fields.kind === 'numeric' && fields.value.trim() !== '' ? { value: number(fields.value), tolerance: number(fields.tolerance || '0') } : undefined,
  }
}

/** The lesson editor's quiz forms: create the quiz, its settings, and adding, editing, ordering and deleting questions. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'content.write')
  const courseId = idParam(params.courseId)
  const lessonId = idParam(params.lessonId)
  const db = getDb()
  if (!courseId || !lessonId || !(await getLesson(db, courseId, lessonId))) throw notFound()
  await accessOrNotFound(() => requireItemAccess(db, admin, 'courses', courseId, 'edit'))
  const parsed = await parseForm(request, formSchema, { fallbackMessage: 'Unknown quiz action.' })
  if (!parsed.ok) return parsed.reply({ ok: false as const, intent: parsed.values.intent ?? '', questionId: parsed.values.questionId ?? null })
  const input = parsed.data
  const back = redirect(`/admin/content/courses/${courseId}/lessons/${lessonId}?notice=quiz#quiz`)
  try {
    const quiz = input.intent === 'create' ? await ensureQuiz(db, lessonId) : await quizForEditor(db, lessonId)
    if (!quiz) throw notFound()
    switch (input.intent) {
      case 'create':
        break
      case 'settings':
        await updateQuizSettings(db, quiz.id, { passPercent: input.passPercent, cooldownMinutes: input.cooldownMinutes })
        break
      case 'add':
        await saveQuestion(db, quiz.id, questionOf(input))
        break
      case 'edit':
        await saveQuestion(db, quiz.id, questionOf(input), input.questionId)
        break
      case 'move':
        await moveQuestion(db, quiz.id, input.questionId, input.direction)
        break
      case 'delete':
        await deleteQuestion(db, quiz.id, input.questionId)
        break
      case 'delete-quiz':
        await deleteQuiz(db, quiz.id)
        break
    }
    await recordAudit(db, { actorId: admin.id, action: `quiz.${input.intent}`, targetType: 'lesson', targetId: lessonId, details: {} })
    await returnToReviewAfterPartEdit(db, { type: 'courses', id: courseId, actor: admin })
    return back
  } catch (error) {
    const refusal = appErrorOf(error)
    return data(
      { ok: false as const, intent: input.intent, questionId: 'questionId' in input ? input.questionId : null, errors: refusal.field ? { [refusal.field]: refusal.message } : {}, message: refusal.message, values: parsed.values },
      { status: refusal.status },
    )
  }
}
