import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/ui/page';
import { AuditTrail } from './audit-trail';
import { BrowserLog } from './browser-log';

/** The server's audit trail first; what this browser sent (reads too) one click away, and in its place where the deployment keeps no trail. */
const route = getRouteApi('/activity');

export function ActivityScreen() {
  // Which log is shown lives in the URL (?view=browser), as the audit trail's search does.
  const { view } = route.useSearch();
  const navigate = route.useNavigate();
  const setView = (v: 'server' | 'browser') => void navigate({ search: (s) => ({ ...s, view: v }), replace: true, resetScroll: false });
  return (
    <>
      <PageHeader
        description="Who changed what, when, and what the service answered."
        actions={
          <div className="row" role="group" aria-label="Show">
            <button type="button" className="button" aria-pressed={view === 'server'} onClick={() => setView('server')}>
              Audit trail
            </button>
            <button type="button" className="button" aria-pressed={view === 'browser'} onClick={() => setView('browser')}>
              This browser's requests
            </button>
          </div>
        }
      />
      {view === 'server' ? <AuditTrail fallback={<BrowserLog />} /> : <BrowserLog />}
    </>
  );
}
