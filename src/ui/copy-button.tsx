import { useState } from 'react';

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // Clipboard API blocked (insecure context, permissions): fall back to a selection copy.
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/**
 * `label` names what is copied ("Copy request ID"); it should start with the text shown (`children`, else "Copy"):
 * the accessible name is the text shown followed by the rest of the label, so it always contains what is seen
 * (WCAG 2.5.3, label in name); once copied, "Copied: " and the label.
 */
export function CopyButton({ value, label = 'Copy', children = 'Copy' }: { value: string; label?: string; children?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const shown = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : children;
  const rest = label.startsWith(children) ? label.slice(children.length) : `: ${label}`;
  return (
    <button
      type="button"
      className="button button-small button-ghost"
      aria-label={state === 'idle' ? shown + rest : `${shown}: ${label}`}
      onClick={async () => {
        setState((await copyText(value)) ? 'copied' : 'failed');
        setTimeout(() => setState('idle'), 2000);
      }}
    >
      {shown}
    </button>
  );
}
