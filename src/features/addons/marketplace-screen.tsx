import { Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { metaQueries } from '@/features/workspaces/meta-queries';
import { addonQueries } from './addons-queries';
import { orgQueries } from '@/features/organization/org-queries';
import { describeAddonPrice } from './addon-price';
import { PageHeader, Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { noticeQueries } from '@/api/screen-reads';
import { ReadNotices } from '@/ui/read-notices';
import { isApiError } from '@/api/api-error';
import { InstallButton, InstalledNote, stateOf } from './install-button';
import { lazyNamed } from '@/ui/lazy';
import { AfterPaint } from '@/ui/after-paint';
import { knowOperations } from '@/api/loaded-operations';
import { metaOperations } from '@/features/workspaces/meta-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(metaOperations);

/** Every add-on the service offers, what it costs, and whether the organization has it on. */
// Last on the screen, below the catalog: the form (and the form library) follows the first paint.
const RequestAddonForm = lazyNamed(() => import('./request-addon-form'), 'RequestAddonForm');
const formPlaceholder = (
  <p className="muted" role="status">
    Loading the form…
  </p>
);

export function MarketplaceScreen() {
  const catalog = useQuery(metaQueries.addons());
  const installed = useQuery({ ...addonQueries.installed(), retry: false });
  const pricing = useQuery({ ...orgQueries.pricing(), retry: false });
  const installNotOffered = isApiError(installed.error) && installed.error.notOffered;
  // The add-on installed from here: its card says so in place of the button, and focus goes there.
  const [justInstalled, setJustInstalled] = useState<string>();
  return (
    <>
      <PageHeader description="Add-ons are installed for the whole organization; each workspace then turns on those it uses. Prices are per hour of a workspace that has the add-on on." />
      <ReadNotices queries={noticeQueries('/addons/', {})} />
      {installNotOffered && (
        <p className="notice" role="note">
          This deployment does not offer add-ons for the organization (revision D of the service): the list shows what it offers, and each workspace turns them
          on in Edit workspace.
        </p>
      )}
      {pricing.isError && (
        <p className="muted small" role="note">
          Prices: {isApiError(pricing.error) && pricing.error.notOffered ? 'not offered by this deployment.' : 'could not be read.'}
        </p>
      )}
      {catalog.isError ? (
        <ListLoadError what="add-ons" error={catalog.error} onRetry={() => catalog.refetch()} />
      ) : catalog.isPending ? (
        <p className="muted">Loading add-ons…</p>
      ) : catalog.data.length === 0 ? (
        <p className="muted">This service offers no add-ons. Ask for one below.</p>
      ) : (
        <ul className="plain-list addon-cards" aria-label="Add-ons">
          {catalog.data.map((a) => {
            const state = stateOf(installed.data, a.id);
            return (
              <li key={a.id} className="panel addon-card">
                <div className="row">
                  <h2>
                    <Link to="/addons/$addonID" params={{ addonID: a.id }}>
                      {a.name}
                    </Link>
                  </h2>
                  {installed.data && <span className={`badge ${state.label === 'Installed' ? 'badge-ok' : 'badge-idle'}`}>{state.label}</span>}
                </div>
                {a.description && <p>{a.description}</p>}
                <p className="small">
                  <span className="muted">Price: </span>
                  {describeAddonPrice(a.isFree, pricing.data?.addon_pricing, [a.uniqueName, a.name])}
                </p>
                {installed.data && !state.enabled && (
                  <InstallButton addonsID={a.id} name={a.name} again={state.label === 'Turned off'} onInstalled={() => setJustInstalled(a.id)} />
                )}
                {state.enabled && justInstalled === a.id && <InstalledNote name={a.name} />}
              </li>
            );
          })}
        </ul>
      )}
      <Section title="Ask for an add-on that is not offered">
        <AfterPaint fallback={formPlaceholder}>
          <Suspense fallback={formPlaceholder}>
            <RequestAddonForm />
          </Suspense>
        </AfterPaint>
      </Section>
    </>
  );
}
