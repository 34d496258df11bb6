import fs from 'node:fs';
import path from 'node:path';

import { DataDirDamaged, type Recovery } from './store-errors';
import {
  type Change,
  type Collection,
  type Data,
  type Entry,
  type Head,
  type WriteAll,
  GENERATION,
  isHead,
  isLine,
  isRecord,
  JOURNAL,
  PREVIOUS,
  SNAPSHOT,
  stamp,
  syncDir,
} from './store-journal';
import { applyPatch, stateHash } from './store-patch';

/** Where JSON.parse stopped, without repeating any of the text (V8's message quotes it). */
function parsePosition(e: unknown): string {
  const m = e instanceof Error ? /position (\d+)/.exec(e.message) : null;
  return m ? ` (at byte ${m[1]})` : '';
}

/**
 * Reads the snapshot into `data`, then replays the journal through `apply`. A
 * damaged snapshot, or a journal line that does not read anywhere but at the
 * very end, stops the start (DataDirDamaged) before anything is rewritten.
 * Only a torn last line, a write that was never acknowledged, is skipped, and
 * kept aside. A journal of an older generation than the snapshot's was folded
 * into it already (a compaction cut short before it emptied the journal): it is
 * skipped whole. Returns the snapshot's generation (0: none, the former format).
 */
export function readDataDir(dir: string, data: Data, apply: (e: Entry) => void): number {
  const snapshotPath = path.join(dir, SNAPSHOT);
  const journalPath = path.join(dir, JOURNAL);
  if (!fs.existsSync(snapshotPath) && fs.existsSync(journalPath) && fs.statSync(journalPath).size > 0) {
    // The journal holds only the changes since the snapshot: alone, it is not the data.
    throw new DataDirDamaged(dir, `${JOURNAL} is there but ${SNAPSHOT}, which it continues, is missing`);
  }
  let generation = 0;
  if (fs.existsSync(snapshotPath)) {
    let snapshot: unknown;
    try {
      snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
    } catch (e) {
      throw new DataDirDamaged(dir, `${SNAPSHOT} does not read as JSON${parsePosition(e)}`);
    }
    if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) throw new DataDirDamaged(dir, `${SNAPSHOT} does not hold collections`);
    for (const [c, records] of Object.entries(snapshot as Record<string, unknown>)) {
      if (c === GENERATION && Number.isSafeInteger(records)) {
        generation = records as number;
        continue;
      }
      if (!isRecord(records)) throw new DataDirDamaged(dir, `${SNAPSHOT} has a collection "${c.slice(0, 40)}" that is not an object`);
      const bad = Object.keys(records).find((id) => !isRecord(records[id]));
      if (bad !== undefined) throw new DataDirDamaged(dir, `${SNAPSHOT} has a record "${bad.slice(0, 40)}" in "${c.slice(0, 40)}" that is not an object`);
      data.set(c as Collection, new Map(Object.entries(records)));
    }
  }
  if (fs.existsSync(journalPath)) {
    const replay = (e: Change, line: number) => {
      if (e.t !== 'patch') return apply(e);
      const before = data.get(e.c)?.get(e.id);
      // The journal continues this very snapshot: a change made against another state would be lost if skipped.
      if (!isRecord(before) || stateHash(JSON.stringify(before)) !== e.b) {
        throw new DataDirDamaged(dir, `line ${line} of ${JOURNAL} changes a record that is not in the state it was made against`);
      }
      const v = applyPatch(before, e);
      if (!v) throw new DataDirDamaged(dir, `line ${line} of ${JOURNAL} does not fit the record it changes`);
      apply({ t: 'put', c: e.c, id: e.id, v });
    };
    const lines = fs.readFileSync(journalPath, 'utf8').split('\n');
    // The text after the last newline is the only place a write can be torn.
    const last = lines.length - 1;
    // Without a first line naming its generation, a journal of the former format: whole records, replayed as they are.
    const head: unknown = lines.length > 1 ? parseOrUndefined(lines[0]!) : undefined;
    if (isHead(head)) {
      if (head.g > generation) throw new DataDirDamaged(dir, `${JOURNAL} continues a later ${SNAPSHOT} than the one there`);
      if (head.g < generation) {
        console.warn(`${JOURNAL}: skipped, already folded into ${SNAPSHOT} (a compaction was cut short before it emptied the journal)`);
        return generation;
      }
    }
    for (let i = isHead(head) ? 1 : 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) continue;
      let entry: unknown;
      let torn = false;
      try {
        entry = JSON.parse(line);
      } catch {
        torn = true;
      }
      if (isLine(entry)) {
        for (const e of entry.t === 'all' ? entry.e : [entry]) replay(e, i + 1);
        continue;
      }
      // A complete line that is not a change is damage wherever it is; only a line cut short can be a torn write.
      if (i !== last || !torn) throw new DataDirDamaged(dir, `line ${i + 1} of ${JOURNAL} does not read as a change`);
      const aside = path.join(dir, `${JOURNAL}.torn-${stamp()}`);
      fs.writeFileSync(aside, line);
      console.warn(`${JOURNAL}: skipped a torn last line (a write that was never acknowledged); kept as ${path.basename(aside)}`);
    }
  }
  return generation;
}

function parseOrUndefined(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Starts an emptied journal with the generation of the snapshot it continues; the bytes written. Killed before it was
 * emptied, the journal named an older one: the start skips it. A first line that cannot be written is taken back: the
 * journal then reads as the former format, replayed strictly over the snapshot.
 */
export function startJournal(fd: number, generation: number, writeAll: WriteAll): number {
  const head: Head = { t: 'gen', g: generation };
  const buf = Buffer.from(`${JSON.stringify(head)}\n`);
  try {
    writeAll(fd, buf, 0);
    return buf.length;
  } catch {
    fs.ftruncateSync(fd, 0);
    return 0;
  }
}

/** The operator's decision on a damaged directory: damaged files renamed aside, never deleted. */
export function setDamagedAside(dir: string, recover: Recovery): void {
  const when = stamp();
  for (const name of [SNAPSHOT, JOURNAL]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) fs.renameSync(file, `${file}.damaged-${when}`);
  }
  const previous = path.join(dir, PREVIOUS);
  if (recover === 'previous') {
    if (!fs.existsSync(previous)) throw new DataDirDamaged(dir, `there is no ${PREVIOUS} to go back to`);
    fs.copyFileSync(previous, path.join(dir, SNAPSHOT));
  }
  syncDir(dir);
}
