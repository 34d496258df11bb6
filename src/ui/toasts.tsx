import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { CopyButton } from './copy-button';

interface Toast {
  id: number;
  tone: 'success' | 'error' | 'info';
  title: string;
  detail?: string;
  requestId?: string;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function toast(t: Omit<Toast, 'id'>): void {
  const id = nextId++;
  // Three at most, and a repeat replaces its earlier copy: a stack of notices would cover the screen.
  toasts.set([...toasts.get().filter((o) => o.title !== t.title || o.tone !== t.tone), { ...t, id }].slice(-3));
  // Errors stay until dismissed: they carry a RequestID someone may need.
  if (t.tone !== 'error') setTimeout(() => dismiss(id), 6000);
}

function dismiss(id: number): void {
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  return (
    <section className="toasts" aria-label="Notifications" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
          <div className="toast-body">
            <strong>{t.title}</strong>
            {t.detail && <p>{t.detail}</p>}
            {t.requestId && (
              <p className="request-id">
                Request ID <code>{t.requestId}</code> <CopyButton value={t.requestId} label="Copy request ID" />
              </p>
            )}
          </div>
          <button type="button" className="icon-button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
