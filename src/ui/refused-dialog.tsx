import { Dialog } from './dialog';

/** An action the console refuses before sending anything: the reason, and a way out. */
export function RefusedDialog({ open, onClose, title, reason }: { open: boolean; onClose: () => void; title: string; reason: string }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <div className="notice notice-warn" role="alert">
        <strong>Not now.</strong> {reason}
      </div>
      <p className="muted small">Nothing was sent. The workspace&apos;s status is polled, so this can be done once the restore has ended.</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Back
        </button>
      </div>
    </Dialog>
  );
}
