import { expect } from 'vitest'

/**
 * Checks a function of one argument against a table of inputs and the answers it must give; a
 * failure names the input that was given.
 */
export function expectAnswers<Input, Answer>(answerOf: (input: Input) => Answer, table: readonly (readonly [Input, Answer])[]) {
  for (const [input, answer] of table) expect(answerOf(input), JSON.stringify(input)).toBe(answer)
}
