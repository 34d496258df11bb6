import { Dialog } from './dialog';

/**
 * An action the console refuses before sending anything: the reason, and a way out. By default, one refused while a
 * restore runs (`lead` and `after` say otherwise, such as for a link to something that is not there).
 */
export function RefusedDialog({
  open,
  onClose,
  title,
  reason,
  lead = 'Not now.',
  after = 'Nothing was sent. The workspace’s status is polled, so this can be done once the restore has ended.',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  reason: string;
  lead?: string;
  after?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <div className="notice notice-warn" role="alert">
        <strong>{lead}</strong> {reason}
      </div>
      <p className="muted small">{after}</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Back
        </button>
      </div>
    </Dialog>
  );
}
