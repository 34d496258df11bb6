/** Only an image the browser fetches over http(s): never `javascript:`, `data:` or a relative path. Empty: no logo. */
export function logoUrlProblem(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Logo URL must be a full address, starting with https:// or http://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Logo URL must start with https:// or http://';
  if (url.username || url.password) return 'Logo URL must not carry a user name or password';
  return undefined;
}
