import { buildRequest, type RequestArgs } from './client';
import type { OperationName } from './operations';
import { shellQuote } from '@/lib/shell';
import { rowOf } from './loaded-operations';
import { withIdempotencyKey } from './idempotency-key';

export { shellQuote };

interface CopyOptions {
  baseUrl: string;
  /** The credentials held now: a placeholder stands for each in the copy, the real one only when the user asks for it. */
  apiKey?: string;
  sessionToken?: string;
  includeSecrets: boolean;
  /**
   * Shell variables the body names as placeholders (`$DB_PASSWORD` for a password the
   * console must not write into the command): the shell expands them when it runs.
   */
  variables?: readonly string[];
}

/**
 * Single-quotes a string, except for the named variables (`$NAME`), which are
 * left outside the single quotes, in double quotes, so the shell expands them:
 * `'{"password":"'"$DB_PASSWORD"'"}'`. Any other `$` stays literal.
 */
export function shellQuoteWithVariables(s: string, variables: readonly string[] = []): string {
  const names = variables.filter((v) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(v));
  if (names.length === 0) return shellQuote(s);
  const pattern = new RegExp(`\\$(${names.join('|')})(?![A-Za-z0-9_])`, 'g');
  let out = '';
  let from = 0;
  for (const m of s.matchAll(pattern)) {
    out += `${shellQuote(s.slice(from, m.index))}"$${m[1]}"`;
    from = m.index + m[0].length;
  }
  return out + shellQuote(s.slice(from));
}

type Args<N extends OperationName> = RequestArgs<N>;

/**
 * The credentials as the copy names them: a placeholder for each one held (the real one when asked for), and none
 * for one not held, since the console would send without it.
 */
const copied = (value: string | undefined, placeholder: string, include: boolean) => (value ? (include ? value : placeholder) : undefined);

function requestFor<N extends OperationName>(name: N, args: Args<N>, o: CopyOptions) {
  // Built by the same function the client sends with, from the credentials held now, so the copy is the request.
  // A POST's copy carries a key of its own: running the copied command twice acts once (api/idempotency-key.ts).
  return buildRequest(name, withIdempotencyKey(rowOf(name).method, args), {
    apiKey: copied(o.apiKey, '$API_KEY', o.includeSecrets),
    sessionToken: copied(o.sessionToken, '$SESSION_TOKEN', o.includeSecrets),
  });
}

/** The credentials the request carries, as the environment variables its copy reads them from. */
export function copiedSecrets<N extends OperationName>(
  name: N,
  args: Args<N>,
  o: Pick<CopyOptions, 'apiKey' | 'sessionToken'>,
): ('API_KEY' | 'SESSION_TOKEN')[] {
  const { headers } = requestFor(name, args, { ...o, baseUrl: '', includeSecrets: false });
  return (['API_KEY', 'SESSION_TOKEN'] as const).filter((v) => Object.values(headers).some((h) => h.includes(`$${v}`)));
}

/** The exact request as a cURL command; secrets are shell variables unless asked for. */
export function toCurl<N extends OperationName>(name: N, args: Args<N>, o: CopyOptions): string {
  const req = requestFor(name, args, o);
  const lines = [`curl -X ${req.method} ${shellQuote(o.baseUrl + req.path)}`];
  for (const [k, v] of Object.entries(req.headers)) {
    const header = `${k}: ${v}`;
    // A placeholder must expand in the shell, so it goes in double quotes.
    lines.push(v.includes('$API_KEY') || v.includes('$SESSION_TOKEN') ? `-H "${header}"` : `-H ${shellQuote(header)}`);
  }
  if (req.body !== undefined) lines.push(`--data-raw ${shellQuoteWithVariables(req.body, o.variables)}`);
  return lines.join(' \\\n  ');
}

/** The same request as a TypeScript fetch call. */
export function toFetch<N extends OperationName>(name: N, args: Args<N>, o: CopyOptions): string {
  const req = requestFor(name, args, o);
  const headers = Object.entries(req.headers)
    .map(([k, v]) => {
      const value = v === '$API_KEY' ? 'process.env.API_KEY!' : v === 'Bearer $SESSION_TOKEN' ? '`Bearer ${process.env.SESSION_TOKEN!}`' : JSON.stringify(v);
      return `    ${JSON.stringify(k)}: ${value},`;
    })
    .join('\n');
  let json = req.body !== undefined ? JSON.stringify(JSON.parse(req.body), null, 2).replaceAll('\n', '\n  ') : '';
  // A placeholder that is a whole value comes from the environment, as the shell's does.
  for (const v of o.variables ?? []) json = json.replaceAll(`"$${v}"`, `process.env.${v}!`);
  const body = req.body !== undefined ? `\n  body: JSON.stringify(${json}),` : '';
  return `const response = await fetch(${JSON.stringify(o.baseUrl + req.path)}, {\n  method: ${JSON.stringify(req.method)},\n  headers: {\n${headers}\n  },${body}\n});\nconst envelope = await response.json();`;
}
