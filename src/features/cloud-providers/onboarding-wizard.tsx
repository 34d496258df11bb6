import { use, useCallback, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import { importWithRetry } from '@/ui/lazy';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { metaQueries } from '@/kernel/meta-queries';
import { cloudProviderQueries, useCreateCloudProvider } from './cloud-providers-queries';
import { isApiError } from '@/api/api-error';
import type { CreateCloudProviderBody } from './cloud-provider-body';
import { generateExternalId } from './onboarding';
import { onboardingSteps } from './onboarding-steps';
import { PageHeader, Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { ListLoadError } from '@/ui/list-load-error';
import { useServerErrors } from '@/ui/form-helpers';
import { useSubmitLock } from '@/ui/send-once';
import { toast } from '@/ui/toasts';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { CopyRequest } from '@/ui/copy-request';
import { RegionOptions } from '@/kernel/region-options';
import { clearOnboardingDraft, emptyValues, loadDraft, saveDraft, type WizardValues } from './onboarding-draft';
import { platformLabels } from '@/lib/labels';
import { facts } from './onboarding.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { useValidateCloudProvider } from './cloud-provider-extras-queries';
import { OnboardingReview, StepList } from './onboarding-review';
import { RoleStep } from './onboarding-role-step';
import { HeldStepNotice, nameTakenMessage, takenName, useHeldStep, useRecheckOnChange, useStepFocus } from './onboarding-step-guards';

/** Operation 9's body; `type: public` because the console is the public creation path. */
function providerBody(v: WizardValues): CreateCloudProviderBody {
  return {
    name: v.name.trim(),
    platform: 'aws',
    region: v.region,
    options: { account_id: v.account_id.trim(), secure_connection: v.secure_connection },
    role_arn: v.role_arn.trim(),
    role_external_id: v.external_id,
    type: 'public',
  };
}

const serverAlias: Record<string, string> = { 'options.account_id': 'account_id', role_external_id: 'external_id' };

/** `POST /cloud-providers/validate`: the typed account, role and region, checked by the service before anything is created. */
const validateBody = (v: WizardValues) => ({
  account_id: v.account_id.trim(),
  platform: v.platform,
  region: v.region,
  role_arn: v.role_arn.trim(),
  role_external_id: v.external_id,
  secure_connection: v.secure_connection,
});
const allFields = onboardingSteps.flatMap((s) => [...s.fields]);

// The checks of each step (zod) load with the wizard, not before it; a wizard opened
// past its first step waits for them, to know which step may open.
type Checks = typeof import('./onboarding-form');
let checks: Promise<Checks> | undefined;
let loadedChecks: Checks | undefined;
// Marked settled the way use() reads a promise: one it has not seen suspends the wizard once even when settled, and
// the first Next showed the screen's "Loading…" for a moment (focus fell to the page) where the other steps' did not.
const settled = (m: Checks) => {
  Object.assign(checks!, { status: 'fulfilled', value: m });
  return (loadedChecks = m);
};
const loadChecks = () =>
  (checks ??= importWithRetry(() => import('./onboarding-form')).then(settled, (error: unknown) => {
    checks = undefined;
    throw error;
  }));
const OnboardingSchema = lazySchema(() => loadChecks().then((m) => m.OnboardingSchema));

const route = getRouteApi('/cloud-providers/new');

export function OnboardingWizard() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [initial] = useState(loadDraft);
  // The step lives in the URL (?step=3, counted from 1), so Back goes to the previous step
  // and a link can open one. A step opens only when the steps before it are complete.
  const search = route.useSearch();
  const requested = search.step !== undefined ? search.step - 1 : initial.step;
  const options = useQuery(metaQueries.workspaceOptions());
  const create = useCreateCloudProvider();
  const validate = useValidateCloudProvider();
  const lock = useSubmitLock();
  const createOnce = useCreateOnce();
  const form = useForm<WizardValues>({
    // The wizard's values are the union's input across all platforms at once (every step's fields); the schema validates one platform's.
    resolver: zodResolver(OnboardingSchema) as unknown as Resolver<WizardValues>,
    defaultValues: initial.values,
  });
  const serverErrors = useServerErrors(form, OnboardingSchema, create, serverAlias);
  const { register, formState, trigger, getValues, setValue, watch } = form;
  const errors = formState.errors;
  const values = watch();
  // use() on the same cached promise every render past step 1: skipping it once the checks had arrived was a
  // conditional use() React refuses ("suspended in a previous render but did not call use()"), at every reload.
  const stepErrors = requested > 0 ? use(loadChecks()).stepErrors : undefined;
  const blocking = stepErrors ? onboardingSteps.findIndex((_, i) => i < requested && Object.keys(stepErrors(values, i)).length > 0) : -1;
  const step = blocking >= 0 ? blocking : requested;
  // A later step may open from the step list once the checks are loaded and the steps before it are complete.
  const checksNow = stepErrors ?? loadedChecks?.stepErrors;
  const [heading, focusOnArrival] = useStepFocus(step);

  useEffect(() => {
    const existingRole = initial.existingRole ? { existingRole: initial.existingRole } : {};
    const sub = watch((v) => saveDraft({ step, values: { ...emptyValues(), ...(v as WizardValues) }, ...existingRole }));
    saveDraft({ step, values: getValues(), ...existingRole });
    return () => sub.unsubscribe();
  }, [watch, step, getValues, initial.existingRole]);

  useEffect(() => {
    if (step === 2 && !getValues('external_id')) setValue('external_id', generateExternalId());
  }, [step, getValues, setValue]);

  const listed = useCallback(() => qc.getQueryData(cloudProviderQueries.list().queryKey), [qc]);
  const markTried = useRecheckOnChange(form, step, checksNow, listed);
  const redirect = useCallback((to: number) => void navigate({ to: '/cloud-providers/new', search: { step: to + 1 }, replace: true }), [navigate]);
  const [held, clearHeld] = useHeldStep(requested, blocking, stepErrors, getValues, redirect);

  const go = (next: number) => {
    clearHeld();
    focusOnArrival(next);
    void navigate({ to: '/cloud-providers/new', search: { step: next + 1 } });
  };

  // Each step is checked against the platform's schema before the next one opens.
  const next = async () => {
    markTried(step);
    let found: [string, string][];
    try {
      found = Object.entries((await loadChecks()).stepErrors(getValues(), step));
    } catch {
      toast({ tone: 'error', title: 'The checks of this step could not be loaded', detail: 'Check your connection, then try again.' });
      return;
    }
    // A name this organization already uses is flagged here, where it is typed.
    const taken = step === 0 ? await nameTaken(getValues('name')) : undefined;
    if (taken) found = [['name', nameTakenMessage(taken)]];
    if (found.length === 0) {
      form.clearErrors();
      return go(step + 1);
    }
    found.forEach(([field, message], i) => form.setError(field as keyof WizardValues, { type: 'step', message }, { shouldFocus: i === 0 }));
    // Something earlier went wrong (e.g. edited in another tab): go back to it.
    const first = onboardingSteps.findIndex((s) => found.some(([f]) => (s.fields as readonly string[]).includes(f)));
    if (first >= 0 && first < step) go(first);
  };

  const nameTaken = async (name: string) => {
    try {
      return takenName(await qc.fetchQuery({ ...cloudProviderQueries.list(), staleTime: 10_000 }), name);
    } catch {
      return undefined; // A deployment that does not list them: the service checks the name when it creates.
    }
  };

  // A failed request's field is shown on the step that holds it, which opens.
  const showOnItsStep = (e: unknown) => {
    serverErrors.apply(e);
    const failedField = isApiError(e) ? e.fieldErrors.map((f) => serverAlias[f.field] ?? f.field)[0] : undefined;
    const back = onboardingSteps.findIndex((s) => (s.fields as readonly string[]).includes(failedField ?? ''));
    if (back >= 0 && back < step) go(back);
  };

  const submit = () =>
    lock(async () => {
      const ok = await trigger(allFields as (keyof WizardValues)[], { shouldFocus: true });
      if (!ok) return;
      const v = getValues();
      create.reset();
      try {
        // Validation is part of the attempt: after a create whose answer was lost, the next attempt first
        // looks for what it made (which validation would refuse as "already registered") and adopts it.
        const { result: p, recovered } = await createOnce(
          async () => {
            try {
              await validate.mutateAsync(validateBody(v));
            } catch (e) {
              // A deployment without validation (before revision D) checks when it creates.
              if (!(isApiError(e) && e.notOffered)) throw e;
            }
            return create.mutateAsync(providerBody(v));
          },
          async () => (await qc.fetchQuery({ ...cloudProviderQueries.list(), staleTime: 0 })).find((x) => x.role_arn === v.role_arn.trim()),
        );
        clearOnboardingDraft();
        toast({ tone: 'success', title: `${p.name} registered`, detail: recovered ? recoveredDetail : 'It is being set up; its status updates on its page.' });
        await navigate({ to: '/cloud-providers/$providerId', params: { providerId: p.id } });
      } catch (e) {
        showOnItsStep(e);
      }
    });

  return (
    <>
      <PageHeader description={facts.frame.description} />
      <ScreenNotices facts={facts} params={{}} />
      {held && <HeldStepNotice held={held} step={step} />}
      <StepList step={step} reachable={(i) => i <= step || (checksNow !== undefined && Object.keys(checksNow(values, i - 1)).length === 0)} onGo={go} />
      <Section title={`Step ${step + 1} of ${onboardingSteps.length}: ${onboardingSteps[step]!.title}`}>
        <h3 ref={heading} tabIndex={-1} className="visually-hidden">
          {onboardingSteps[step]!.title}
        </h3>
        <form
          className="form form-wide"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < onboardingSteps.length - 1) void next();
            else void submit();
          }}
        >
          {step === 0 && (
            <>
              <fieldset>
                <legend>Platform</legend>
                <div className="stack">
                  <label className="check-field">
                    <input type="radio" value="aws" {...register('platform')} /> {platformLabels.aws.long}
                  </label>
                  <label className="check-field">
                    <input type="radio" value="azure" disabled {...register('platform')} /> {platformLabels.azure.long}{' '}
                    <span className="muted small">not supported by the console yet</span>
                  </label>
                  <label className="check-field">
                    <input type="radio" value="gcp" disabled {...register('platform')} /> {platformLabels.gcp.long}{' '}
                    <span className="muted small">not supported by the console yet</span>
                  </label>
                  {errors.platform?.message && <p className="field-error">{errors.platform.message}</p>}
                </div>
              </fieldset>
              {options.isError && <ListLoadError what="regions" error={options.error} onRetry={() => options.refetch()} />}
              <Field label="Region" error={errors.region?.message} hint="Where the service deploys into your account.">
                <select {...register('region')} disabled={options.isPending}>
                  <RegionOptions regions={options.data?.regions} pending={options.isPending} />
                </select>
              </Field>
              <Field label="Name" error={errors.name?.message} hint="How this account is shown in the console.">
                <input type="text" autoComplete="off" {...register('name')} />
              </Field>
            </>
          )}
          {step === 1 && (
            <>
              <Field label="AWS account ID" error={errors.account_id?.message} hint="12 digits, shown in the AWS console's account menu.">
                <input type="text" inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={20} {...register('account_id')} />
              </Field>
              <CheckboxField label="Private, secure connection" hint="Reach workspaces through AWS PrivateLink instead of the public internet.">
                <input {...register('secure_connection')} />
              </CheckboxField>
            </>
          )}
          {step === 2 && <RoleStep values={values} errors={errors} register={register} setValue={setValue} existingRole={initial.existingRole} />}
          {step === 3 && (
            <Field
              label="Role ARN"
              error={errors.role_arn?.message}
              hint={`The last command of step 3 prints it: arn:aws:iam::${values.account_id || '<account id>'}:role/${values.role_name || '<role name>'}`}
            >
              <input type="text" autoComplete="off" spellCheck={false} {...register('role_arn')} />
            </Field>
          )}
          {step === 4 && <OnboardingReview values={values} onEdit={go} />}
          <FormError error={validate.error ?? create.error} title="The cloud account was not registered" form={serverErrors} />
          <div className="form-actions">
            {step > 0 && (
              <button type="button" className="button" onClick={() => go(step - 1)} disabled={create.isPending}>
                Back
              </button>
            )}
            {step < onboardingSteps.length - 1 ? (
              <button type="submit" className="button button-primary">
                Next
              </button>
            ) : (
              <button type="submit" className="button button-primary" disabled={create.isPending || validate.isPending}>
                {validate.isPending ? 'Checking the role…' : create.isPending ? 'Registering…' : 'Register cloud account'}
              </button>
            )}
            {step === onboardingSteps.length - 1 && (
              <CopyRequest operation="createCloudProvider" args={() => ({ params: {}, body: providerBody(getValues()) })} />
            )}
            <Link to="/cloud-providers" className="button button-ghost">
              Leave (your entries are kept for this session)
            </Link>
          </div>
        </form>
      </Section>
    </>
  );
}
