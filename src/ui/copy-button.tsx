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

export function CopyButton({ value, label = 'Copy', children }: { value: string; label?: string; children?: React.ReactNode }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="button button-small button-ghost"
      // The accessible name always holds the visible text (WCAG 2.5.3), "Copied" included.
      aria-label={state === 'idle' ? label : `${state === 'copied' ? 'Copied' : 'Copy failed'}: ${label}`}
      onClick={async () => {
        setState((await copyText(value)) ? 'copied' : 'failed');
        setTimeout(() => setState('idle'), 2000);
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : (children ?? 'Copy')}
    </button>
  );
}
