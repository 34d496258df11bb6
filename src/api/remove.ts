import { ApiError, isApiError } from './api-error';

/**
 * Runs a delete, taking "404 Not-Found" as done: what was to be removed is not
 * there, which is what was asked. This is how a retry after a lost answer ends
 * (the first attempt removed it), so it must not read as a failure. A 404
 * that says the operation itself is missing (not offered) is a failure.
 *
 * For an assumed delete, whose 404 may also mean "no such operation here",
 * `stillThere` looks: if the thing is still listed, the delete is not offered.
 */
export async function removeIdempotently(remove: () => Promise<unknown>, stillThere?: () => Promise<boolean>): Promise<void> {
  try {
    await remove();
  } catch (e) {
    if (!(isApiError(e) && e.status === 404 && !e.notOffered)) throw e;
    if (stillThere && (await stillThere())) {
      throw new ApiError({
        kind: 'not-offered',
        status: 404,
        message: 'This deployment does not offer this deletion: what was to be removed is still there.',
        requestId: e.requestId,
        operation: e.operation,
      });
    }
  }
}
