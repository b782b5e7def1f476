/** Input an education page cannot answer (unknown filter, rating out of range): the route answers 400. */
export class LearningInputError extends Error {
  readonly status = 400
}

/** What a member asked for that their access or progress does not allow: the route answers 403. */
export class LearningAccessError extends Error {
  readonly status = 403
}
