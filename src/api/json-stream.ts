import { ReadContext, readEntry, type Reader, type ReadNotice } from '@/api/schemas/read';
/**
 * Reading a large list answer while it arrives.
 *
 * An answer of the shape `{ ..., "Result": [item, item, ...], ... }` is split as
 * its bytes come in: each item's text is handed over as soon as its last byte
 * is in, so parsing and validating overlap the transfer instead of following
 * it. The text around the array is kept with the array emptied, to be read as
 * the envelope. Anything unexpected (another shape, invalid JSON) marks the
 * split as unusable and the caller reads the whole
 * text the ordinary way, so errors are reported exactly as they would be.
 */
interface ArraySplitter {
  /** Scans the next piece of text; returns the items completed by it. */
  push(chunk: string): string[];
  /** After the last piece: the text around the array (array emptied), or undefined when the split is unusable. */
  end(): string | undefined;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

export function createArraySplitter(key: string): ArraySplitter {
  let buf = '';
  /** Next index of `buf` to scan. */
  let pos = 0;
  let depth = 0;
  let topIsObject = false;
  /** Opening quote of the string being scanned, or -1. */
  let strStart = -1;
  /** In the top-level object, the next string is a key. */
  let expectKey = false;
  let lastKey: string | undefined;
  let phase: 'before' | 'in' | 'after' = 'before';
  /** Start of the item being scanned, or -1. */
  let itemStart = -1;
  /** In the array, a comma was the last thing seen (so an item must follow). */
  let afterComma = false;
  /** Start of the text around the array still to be copied to `outside`, or -1 while in the array. */
  let outsideFrom = 0;
  let outside = '';
  let broken = false;

  function push(chunk: string): string[] {
    const items: string[] = [];
    if (broken) return items;
    buf += chunk;
    const n = buf.length;
    let i = pos;
    while (i < n) {
      if (strStart >= 0) {
        const q = buf.indexOf('"', i);
        if (q < 0) {
          i = n;
          break;
        }
        let b = q - 1;
        while (b > strStart && buf.charCodeAt(b) === BACKSLASH) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 1) continue; // an escaped quote
        if (depth === 1 && topIsObject && expectKey) {
          lastKey = JSON.parse(buf.slice(strStart, q + 1)) as string;
          expectKey = false;
        }
        strStart = -1;
        continue;
      }
      const c = buf.charCodeAt(i);
      if (phase === 'in' && depth === 2 && itemStart < 0 && !isSpace(c) && c !== COMMA && c !== CLOSE_BRACKET) {
        itemStart = i;
        afterComma = false;
      }
      if (c === QUOTE) {
        strStart = i;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (depth === 0) topIsObject = c === OPEN_BRACE;
        depth++;
        if (depth === 1 && topIsObject) expectKey = true;
        if (depth === 2 && c === OPEN_BRACKET && topIsObject && lastKey === key) {
          if (phase !== 'before') {
            broken = true; // the key twice
            return [];
          }
          phase = 'in';
          outside += buf.slice(outsideFrom, i + 1);
          outsideFrom = -1;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (phase === 'in' && depth === 2) {
          if (c !== CLOSE_BRACKET || afterComma) {
            broken = true;
            return [];
          }
          if (itemStart >= 0) items.push(buf.slice(itemStart, i));
          itemStart = -1;
          phase = 'after';
          outsideFrom = i;
        }
        depth--;
        if (depth < 0) {
          broken = true;
          return [];
        }
      } else if (c === COMMA) {
        if (depth === 1 && topIsObject) expectKey = true;
        if (phase === 'in' && depth === 2) {
          if (itemStart < 0) {
            broken = true; // an empty item
            return [];
          }
          items.push(buf.slice(itemStart, i));
          itemStart = -1;
          afterComma = true;
        }
      } else if (c === COLON) {
        if (depth === 1) expectKey = false;
      }
      i++;
    }
    // Keep only what is still needed: an unfinished string or item.
    let keep = i;
    if (strStart >= 0) keep = Math.min(keep, strStart);
    if (itemStart >= 0) keep = Math.min(keep, itemStart);
    if (outsideFrom >= 0) {
      outside += buf.slice(outsideFrom, keep);
      outsideFrom = 0;
    }
    buf = buf.slice(keep);
    if (strStart >= 0) strStart -= keep;
    if (itemStart >= 0) itemStart -= keep;
    pos = i - keep;
    return items;
  }

  function end(): string | undefined {
    if (broken || phase !== 'after' || depth !== 0 || strStart >= 0) return undefined;
    return outside + buf;
  }

  return { push, end };
}

export interface StreamedList {
  /** The whole answer, for the ordinary reading when the split was unusable. */
  text: () => string;
  /** The envelope with `Result` emptied, the items read, and what of them could not be read; undefined when unusable. */
  split?: { envelope: unknown; items: unknown[]; notices: ReadNotice[] };
}

/**
 * Reads a body, parsing and reading the items of `Result` as they arrive. An
 * item that cannot be read is left out with a notice, as the whole-answer
 * reading would do.
 */
export async function readListAnswer(body: ReadableStream<Uint8Array>, item: Reader<unknown>, key = 'Result'): Promise<StreamedList> {
  const splitter = createArraySplitter(key);
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  const items: unknown[] = [];
  const ctx = new ReadContext();
  ctx.path.push(key);
  let index = 0;
  let usable = true;
  const take = (texts: string[]) => {
    if (!usable) return;
    for (const t of texts) {
      let value: unknown;
      try {
        value = JSON.parse(t);
      } catch {
        usable = false;
        return;
      }
      readEntry(item, value, index++, ctx, items);
    }
  };
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    chunks.push(text);
    take(splitter.push(text));
  }
  const tail = decoder.decode();
  chunks.push(tail);
  take(splitter.push(tail));
  const read = { text: () => chunks.join('') };
  const rest = usable ? splitter.end() : undefined;
  if (rest === undefined) return read;
  try {
    return { ...read, split: { envelope: JSON.parse(rest) as unknown, items, notices: ctx.notices } };
  } catch {
    return read;
  }
}
