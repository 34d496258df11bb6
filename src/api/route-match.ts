import { matchPath, operations, pathsOf, type OperationName } from './operations';

export interface PathMatch {
  name: OperationName;
  method: string;
  params: Record<string, string>;
}

// Read from the table on every call: an operation added to it is routed with nothing else to change.
const templates = () =>
  (Object.keys(operations) as OperationName[])
    .flatMap((name) => pathsOf(operations[name]).map((template) => ({ name, template, params: (template.match(/\{/g) ?? []).length })))
    .sort((a, b) => a.params - b.params);

/**
 * The operations at a concrete path. Literal segments win over parameters, for
 * every method: `/cloud-providers/public` and `/cloud-providers/validate` are
 * those operations' paths, never a provider called "public" or "validate"
 * (a GET of `…/validate` is a 405, not "Cloud provider validate was not found").
 */
export function operationsAt(pathname: string): PathMatch[] {
  const found: PathMatch[] = [];
  let fewest = Infinity;
  for (const t of templates()) {
    if (t.params > fewest) break;
    const params = matchPath(t.template, pathname);
    if (!params) continue;
    fewest = t.params;
    found.push({ name: t.name, method: operations[t.name].method, params });
  }
  return found;
}
