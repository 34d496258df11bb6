/** A number with a fixed count of decimals, held exactly (money as "-12.30"): made by `csvDecimal`. */
class CsvDecimal {
  constructor(readonly digits: string) {}
}

/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled,
 * lines ended with CRLF, a byte-order mark so that UTF-8 opens as UTF-8.
 * A text cell that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return, OWASP's list, or a line feed, which a spreadsheet
 * may skip like a carriage return) is prefixed with an apostrophe: a target or a
 * reason sent by anyone must never execute in the admin's spreadsheet. A number
 * (a `number`, a `bigint`, a `csvDecimal`) is written as its digits: its '-' is
 * a sign, and a guarded "'-12.34" would be text the spreadsheet cannot add up.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value instanceof CsvDecimal) text = value.digits;
  else if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) text = String(value);
  else {
    text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r\n]/.test(text)) text = `'${text}`;
  }
  return `"${text.replaceAll('"', '""')}"`;
}

/** `units` of 10^-`places`, exactly, however large: (-1234n, 2) is "-12.34"; (5n, 2) is "0.05". */
export function csvDecimal(units: bigint, places: number): CsvDecimal {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  return new CsvDecimal(places > 0 ? `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}` : `${sign}${digits}`);
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
