/** Input a tutorials page cannot answer (unknown filter, forged page link): the route answers 400. */
export class TutorialInputError extends Error {
  readonly status = 400
}

/** What a reader asked for that their access does not allow: the route answers 403. */
export class TutorialAccessError extends Error {
  readonly status = 403
}
