import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('tells each subscriber of a new value until it unsubscribes', () => {
    const store = createStore(1);
    const seen = vi.fn(() => store.get());
    const off = store.subscribe(seen);
    store.set(2);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLastReturnedWith(2);
    off();
    store.set(3);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(3);
  });
});
