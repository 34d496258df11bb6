/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled,
 * lines ended with CRLF, a byte-order mark so that UTF-8 opens as UTF-8.
 * A cell that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) is prefixed with an apostrophe: a target or a
 * reason sent by anyone must never execute in the admin's spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
