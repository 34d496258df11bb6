import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

const jsonLiteral = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|["[{][\s\S]*)$/;

/**
 * A search value read as JSON, as the router's default reads it, but only when it is a JSON literal or starts as one
 * (a quote, a bracket, a brace). The default hands JSON.parse every value that starts with a digit, so "1h" (the
 * monitoring range) threw a SyntaxError on every load: an error's stack trace makes V8 read the framework's source
 * positions again, 10 ms of the router's start on a desktop. A value that is not JSON throws a plain marker without a
 * stack, which `parseSearchWith` and `stringifySearchWith` take for "not JSON" (they catch any throw).
 */
export function searchValue(value: string): unknown {
  // A thrown value without a stack on purpose: this is the readers' "not JSON", and it costs no stack trace.
  if (!jsonLiteral.test(value)) throw notJson;
  return JSON.parse(value);
}
const notJson = Symbol('not JSON');

export const parseSearch = parseSearchWith(searchValue);
export const stringifySearch = stringifySearchWith(JSON.stringify, searchValue);
