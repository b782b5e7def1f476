/** Input a podcasts page cannot answer (unknown filter, forged page link, bad position): the route answers 400. */
export class PodcastInputError extends Error {
  readonly status = 400
}

/** What a listener asked for that their access does not allow: the route answers 403. */
export class PodcastAccessError extends Error {
  readonly status = 403
}
