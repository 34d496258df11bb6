import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { metaQueries } from '@/kernel/meta-queries';
import { filterSorted, searchText, sortWorkgroups } from './workgroup-filter';
import { workgroupSearchDefaults } from './workgroup-search';
import { PageHeader } from '@/ui/page';
import { WorkgroupRows } from './workgroup-rows';
import { platforms } from '@/kernel/workgroup-schema';
import { plural } from '@/lib/format';
import { platformLabel } from '@/lib/labels';
import { facts } from './workgroup-list.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { knowOperations } from '@/api/loaded-operations';
import { workgroupOperations } from '@/kernel/workgroups-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(workgroupOperations);

const route = getRouteApi('/workgroups/');

export function WorkgroupList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: workgroups } = useSuspenseQuery(workgroupQueries.list());
  const options = useQuery(metaQueries.workspaceOptions());
  const regionNames = useMemo(() => new Map((options.data?.regions ?? []).map((r) => [r.name, r.description])), [options.data]);
  const index = useMemo(() => new Map(workgroups.map((wg) => [wg, searchText(wg)])), [workgroups]);
  const sorted = useMemo(() => sortWorkgroups(workgroups, search.sort), [workgroups, search.sort]);
  // The text box answers at once (it re-renders alone); the list filters in a
  // transition that never holds up the next keystroke, and the URL follows a
  // moment later.
  const [query, setQuery] = useState(search.q);
  // The URL's q is adopted when it changes from outside (back, forward, a link);
  // the echo of our own update is not, or it could undo a keystroke typed since.
  const pushedQ = useRef(search.q);
  useEffect(() => {
    if (search.q === pushedQ.current) return;
    pushedQ.current = search.q;
    setQuery(search.q);
  }, [search.q]);
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);
  const shown = useMemo(
    () => filterSorted(sorted, { q: query, platform: search.platform, region: search.region }, index),
    [sorted, query, search.platform, search.region, index],
  );
  const regionsInUse = useMemo(() => [...new Set(workgroups.map((w) => w.region))].sort(), [workgroups]);
  const filtered = query !== '' || search.platform !== '' || search.region !== '';
  // A region from the URL that no workgroup is in (a typo, an old link): said so, never an empty list under "All regions".
  const emptyRegion = search.region !== '' && !regionsInUse.includes(search.region) ? search.region : undefined;
  const serviceKnows = emptyRegion !== undefined && options.data !== undefined ? regionNames.has(emptyRegion) : undefined;

  const set = (patch: Partial<typeof search>) => navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <>
      <PageHeader
        description={facts.frame.description}
        actions={
          <Link to={facts.frame.action.to} className="button button-primary">
            {facts.frame.action.label}
          </Link>
        }
      />
      <ScreenNotices facts={facts} params={{}} />
      {workgroups.length === 0 ? (
        <div className="panel empty">
          <h2>No workgroups in this organization</h2>
          <p>
            The API key in use sees no workgroups. A key from another organization sees an empty list rather than an error, so check the key in Settings if you
            expected some.
          </p>
          <Link to="/workgroups/new" className="button button-primary">
            Create the first workgroup
          </Link>
        </div>
      ) : (
        <section className="panel" aria-label="Workgroup list">
          <div className="toolbar" role="search">
            <div className="field grow">
              <label htmlFor="wg-filter" className="field-label">
                Filter
              </label>
              <FilterBox
                value={query}
                onChange={(q) => {
                  startTransition(() => setQuery(q));
                  clearTimeout(urlTimer.current);
                  urlTimer.current = setTimeout(() => {
                    pushedQ.current = q;
                    void set({ q });
                  }, 250);
                }}
              />
            </div>
            <div className="field">
              <label htmlFor="wg-platform" className="field-label">
                Platform
              </label>
              <select id="wg-platform" value={search.platform} onChange={(e) => set({ platform: e.target.value as typeof search.platform })}>
                <option value="">All platforms</option>
                {platforms.map((p) => (
                  <option key={p} value={p}>
                    {platformLabel(p)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="wg-region" className="field-label">
                Region
              </label>
              <select id="wg-region" value={search.region} onChange={(e) => set({ region: e.target.value })}>
                <option value="">All regions</option>
                {emptyRegion && <option value={emptyRegion}>{`${emptyRegion} · ${serviceKnows === false ? 'unknown region' : 'no workgroup'}`}</option>}
                {regionsInUse.map((r) => (
                  <option key={r} value={r}>
                    {regionNames.get(r) ? `${r} · ${regionNames.get(r)}` : r}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="wg-sort" className="field-label">
                Sort by
              </label>
              <select id="wg-sort" value={search.sort} onChange={(e) => set({ sort: e.target.value as typeof search.sort })}>
                <option value="name">Name</option>
                <option value="region">Region</option>
              </select>
            </div>
          </div>
          <p className="count-line" aria-live="polite">
            {filtered ? `${plural(shown.length, 'workgroup')} of ${workgroups.length} match` : plural(workgroups.length, 'workgroup')}
            {filtered && (
              <>
                {' · '}
                <button
                  type="button"
                  className="button button-small button-ghost"
                  onClick={() => {
                    clearTimeout(urlTimer.current);
                    setQuery('');
                    void navigate({ search: workgroupSearchDefaults, replace: true });
                  }}
                >
                  Clear filters
                </button>
              </>
            )}
          </p>
          {emptyRegion ? (
            <div className="empty" role="status">
              <h2>No workgroup in region {emptyRegion}</h2>
              <p>
                {serviceKnows === false
                  ? `${emptyRegion} is an unknown region: the service offers no region of that name.`
                  : `No workgroup of this organization is in ${regionNames.get(emptyRegion) ? `${emptyRegion} (${regionNames.get(emptyRegion)})` : emptyRegion}.`}
              </p>
              <button type="button" className="button" onClick={() => void set({ region: '' })}>
                Show all regions
              </button>
            </div>
          ) : shown.length === 0 ? (
            <div className="empty">
              <h2>No workgroup matches</h2>
              <p>Nothing matches these filters. Clear them to see all {plural(workgroups.length, 'workgroup')}.</p>
            </div>
          ) : (
            <WorkgroupRows workgroups={shown} regionNames={regionNames} />
          )}
        </section>
      )}
    </>
  );
}

/**
 * The filter's text box. It keeps its own text, so a keystroke re-renders only
 * this box; it adopts a value set from outside (Clear filters, back and forward).
 */
function FilterBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [adopted, setAdopted] = useState(value);
  if (value !== adopted) {
    setAdopted(value);
    setText(value);
  }
  return (
    <input
      id="wg-filter"
      type="search"
      placeholder="Name, id, region, provider, workspace…"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value);
      }}
    />
  );
}
