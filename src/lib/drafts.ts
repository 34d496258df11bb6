import type { FieldValues } from 'react-hook-form';

/**
 * What a person typed in a form (or a wizard), kept in sessionStorage so that a
 * reload (or a redeploy, or a tab restored by the browser) does not lose it.
 * It lives as long as the tab and never goes into a URL; a successful create
 * or an explicit "Discard" clears it. The one mechanism for every draft: forms
 * through ui/form-draft.tsx, the cloud-account wizard through its onboarding-draft.ts.
 */
const PREFIX = 'console.draft.';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(key: string): Partial<T> | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form works, without surviving a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Forgets every kept draft: they hold one organization's data, and another's key is now in use. */
export function clearAllDrafts(): void {
  try {
    const s = storage();
    if (!s) return;
    const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null && k.startsWith(PREFIX));
    keys.forEach((k) => s.removeItem(k));
  } catch {
    // Nothing to clear.
  }
}

/** The form's starting values: the defaults, with a kept draft over them (only the fields the form has). */
export function withDraft<T extends FieldValues>(key: string, defaults: T): T {
  const draft = readDraft<T>(key);
  if (!draft) return defaults;
  const out = { ...defaults };
  for (const k of Object.keys(defaults) as (keyof T)[]) {
    const v = draft[k];
    if (v !== undefined && (typeof v === typeof defaults[k] || defaults[k] === null)) out[k] = v as T[keyof T];
  }
  return out;
}
