import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, csvDecimal, toCsv } from './csv';

/** A small RFC 4180 reader, to read back what was written. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tX', '\r=1', '\n=1+1'])('defuses the formula %j', (cell) => {
    expect(csvCell(cell).startsWith(`"'`)).toBe(true);
  });

  it('leaves text that only looks alike: OWASP lists = + - @ tab and carriage return (line feed added), not their full-width forms', () => {
    expect(csvCell('\uFF1D1+1')).toBe('"\uFF1D1+1"');
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('writes numbers as numbers: a negative amount is a sign, not a formula', () => {
    expect(csvCell(-12.34)).toBe('"-12.34"');
    expect(csvCell(-5n)).toBe('"-5"');
    expect(csvCell(0)).toBe('"0"');
    expect(csvCell(csvDecimal(-1234n, 2))).toBe('"-12.34"');
    expect(csvCell(csvDecimal(-5n, 2))).toBe('"-0.05"');
    expect(csvCell(csvDecimal(7n, 0))).toBe('"7"');
    expect(csvCell(csvDecimal(123456789012345678901234n, 2))).toBe('"1234567890123456789012.34"');
    // Text that looks like a negative number is still text from someone: guarded.
    expect(csvCell('-12.34')).toBe(`"'-12.34"`);
  });

  it('property: a decimal reads back as its exact units, whatever its size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 6 }), (units, places) => {
        const cell = csvCell(csvDecimal(units, places)).slice(1, -1);
        expect(cell).toMatch(places ? new RegExp(`^-?\\d+\\.\\d{${places}}$`) : /^-?\d+$/);
        expect(BigInt(cell.replace('.', ''))).toBe(units);
      }),
    );
  });

  it('reads back exactly what was written, newlines and commas inside cells included', () => {
    const rows = [
      ['2026-03-29T01:30:00Z', 'Ada, "the owner"', 'line one\nline two'],
      ['x', '', 'ünïcode ✓'],
    ];
    const text = toCsv(['at', 'who', 'reason'], rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text.slice(1))).toEqual([['at', 'who', 'reason'], ...rows]);
  });
});
