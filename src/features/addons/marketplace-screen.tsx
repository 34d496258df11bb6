import { Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { metaQueries } from '@/kernel/meta-queries';
import { addonQueries } from './addons-queries';
import { orgQueries } from '@/kernel/org-queries';
import { describeAddonPrice } from '@/kernel/addon-price';
import { PageHeader, Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { facts } from './marketplace.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { isApiError } from '@/api/api-error';
import { InstallButton, InstalledNote, stateOf } from './install-button';
import { Kept, SkeletonCards } from '@/ui/placeholders';
import { lazyNamed } from '@/ui/lazy';
import { AfterPaint } from '@/ui/after-paint';
import { knowOperations } from '@/api/loaded-operations';
import { metaOperations } from '@/kernel/meta-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(metaOperations);

// Last on the screen, below the catalog: the form (and the form library) follows the first paint.
const RequestAddonForm = lazyNamed(() => import('./request-addon-form'), 'RequestAddonForm');
const formPlaceholder = (
  <p className="muted" role="status">
    Loading the form…
  </p>
);

/** Every add-on the service offers, what it costs, and whether the organization has it on. */
export function MarketplaceScreen() {
  const catalog = useQuery(metaQueries.addons());
  const installed = useQuery(addonQueries.installed());
  const pricing = useQuery(orgQueries.pricing());
  const installNotOffered = isApiError(installed.error) && installed.error.notOffered;
  // The add-on installed from here: its card says so in place of the button, and focus goes there.
  const [justInstalled, setJustInstalled] = useState<string>();
  const settled = !catalog.isPending && !installed.isPending && !pricing.isPending;
  return (
    <>
      <PageHeader description={facts.frame.description} />
      <ScreenNotices facts={facts} params={{}} />
      {catalog.isError ? (
        <ListLoadError what="add-ons" error={catalog.error} onRetry={() => catalog.refetch()} />
      ) : catalog.isPending ? (
        <SkeletonCards label="add-ons" />
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
                  {/* The badge's place is kept while the installed add-ons are read. */}
                  {installed.isPending ? (
                    <Kept inline>
                      <span className="badge">Not installed</span>
                    </Kept>
                  ) : (
                    installed.data && <span className={`badge ${state.label === 'Installed' ? 'badge-ok' : 'badge-idle'}`}>{state.label}</span>
                  )}
                </div>
                {a.description && <p>{a.description}</p>}
                <p className="small two-lines">
                  <span className="muted">Price: </span>
                  {pricing.isPending ? (
                    <span className="muted">reading…</span>
                  ) : (
                    describeAddonPrice(a.isFree, pricing.data?.addon_pricing, [a.uniqueName, a.name])
                  )}
                </p>
                {installed.isPending && (
                  <Kept>
                    <div className="row">
                      <button type="button" className="button button-primary">
                        Install {a.name}
                      </button>
                      <button type="button" className="button button-ghost">
                        Copy as cURL
                      </button>
                    </div>
                  </Kept>
                )}
                {installed.data && !state.enabled && (
                  <InstallButton addonsID={a.id} name={a.name} again={state.label === 'Turned off'} onInstalled={() => setJustInstalled(a.id)} />
                )}
                {state.enabled && justInstalled === a.id && <InstalledNote name={a.name} />}
                {/* An installed add-on's card keeps the row its button would take: its page, where it is configured (named in the card's heading). */}
                {state.enabled && justInstalled !== a.id && (
                  <div className="row">
                    <Link to="/addons/$addonID" params={{ addonID: a.id }} className="button">
                      Configure
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* What follows the cards comes once the cards and what they show are in: it appears below them, and nothing moves. */}
      {settled && (
        <>
          {installNotOffered && (
            <p className="notice" role="note">
              This deployment does not offer add-ons for the organization (revision D of the service): the list shows what it offers, and each workspace turns
              them on in Edit workspace.
            </p>
          )}
          {pricing.isError && (
            <p className="muted small" role="note">
              Prices: {isApiError(pricing.error) && pricing.error.notOffered ? 'not offered by this deployment.' : 'could not be read.'}
            </p>
          )}
          <Section title="Ask for an add-on that is not offered">
            <AfterPaint fallback={formPlaceholder}>
              <Suspense fallback={formPlaceholder}>
                <RequestAddonForm />
              </Suspense>
            </AfterPaint>
          </Section>
        </>
      )}
    </>
  );
}
