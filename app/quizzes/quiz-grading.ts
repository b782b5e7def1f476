/** How a quiz is graded: pure functions, shared by the server's grading and its tests. */

export type QuestionKind = 'single' | 'multiple' | 'true_false' | 'numeric'
export type QuestionAnswer = string[] | boolean | { value: number; tolerance: number }

export interface GradedQuestion {
  id: string
  kind: QuestionKind
  answer: QuestionAnswer
}

/** What a learner sent for one question: option ids, "true"/"false", or a number as typed. */
export type QuestionResponse = string[]

/** A number typed by a learner: "1,5" and " 1.5 " both read 1.5; anything else is no answer. */
export function readNumber(text: string | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(/\s/g, '').replace(',', '.')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null
  return Number(cleaned)
}

/** Whether one response is right. Multiple choice needs exactly the correct options, no more, no fewer. */
export function isCorrect(question: GradedQuestion, response: QuestionResponse | undefined): boolean {
  const given = response ?? []
  switch (question.kind) {
    case 'single':
      return given.length === 1 && Array.isArray(question.answer) && question.answer.length === 1 && given[0] === question.answer[0]
    case 'multiple': {
      if (!Array.isArray(question.answer)) return false
      const chosen = new Set(given)
      return chosen.size === question.answer.length && question.answer.every((id) => chosen.has(id))
    }
    case 'true_false':
      return given.length === 1 && (given[0] === 'true' || given[0] === 'false') && (given[0] === 'true') === question.answer
    case 'numeric': {
      const value = readNumber(given[0])
      if (value === null || typeof question.answer !== 'object' || Array.isArray(question.answer)) return false
      return Math.abs(value - question.answer.value) <= question.answer.tolerance + 1e-9
    }
  }
}

/** The score of an attempt: the share of questions answered right, as a whole percent. */
export function gradeResponses(questions: readonly GradedQuestion[], responses: Record<string, QuestionResponse>) {
  const results = questions.map((question) => ({ id: question.id, isCorrect: isCorrect(question, responses[question.id]) }))
  const right = results.filter((result) => result.isCorrect).length
  const scorePercent = questions.length === 0 ? 100 : Math.round((right / questions.length) * 100)
  return { results, right, scorePercent }
}
