import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { canTakeFocus, dialogOpener, firstFocusIn, focusScreenHeading } from './focus';
import { rowFocusAfterDialog, rowFocusPending, rowJustFocused } from './row-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider content (tables, code). */
  wide?: boolean;
  /** The dialog cannot be dismissed while an action is under way. */
  busy?: boolean;
}

/** The one dialog of the console: Radix traps focus and restores it on close. */
export default function DialogImpl({ open, onOpenChange, title, description, children, wide, busy }: DialogProps) {
  // What opened the dialog; after a submit it may be gone or disabled (Pause turns into Pausing…).
  const [opener] = useState(dialogOpener);
  const content = useRef<HTMLDivElement>(null);
  // Content that arrives after opening (a form waiting for its choices): while focus still rests on
  // Close or the dialog itself, it moves to the first control once there is one.
  useEffect(() => {
    const root = content.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    const resting = () =>
      document.activeElement === root || document.activeElement?.hasAttribute('data-no-first-focus') || !root.contains(document.activeElement);
    const observer = new MutationObserver(() => {
      if (!resting()) return observer.disconnect();
      const first = firstFocusIn(root);
      if (first) {
        first.focus();
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (!busy || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className={`dialog${wide ? ' dialog-wide' : ''}`}
          onOpenAutoFocus={(event) => {
            // The checked choice of a radio group, not the group's first (Radix's pick): Space there would change it.
            const first = content.current && firstFocusIn(content.current);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the control that opened it, whichever way it closed; else the screen's heading.
            event.preventDefault();
            // Unless what the dialog made is a row to go to (ui/row-focus.ts).
            const back = () => (canTakeFocus(opener) ? opener.focus() : focusScreenHeading());
            if (rowFocusPending()) rowFocusAfterDialog(back);
            else if (!rowJustFocused()) back();
          }}
        >
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          {/* Last in the DOM (drawn top-right) so opening focuses the first field, not Close. */}
          <RadixDialog.Close className="icon-button dialog-close" aria-label="Close" disabled={busy} data-no-first-focus>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
