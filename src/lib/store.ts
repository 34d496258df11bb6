/**
 * The console's small in-memory stores (toasts, credential requests, the stored
 * credentials' and prices' changes, the activity log), in the shape React's
 * useSyncExternalStore reads: `subscribe` returns the unsubscribe.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((l) => l()),
  };
}

/** A value and its listeners: `set` replaces it and tells every subscriber. */
export function createStore<T>(initial: T) {
  let value = initial;
  const { subscribe, emit } = createListeners();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      emit();
    },
    subscribe,
  };
}
