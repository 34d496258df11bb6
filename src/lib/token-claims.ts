export type TokenClaims = { sub?: string; email?: string; preferred_username?: string };

/**
 * Who a session token belongs to, when it says so: an OpenID Connect access
 * token is a JWT whose payload names the user (`sub`, `email`,
 * `preferred_username`). Read only to explain in advance what the service will
 * decide; an opaque token tells nothing.
 */
export function tokenClaims(token: string): TokenClaims | undefined {
  const part = token.split('.')[1];
  if (!part || token.split('.').length !== 3) return undefined;
  try {
    const json = atob(
      part
        .replaceAll('-', '+')
        .replaceAll('_', '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    if (!claims || typeof claims !== 'object') return undefined;
    const c = claims as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return { sub: str(c.sub), email: str(c.email), preferred_username: str(c.preferred_username) };
  } catch {
    return undefined;
  }
}
