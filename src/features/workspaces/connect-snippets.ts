import { shellQuote } from '@/lib/shell';

/**
 * How to reach a workspace's database from code and tools: pyTigerGraph, the REST API (REST++) with cURL,
 * and the GSQL client, each filled with the workspace's host and its database (graph) name. Every secret
 * is an environment variable the person sets: the console never holds a database password or secret (a
 * password is shown once, when it is made), so nothing real can go into a snippet.
 *
 * The calls are the vendor's published ones: `TigerGraphConnection(host, graphname, username, password,
 * tgCloud)` and `getToken(secret)` (pyTigerGraph), `POST /restpp/requesttoken {secret, lifetime}` and
 * `POST /restpp/builtins/{graph}` with a Bearer token on port 443 (TigerGraph Cloud's REST++), and
 * `gsql_client.jar -cacert … -ip host:port -u … -p … -g graph` with the certificate taken by openssl
 * (the remote GSQL client).
 */

export interface ConnectTarget {
  /** The workspace's host name (`proxy_host`, the vendor's `nginx_host`), without a scheme. */
  host: string;
  /** The database's name: the graph the snippets address. */
  graph: string;
}

export interface Snippet {
  id: 'python' | 'curl' | 'gsql';
  title: string;
  /** What it is, for the code block's accessible name and the copy button ("Copy … snippet"). */
  name: string;
  /** Which database user, secret or token it needs, in a sentence. */
  needs: string;
  /** The environment variables it reads: every secret, and the user's name. */
  variables: readonly string[];
  code: string;
}

/** The placeholders, by what they stand for. */
export const connectVariables = {
  user: 'TG_USERNAME',
  password: 'TG_PASSWORD',
  secret: 'TG_SECRET',
  token: 'TG_TOKEN',
} as const;

const { user, password, secret, token } = connectVariables;

/** A host as the service sent it, reduced to a host name (a scheme, a path or a trailing dot dropped). */
export function hostName(raw: string): string {
  return raw
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

export function connectSnippets(target: ConnectTarget): Snippet[] {
  const host = hostName(target.host);
  const graph = target.graph;
  const py = (s: string) => JSON.stringify(s);
  const rest = `https://${host}/restpp`;
  return [
    {
      id: 'python',
      title: 'Python (pyTigerGraph)',
      name: 'pyTigerGraph',
      needs: `A database user of this workspace's database (${user}, ${password}) and a secret made for that user on the graph (${secret}): pyTigerGraph asks for a REST token with it.`,
      variables: [user, password, secret],
      code: [
        'import os',
        'import pyTigerGraph as tg',
        '',
        'conn = tg.TigerGraphConnection(',
        `    host=${py(`https://${host}`)},`,
        `    graphname=${py(graph)},`,
        `    username=os.environ[${py(user)}],`,
        `    password=os.environ[${py(password)}],`,
        '    tgCloud=True,',
        ')',
        `conn.getToken(os.environ[${py(secret)}])`,
        'print(conn.getVertexTypes())',
      ].join('\n'),
    },
    {
      id: 'curl',
      title: 'REST API (cURL)',
      name: 'REST API cURL',
      needs: `A token: asked for with a secret of a database user (${secret}), then sent as "Authorization: Bearer" (${token}, the "token" the first request answers).`,
      variables: [secret, token],
      code: [
        '# 1. A token for the graph, from a secret of a database user:',
        `curl -X POST ${shellQuote(`${rest}/requesttoken`)} \\`,
        `  -d '{"secret": "'"$${secret}"'", "lifetime": "3600"}'`,
        '',
        `# 2. Requests to the graph with it (export ${token}=<the token answered>):`,
        `curl -X POST ${shellQuote(`${rest}/builtins/${encodeURIComponent(graph)}`)} \\`,
        `  -H "Authorization: Bearer $${token}" \\`,
        `  -d '{"function": "stat_vertex_number", "type": "*"}'`,
      ].join('\n'),
    },
    {
      id: 'gsql',
      title: 'GSQL client',
      name: 'GSQL client',
      needs: `A database user and its password (${user}, ${password}); the workspace's certificate is taken once with openssl. The client needs Java.`,
      variables: [user, password],
      code: [
        "# The workspace's certificate, once:",
        `echo | openssl s_client -connect ${shellQuote(`${host}:443`)} | sed -ne '/-BEGIN CERTIFICATE-/,/-END CERTIFICATE-/p' > tg-cert.pem`,
        '',
        `java -jar gsql_client.jar -cacert tg-cert.pem -ip ${shellQuote(`${host}:443`)} \\`,
        `  -u "$${user}" -p "$${password}" -g ${shellQuote(graph)}`,
      ].join('\n'),
    },
  ];
}
