import { useId } from 'react';

/**
 * A warning that stands beside the action it is about, with the box that must be
 * ticked before the action is allowed: harm takes a decision, not one click.
 */
export function HarmAcknowledgement({
  message,
  rule,
  label,
  checked,
  onChange,
}: {
  message: string;
  rule?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="notice notice-warn harm-ack" role="group" aria-labelledby={`${id}-message`}>
      <p id={`${id}-message`} role="status">
        <strong>{message}</strong>
      </p>
      {rule && <p className="small">{rule}</p>}
      <label className="check-field">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-message`} /> {label}
      </label>
    </div>
  );
}
