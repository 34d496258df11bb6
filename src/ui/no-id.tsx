import type { ReactNode } from 'react';

/**
 * Where an entry's link or actions would be: the service sent it without an id
 * (the vendor's reference makes every field optional), so it is shown but
 * nothing can open, change or remove it.
 */
export function NoIdNote() {
  return <span className="muted small">Read-only: sent without an id</span>;
}

/**
 * An entry's name in a list: its link and id when it has one, else its name
 * with the read-only note. `link` wraps the label in the entry's own link.
 */
export function EntryName({ id, name, unnamed, link }: { id: string; name: string; unnamed: string; link: (label: ReactNode) => ReactNode }) {
  if (!id) {
    return (
      <>
        <strong className="break">{name || unnamed}</strong>
        <div>
          <NoIdNote />
        </div>
      </>
    );
  }
  return (
    <>
      {link(<strong>{name || id}</strong>)}
      <div className="muted small mono">{id}</div>
    </>
  );
}
