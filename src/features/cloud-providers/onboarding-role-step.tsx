import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { runtime } from '@/api/runtime';
import { cliCommands, generateExternalId, permissionPolicy, trustPolicy } from './onboarding';
import { Field } from '@/ui/field';
import { CopyButton } from '@/ui/copy-button';
import type { WizardValues } from './onboarding-draft';

interface RoleStepProps {
  values: WizardValues;
  errors: FieldErrors<WizardValues>;
  register: UseFormRegister<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
  /** A role already in the account (registering again from a provider's recovery). */
  existingRole: string | undefined;
}

/** Step 3 of the wizard: the role to create in the account, its external id, trust and permission policies, and the AWS CLI commands. */
export function RoleStep({ values, errors, register, setValue, existingRole }: RoleStepProps) {
  const permissions = permissionPolicy(values.region);
  const policy = trustPolicy(runtime.servicePrincipal || '<service principal not configured>', values.external_id);
  // Registering again from a provider's recovery: that role exists; a new name creates a new one.
  const roleExists = Boolean(existingRole) && values.role_name.trim() === existingRole;
  const commands = cliCommands(values.role_name || '<role name>', values.account_id || '<account id>', roleExists);

  return (
    <>
      {!runtime.servicePrincipal && (
        <div className="notice notice-warn" role="alert">
          The service's AWS principal is not configured on this console's server (SERVICE_PRINCIPAL), so the trust policy below is incomplete.
        </div>
      )}
      <p>
        {roleExists ? (
          <>
            The role <strong>{values.role_name}</strong> already exists in account <strong>{values.account_id}</strong>: the commands below replace its trust
            policy with one that holds the new external id (or type a new role name to create a new role instead).
          </>
        ) : (
          <>
            Create a role in account <strong>{values.account_id}</strong> that the service may assume.
          </>
        )}{' '}
        The external id below was generated in your browser from a cryptographically secure source; it is shown only here, so copy it now. It keeps anyone else
        who learns the role's name from using it.
      </p>
      <Field label="External ID" error={errors.external_id?.message} hint="256 random bits. Generate a new one if this one was exposed.">
        <input type="text" readOnly className="mono" {...register('external_id')} />
      </Field>
      <div className="row">
        <CopyButton value={values.external_id} label="Copy external ID">
          Copy external ID
        </CopyButton>
        <button type="button" className="button button-small" onClick={() => setValue('external_id', generateExternalId(), { shouldDirty: true })}>
          Generate a new external ID
        </button>
      </div>
      <Field label="Role name" error={errors.role_name?.message}>
        <input type="text" autoComplete="off" spellCheck={false} {...register('role_name')} />
      </Field>
      <div>
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <strong>Role trust policy</strong>
          <CopyButton value={policy} label="Copy trust policy">
            Copy trust policy
          </CopyButton>
        </div>
        <pre className="code" tabIndex={0} aria-label="Role trust policy">
          {policy}
        </pre>
      </div>
      {!roleExists && (
        <div>
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <strong>Permission policy</strong>
            <CopyButton value={permissions} label="Copy permission policy">
              Copy permission policy
            </CopyButton>
          </div>
          <p className="muted small">
            What the service does in your account{values.region ? `, limited to ${values.region}` : ''}: compare it with what your organization approves, then
            attach it to the role.
          </p>
          <pre className="code" tabIndex={0} aria-label="Permission policy">
            {permissions}
          </pre>
        </div>
      )}
      <div>
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <strong>AWS CLI commands</strong>
          <CopyButton value={commands} label="Copy commands for the AWS CLI">
            Copy commands
          </CopyButton>
        </div>
        <pre className="code" tabIndex={0} aria-label="AWS CLI commands">
          {commands}
        </pre>
      </div>
    </>
  );
}
