import type { Platform } from '@/kernel/workgroup-schema';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import type { AwsOnboardingValues } from './onboarding-form';

export type WizardValues = Omit<AwsOnboardingValues, 'platform'> & { platform: Platform };
export interface Draft {
  step: number;
  values: WizardValues;
  /** A role already in the account (registering again from a provider's recovery): its trust policy is updated, not created. */
  existingRole?: string;
}

// A half-finished onboarding survives navigation and reloads in this tab, and is
// gone with it (the drafts' one mechanism, lib/drafts.ts). Nothing of it goes into a URL.
const KEY = 'onboarding';

export const emptyValues = (): WizardValues => ({
  platform: 'aws',
  region: '',
  name: '',
  account_id: '',
  secure_connection: false,
  external_id: '',
  role_name: 'GraphCloudAccess',
  role_arn: '',
});

export function loadDraft(): Draft {
  const d = readDraft<Draft>(KEY);
  if (!d) return { step: 0, values: emptyValues() };
  const existingRole = typeof d.existingRole === 'string' && d.existingRole ? { existingRole: d.existingRole } : {};
  return { step: Math.max(0, Math.min(4, Number(d.step) || 0)), values: { ...emptyValues(), ...d.values }, ...existingRole };
}

export const saveDraft = (d: Draft): void => writeDraft(KEY, d);

export const clearOnboardingDraft = (): void => clearDraft(KEY);
