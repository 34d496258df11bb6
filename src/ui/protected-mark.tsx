/**
 * Deletion protection (an assumed field, companion-operations.md): the lock a protected workspace or workgroup shows
 * beside its name in lists and on its page, with its meaning in words for screen readers and on hover, and the words of
 * the switch that turns it on and off.
 */
export const PROTECTION_LABEL = 'Deletion protection';
export const PROTECTION_HINT = {
  workspace: 'While on, this workspace cannot be deleted, nor its workgroup.',
  workgroup: 'While on, this workgroup cannot be deleted.',
} as const;
const MEANING = 'Deletion protection on: cannot be deleted';

export function ProtectedMark({ on }: { on: boolean | undefined }) {
  if (!on) return null;
  return (
    <span className="protected-mark" title={MEANING}>
      <span aria-hidden="true">🔒</span>
      <span className="visually-hidden">{MEANING}</span>
    </span>
  );
}
