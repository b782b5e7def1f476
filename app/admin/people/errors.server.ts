/** An admin request on users that cannot be carried out; `status` is the HTTP status to answer. */
export class AdminPeopleError extends Error {
  override name = 'AdminPeopleError'
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

export const userNotFound = () => new AdminPeopleError('This user no longer exists.', 404)
