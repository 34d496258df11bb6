import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { canTakeFocus, dialogOpener, focusScreenHeading } from './focus';
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
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (!busy || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog${wide ? ' dialog-wide' : ''}`}
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
          <RadixDialog.Close className="icon-button dialog-close" aria-label="Close" disabled={busy}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
