/**
 * Where an entry's link or actions would be: the service sent it without an id
 * (the vendor's reference makes every field optional), so it is shown but
 * nothing can open, change or remove it.
 */
export function NoIdNote() {
  return <span className="muted small">Read-only: sent without an id</span>;
}
