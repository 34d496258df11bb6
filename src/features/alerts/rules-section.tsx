import { useState } from 'react';
import { alertRulesFile } from './alerts-queries';
import { isApiError } from '@/api/api-error';
import { Section } from '@/ui/page';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';

/** The rules as a file the browser saves: read with the key in its header (never in a URL), then handed over as a blob. */
async function download(): Promise<void> {
  const text = await alertRulesFile();
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'graph-console-alerts.rules.yml' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The organization's thresholds as Prometheus alerting rules, for a team that runs its own Prometheus and Alertmanager. */
export function RulesSection() {
  const [state, setState] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  const run = () => {
    setState({ busy: true });
    download().then(
      () => setState({ busy: false }),
      (error: unknown) => setState({ busy: false, error }),
    );
  };
  return (
    <Section title="Rules for your own Prometheus">
      <p>
        Every workspace’s CPU, memory and disk thresholds as Prometheus alerting rules, on the metric names and labels of the{' '}
        <code>/metrics/&#123;workgroup&#125;/&#123;workspace&#125;</code> scrape (with the target labels <code>workgroup_id</code> and <code>workspace_id</code>
        ). Load them with <code>rule_files</code> and let Alertmanager group and deliver: the way to alert from several console servers, which would each notify
        on their own.
      </p>
      {isApiError(state.error) && state.error.notOffered ? (
        <p className="notice" role="note">
          Rules: not offered by this deployment (it does not answer the assumed GET /alert-rules).
        </p>
      ) : (
        state.error !== undefined && <FormError error={state.error} title="The rules could not be read" />
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={run} disabled={state.busy}>
          {state.busy ? 'Preparing…' : 'Download Prometheus rules (YAML)'}
        </button>
        <CopyRequest operation="exportAlertRules" args={() => ({})} />
      </div>
    </Section>
  );
}
