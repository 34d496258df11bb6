import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: code that only an opened dialog needs stays out of the screen. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // The component's own props type comes back through M[K]; inside, React only needs "a component".
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const component = lazy(async () => ({ default: (await load())[name] as ComponentType<any> }));
  return component as unknown as M[K];
}
