import { createElement, use, useEffect, useReducer, useState, type ComponentType } from 'react';
import { isChunkLoadError, newReleaseAvailable } from '@/api/release';

type Outcome<C> = { ok: true; component: C } | { ok: false; error: unknown };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An import, tried three times: a dropped connection or a server restarting is often gone a second later. */
export async function importWithRetry<M>(load: () => Promise<M>): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= 2 || !isChunkLoadError(error)) throw error;
      await wait(400 * 3 ** attempt);
    }
  }
}

/**
 * A component whose code loads the first time it is shown (a dialog, the week
 * view). If its file cannot be fetched even after retries, the screen stays:
 * in the component's place comes a notice with "Try again", or, when the
 * server now serves a newer console (a release renamed the files), "Reload".
 * Needs a Suspense boundary above it, as React.lazy does.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type C = ComponentType<Record<string, unknown>>;
  let attempt: Promise<Outcome<C>> | undefined;
  const start = () =>
    (attempt ??= importWithRetry(load).then(
      (m) => ({ ok: true as const, component: m[name] as C }),
      (error: unknown) => ({ ok: false as const, error }),
    ));
  function Lazy(props: Record<string, unknown>) {
    const [, retry] = useReducer((n: number) => n + 1, 0);
    const outcome = use(start());
    if (!outcome.ok) {
      const close = (props.onOpenChange ?? props.onClose) as ((open: boolean) => void) | undefined;
      return (
        <LoadFailed
          floating={typeof close === 'function'}
          error={outcome.error}
          onRetry={() => {
            attempt = undefined;
            retry();
          }}
          onDismiss={typeof close === 'function' ? () => close(false) : undefined}
        />
      );
    }
    return createElement(outcome.component, props);
  }
  // Lazy takes the props of the module's component M[K]; TypeScript cannot see that a generic function component is that component type.
  return Lazy as unknown as M[K];
}

/** A default export, loaded as lazyNamed loads a named one. */
export function lazyDefault<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazyNamed(load, 'default') as ComponentType<P>;
}

/** Reload the page: drafts (ui/form-draft) keep what was typed in the forms that have them. */
function reload() {
  window.location.reload();
}

/** The notice in place of a piece of the console that could not be fetched. */
export function LoadFailed({
  error,
  onRetry,
  onDismiss,
  floating = false,
}: {
  error: unknown;
  onRetry?: () => void;
  onDismiss?: () => void;
  floating?: boolean;
}) {
  const release = useNewRelease(error);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    // A dialog that could not open floats where it would have shown; a piece of a screen stays in its place.
    <div className={floating ? 'load-failed load-failed-floating' : 'load-failed'} role="alert">
      {release ? (
        <>
          <strong>A new version of the console was released</strong>
          <p>This tab still runs the previous one, whose files are gone. Reload to use the new version; forms keep what you typed.</p>
        </>
      ) : (
        <>
          <strong>This part of the console could not be loaded</strong>
          <p>
            {isChunkLoadError(error)
              ? 'Its code could not be fetched: check your connection, then try again.'
              : error instanceof Error
                ? error.message
                : String(error)}
          </p>
        </>
      )}
      <div className="form-actions">
        {release ? (
          <button type="button" className="button button-primary" onClick={reload}>
            Reload
          </button>
        ) : (
          onRetry && (
            <button type="button" className="button button-primary" onClick={onRetry}>
              Try again
            </button>
          )
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}

/** Whether the failure is explained by a release: asked once per failure. */
function useNewRelease(error: unknown): boolean {
  const [release, setRelease] = useState(false);
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    let live = true;
    void newReleaseAvailable().then((r) => live && setRelease(r));
    return () => {
      live = false;
    };
  }, [error]);
  return release;
}
