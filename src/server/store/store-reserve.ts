import fs from 'node:fs';

/** Room kept on the disk for deletes: about 5,000 journal lines of a delete. */
export const RESERVE_BYTES = 1_048_576;
const RETRY_MS = 10_000;

/**
 * A file of zeros in the data directory, kept so that a delete can still be
 * made durable on a full disk: a transaction of deletes only that finds no
 * room removes the file and writes its journal line into the room it gave
 * back. The file is made again, when there is room, after a later write.
 * Other writes never use it: on a full disk they answer 507.
 */
export class SpaceReserve {
  private nextTry = 0;

  constructor(
    private readonly file: string,
    /** Writes the whole buffer at a position, through the store's file operations (so a test's full disk applies). */
    private readonly writeAll: (fd: number, buf: Buffer, position: number) => void,
  ) {}

  get present(): boolean {
    return fs.existsSync(this.file);
  }

  /** Makes the file when it is missing; a disk without room leaves it missing, tried again ten seconds later. */
  refill(now = Date.now()): void {
    if (now < this.nextTry || this.present) return;
    try {
      const fd = fs.openSync(this.file, 'w');
      try {
        const block = Buffer.alloc(64 * 1024);
        for (let at = 0; at < RESERVE_BYTES; at += block.length) this.writeAll(fd, block, at);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      fs.rmSync(this.file, { force: true });
      this.nextTry = now + RETRY_MS;
    }
  }

  /** Gives the room back to the disk; false when there was none kept. */
  release(): boolean {
    if (!this.present) return false;
    fs.rmSync(this.file, { force: true });
    this.nextTry = 0;
    return true;
  }
}
