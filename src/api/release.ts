/**
 * Is the console this tab runs still the one the server serves? After a
 * release, the server's page names a different entry script (file names carry
 * a content hash), and the old lazily loaded files are gone.
 */

/** The entry script named by a page (the first module script with a src). */
export function entryScriptOf(html: string): string | undefined {
  return /<script[^>]*type="module"[^>]*src="([^"]+)"/i.exec(html)?.[1];
}

function runningEntry(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script?.getAttribute('src') ?? undefined;
}

/** True when the server now serves another build; false when it is the same, or cannot be told. */
export async function newReleaseAvailable(): Promise<boolean> {
  const running = runningEntry();
  if (!running) return false;
  try {
    const res = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!res.ok) return false;
    const served = entryScriptOf(await res.text());
    return served !== undefined && served !== running;
  } catch {
    return false;
  }
}

/** An import that failed because the file could not be fetched (not an error inside the module). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(error.message);
}
