import { isApiError } from '../api-error';

/**
 * Runs a delete, taking "404 Not-Found" as done: what was to be removed is not
 * there, which is what was asked. This is how a retry after a lost answer ends
 * (the first attempt removed it), so it must not read as a failure. A 404
 * that says the operation itself is missing (not offered) is a failure.
 */
export async function removeIdempotently(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (e) {
    if (!(isApiError(e) && e.status === 404 && !e.notOffered)) throw e;
  }
}
