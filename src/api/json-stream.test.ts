import { describe, expect, it } from 'vitest';
import { object, text } from '@/api/schemas/read';
import { createArraySplitter, readListAnswer } from './json-stream';

/** Splits `text` cut into pieces at the given offsets; returns the parsed items and envelope. */
function split(text: string, cuts: number[] = []) {
  const s = createArraySplitter('Result');
  const items: string[] = [];
  let from = 0;
  for (const at of [...cuts, text.length]) {
    items.push(...s.push(text.slice(from, at)));
    from = at;
  }
  const rest = s.end();
  return { items: items.map((t) => JSON.parse(t) as unknown), envelope: rest === undefined ? undefined : (JSON.parse(rest) as unknown) };
}

const tricky = {
  Error: false,
  Message: 'a "quoted" ], { message, with \\ backslashes \\ and an escaped quote after one \\" here',
  Nested: { Result: [9, 9], list: [[1], { Result: [] }] },
  Result: [
    { name: 'plain', n: 1 },
    { name: 'has "quotes" and \\"escapes\\" and ] } , [ {', deep: [[{ a: [1, 2, { b: '}' }] }]] },
    'a string item, with a comma',
    42,
    null,
    [1, [2, 3]],
    { name: 'ünïcødé ✓ 🚀', tail: '\\' },
  ],
  RequestID: 'req-1',
};

describe('createArraySplitter', () => {
  const text = JSON.stringify(tricky, null, 1);

  it('hands over each item of Result and keeps the envelope with Result emptied', () => {
    const { items, envelope } = split(text);
    expect(items).toEqual(tricky.Result);
    expect(envelope).toEqual({ ...tricky, Result: [] });
  });

  it('gives the same answer wherever the text is cut', () => {
    for (let at = 1; at < text.length; at++) {
      const { items, envelope } = split(text, [at]);
      expect(items, `cut at ${at}`).toEqual(tricky.Result);
      expect(envelope, `cut at ${at}`).toEqual({ ...tricky, Result: [] });
    }
  });

  it('reads an answer arriving one character at a time, and one without spaces', () => {
    const compact = JSON.stringify(tricky);
    const every = Array.from({ length: compact.length - 1 }, (_, i) => i + 1);
    expect(split(compact, every).items).toEqual(tricky.Result);
    expect(split(JSON.stringify({ Result: [] })).items).toEqual([]);
    expect(split(JSON.stringify({ Result: [] })).envelope).toEqual({ Result: [] });
  });

  it('hands items over as soon as they are complete', () => {
    const s = createArraySplitter('Result');
    expect(s.push('{"Error":false,"Result":[{"a":1},{"a"')).toEqual(['{"a":1}']);
    expect(s.push(':2}')).toEqual([]);
    expect(s.push(']}')).toEqual(['{"a":2}']);
    expect(s.end()).toBe('{"Error":false,"Result":[]}');
  });

  it.each([
    ['no Result', '{"Error":false}'],
    ['a null Result', '{"Error":false,"Result":null}'],
    ['a Result that is not an array', '{"Result":{"a":[1]}}'],
    ['a Result only inside another field', '{"Other":{"Result":[1]}}'],
    ['"Result" as a value', '{"Message":"Result","Other":[1]}'],
    ['a top-level array', '["Result",[1,2]]'],
    ['Result twice', '{"Result":[1],"Result":[2]}'],
    ['a trailing comma', '{"Result":[1,]}'],
    ['an empty item', '{"Result":[,1]}'],
    ['a mismatched bracket', '{"Result":[1}]'],
    ['an unfinished answer', '{"Result":[1,2]'],
    ['an unfinished string', '{"Result":[1],"Message":"abc'],
    ['not JSON', 'not json'],
  ])('refuses %s, so the whole text is read instead', (_, text) => {
    const s = createArraySplitter('Result');
    s.push(text);
    expect(s.end()).toBeUndefined();
  });
});

function body(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const pieces = [...cuts, bytes.length].map((at, i, all) => bytes.slice(i === 0 ? 0 : all[i - 1], at));
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(p);
      controller.close();
    },
  });
}

const Item = object({ name: text() }, { key: 'name' });

describe('readListAnswer', () => {
  const answer = JSON.stringify({ Error: false, RequestID: 'r', Result: [{ name: 'café' }, { name: '✓ two' }] });

  it('validates each item as it arrives, with bytes cut inside multi-byte characters', async () => {
    const bytes = new TextEncoder().encode(answer);
    const inside = [answer.indexOf('é'), answer.indexOf('✓')].map((c) => new TextEncoder().encode(answer.slice(0, c)).length + 1);
    expect(inside.every((b) => b < bytes.length)).toBe(true);
    const read = await readListAnswer(body(answer, inside), Item);
    expect(read.split?.items).toEqual([{ name: 'café' }, { name: '✓ two' }]);
    expect(read.split?.envelope).toEqual({ Error: false, RequestID: 'r', Result: [] });
    expect(read.text()).toBe(answer);
  });

  it('leaves out an item that cannot be read, with a notice, and keeps the rest', async () => {
    const bad = JSON.stringify({ Result: [{ name: 'ok' }, { name: { nested: true } }, 'stray', { name: 7 }] });
    const read = await readListAnswer(body(bad, [10, 20]), Item);
    expect(read.split?.items).toEqual([{ name: 'ok' }, { name: '7' }]);
    expect(read.split?.notices.map((n) => [n.path, n.kind])).toEqual([
      ['Result.1', 'item'],
      ['Result.2', 'item'],
    ]);
  });
});
