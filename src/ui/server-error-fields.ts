// What the failure banner (form-error.tsx) and the forms (form-helpers.ts) both need of a form's fields: in a module
// without the forms' code, so that the banner, which every screen can show, does not bring it.

/**
 * The form field a server FieldName belongs to: an explicit alias, the field of
 * that name, or else the control holding it ("addons.0.addons_id" → "addons").
 */
export function formFieldFor(field: string, fields: readonly string[], alias: Record<string, string> = {}): string {
  return alias[field] ?? (fields.includes(field) ? field : field.split('.')[0]!);
}

/** Where a form puts a failed request's field details: its fields, and server names that go to another field. */
export interface ServerErrorFields {
  fields: readonly string[];
  alias?: Record<string, string>;
}
