import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connectSnippets, connectVariables, hostName } from './connect-snippets';

const target = { host: 'prod-42.i.tgcloud.example', graph: 'fraud_db' };

describe('connect snippets', () => {
  it('carry the host and the graph in each of pyTigerGraph, cURL and the GSQL client', () => {
    const snippets = connectSnippets(target);
    expect(snippets.map((s) => s.id)).toEqual(['python', 'curl', 'gsql']);
    for (const s of snippets) {
      expect(s.code, s.id).toContain('prod-42.i.tgcloud.example');
      expect(s.code, s.id).toContain('fraud_db');
    }
    expect(snippets[0]!.code).toContain('host="https://prod-42.i.tgcloud.example"');
    expect(snippets[0]!.code).toContain('graphname="fraud_db"');
    expect(snippets[1]!.code).toContain("'https://prod-42.i.tgcloud.example/restpp/builtins/fraud_db'");
    expect(snippets[2]!.code).toContain("-ip 'prod-42.i.tgcloud.example:443'");
    expect(snippets[2]!.code).toContain("-g 'fraud_db'");
  });

  it('name every secret as an environment variable it reads, and hold no value for one', () => {
    for (const s of connectSnippets(target)) {
      for (const v of s.variables) expect(s.code, `${s.id} reads ${v}`).toContain(v);
      expect(s.needs.length).toBeGreaterThan(20);
      expect(s.code).not.toMatch(/password\s*=\s*"(?!\$)|-p '[^$]/);
    }
    expect(Object.values(connectVariables)).toEqual(['TG_USERNAME', 'TG_PASSWORD', 'TG_SECRET', 'TG_TOKEN']);
  });

  it('writes shell snippets that parse, and quote an awkward host or graph as it is', () => {
    const odd = connectSnippets({ host: "odd'host.example", graph: "g'1 $(rm -rf)" });
    for (const s of odd.filter((x) => x.id !== 'python')) execFileSync('bash', ['-n'], { input: s.code });
    // The graph reaches the GSQL client as one argument, unexpanded.
    const gsql = odd[2]!.code.split('\n').at(-1)!;
    const args = execFileSync('bash', ['-c', `set -- ${gsql.replace(/^\s*-u/, '-u')}; printf '%s\\n' "$@"`], {
      env: { TG_USERNAME: 'u', TG_PASSWORD: 'p', PATH: process.env.PATH },
    }).toString();
    expect(args.split('\n')).toEqual(['-u', 'u', '-p', 'p', '-g', "g'1 $(rm -rf)", '']);
  });

  it('reads a host sent with a scheme, a path or a trailing dot as its name', () => {
    expect(hostName('https://a.example.com/')).toBe('a.example.com');
    expect(hostName(' a.example.com. ')).toBe('a.example.com');
    expect(connectSnippets({ host: 'https://a.example.com', graph: 'g' })[0]!.code).toContain('host="https://a.example.com"');
  });
});
