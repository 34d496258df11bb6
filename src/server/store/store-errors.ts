/** What an operator may ask for when the data directory is damaged (DATA_DIR_RECOVER). */
export type Recovery = 'previous' | 'empty';

/**
 * The data directory cannot be read as it is. The message is short and holds
 * none of the data; nothing in the directory was changed.
 */
export class DataDirDamaged extends Error {
  constructor(dir: string, what: string) {
    super(
      [
        `The data directory ${dir} is damaged: ${what}. Nothing in it was changed.`,
        `To go back to the snapshot kept at the last compaction (later changes are lost), start with DATA_DIR_RECOVER=previous.`,
        `To start with a new demo organization instead, start with DATA_DIR_RECOVER=empty.`,
        `Either way the damaged files are kept beside it, renamed *.damaged-<time>.`,
      ].join('\n'),
    );
    this.name = 'DataDirDamaged';
  }
}

/**
 * The data directory cannot be used at all (not a directory, not writable, a
 * full disk): said in one short line, without a stack.
 */
export class DataDirUnusable extends Error {
  constructor(dir: string, e: unknown) {
    super(`The data directory ${dir} cannot be used: ${whyUnusable(e)}. Free space, fix its permissions or choose another DATA_DIR.`);
    this.name = 'DataDirUnusable';
  }
}

/**
 * A change could not be made durable: it was taken back in memory and must be
 * answered as an error. `full` when the disk has no room (507).
 */
export class StorageFailed extends Error {
  readonly full: boolean;
  constructor(e: unknown) {
    const full = errorCode(e) === 'ENOSPC';
    super(
      full
        ? 'The control plane has no room left on its disk; the change was not made'
        : 'The control plane could not write the change to its disk; the change was not made',
    );
    this.full = full;
    this.name = 'StorageFailed';
  }
}

/** A change would take the stored state past its budget (DATA_BUDGET_MB): refused (507) before it is journaled. */
export class OverDataBudget extends StorageFailed {
  constructor(budgetBytes: number) {
    super(Object.assign(new Error('data budget'), { code: 'ENOSPC' }));
    this.message = `This change would take the control plane's stored data past its budget of ${Math.round(budgetBytes / 1_048_576)} MiB; the change was not made. Delete something first`;
    this.name = 'OverDataBudget';
  }
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

function whyUnusable(e: unknown): string {
  const code = errorCode(e);
  if (code === 'ENOSPC') return 'the disk is full (ENOSPC)';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `it is not writable (${code})`;
  if (code === 'ENOTDIR' || code === 'EEXIST') return `it is not a directory (${code})`;
  return code ? `it could not be read or written (${code})` : 'it could not be read or written';
}

/** Shared mode (DATABASE_URL): the database did not take the change or answer the read; nothing was changed. Answered 503 with Retry-After. */
export class DatabaseUnavailable extends Error {
  /** Seconds after which a retry may succeed (the server tries the database again after about one). */
  readonly retryAfterS = 2;
  constructor(cause?: unknown) {
    super('The control plane cannot reach its database; nothing was changed. Try again in a few seconds.', { cause });
    this.name = 'DatabaseUnavailable';
  }
}
