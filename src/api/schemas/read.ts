/**
 * Reading what a control service answers.
 *
 * A real service sends `"30"` for 30, `null` where a string was documented, an
 * id as a number, one entry in a list without its id. A screen must show all it
 * can read and say what it could not, so answers are not validated all or
 * nothing (as request bodies are, with zod) but read field by field:
 *
 * - what is unambiguous is coerced (numeric strings to numbers, "true"/"false"/
 *   1/0 to booleans, numbers to strings for ids and names);
 * - `null` or a missing field is the field's empty value (`''`, `null`, `[]`);
 * - a value that still cannot be read becomes the empty value and leaves a
 *   *notice* (where, what arrived, what was expected): it never fails the screen;
 * - an entry of a list that cannot be read at all (not an object, no id) is left
 *   out of the list, with a notice, and the rest of the list is kept.
 *
 * Readers never throw, except `object` on a value it cannot read at all: the
 * list, `nullable` or the client decides what that means.
 */

export * from './read-notice';
export * from './read-values';
export * from './read-objects';
