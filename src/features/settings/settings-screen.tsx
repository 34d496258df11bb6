import { PageHeader, Section } from '@/ui/page';
import { CredentialForm } from './credential-form';
import { PricesSettings } from './prices-form';
import { OrgKeysSection } from './org-keys-section';
import { runtime, publicBaseUrl } from '@/api/runtime';

export function SettingsScreen() {
  return (
    <>
      <PageHeader description="Credentials this console uses to call the control service, kept by the console server and never readable by this page, and your own compute prices, kept in this browser." />
      <div className="grid-2">
        <Section title="API key">
          <CredentialForm
            kind="apiKey"
            label="API key"
            noun="API key"
            description="Used for workgroups, workspaces, schedules, allow lists, cloud providers, add-ons and options (sent as the x-api-key header)."
          />
        </Section>
        <Section title="Owner session token">
          <CredentialForm
            kind="sessionToken"
            label="Session token"
            noun="session token"
            description="Organization users and their roles do not accept an API key: they need an organization owner's session token (sent as Authorization: Bearer)."
          />
        </Section>
      </div>
      <Section title="Organizations">
        <OrgKeysSection />
      </Section>
      <Section title="Compute prices (optional)">
        <PricesSettings />
      </Section>
      <Section title="Connection">
        <dl className="facts">
          <div>
            <dt>Control service</dt>
            <dd>{runtime.mode === 'embedded' ? 'Embedded control plane (demo organization)' : 'Real deployment, through this server'}</dd>
          </div>
          <div>
            <dt>Base URL</dt>
            <dd className="mono">{publicBaseUrl()}</dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
