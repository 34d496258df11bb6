import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/store';

/**
 * What an admin says compute costs them: a price per vCPU-hour, in their
 * currency. Kept in this browser only; the console never invents a price, and
 * shows money only with these figures, labelled as the admin's own.
 */
export interface Prices {
  perVcpuHour: number;
  currency: string;
}

const KEY = 'console.prices';
const changes = createListeners();
let cached: { raw: string | null; value: Prices | undefined } | undefined;

function read(): Prices | undefined {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (cached?.raw === raw) return cached.value;
  let value: Prices | undefined;
  try {
    const p = raw ? (JSON.parse(raw) as Partial<Prices>) : undefined;
    if (p && typeof p.perVcpuHour === 'number' && Number.isFinite(p.perVcpuHour) && p.perVcpuHour >= 0 && typeof p.currency === 'string')
      value = { perVcpuHour: p.perVcpuHour, currency: p.currency };
  } catch {
    value = undefined;
  }
  cached = { raw, value };
  return value;
}

export function savePrices(prices: Prices | undefined): void {
  try {
    if (prices) window.localStorage.setItem(KEY, JSON.stringify(prices));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the prices last as long as nothing reads them again.
  }
  changes.emit();
}

export function usePrices(): Prices | undefined {
  return useSyncExternalStore(
    (l) => {
      const off = changes.subscribe(l);
      // Another tab's change too.
      window.addEventListener('storage', l);
      return () => {
        off();
        window.removeEventListener('storage', l);
      };
    },
    read,
    () => undefined,
  );
}

/** An amount in the admin's currency: "USD 1,234.50" (any text they chose as the currency). */
export function formatMoney(amount: number, prices: Prices): string {
  return `${prices.currency} ${amount.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
