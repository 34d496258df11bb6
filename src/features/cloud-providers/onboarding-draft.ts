import type { Platform } from '@/api/schemas';
import type { AwsOnboardingValues } from './onboarding-form';

export type WizardValues = Omit<AwsOnboardingValues, 'platform'> & { platform: Platform };
export interface Draft {
  step: number;
  values: WizardValues;
  /** A role already in the account (registering again from a provider's recovery): its trust policy is updated, not created. */
  existingRole?: string;
}

// sessionStorage: a half-finished onboarding survives navigation and reloads in
// this tab, and is gone with it. Nothing of it goes into a URL.
const KEY = 'console.onboarding';

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
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw) {
      const d = JSON.parse(raw) as Draft;
      return { step: Math.max(0, Math.min(4, Number(d.step) || 0)), values: { ...emptyValues(), ...d.values }, ...(typeof d.existingRole === 'string' && d.existingRole ? { existingRole: d.existingRole } : {}) };
    }
  } catch {
    // Unreadable draft: start over.
  }
  return { step: 0, values: emptyValues() };
}

export function saveDraft(d: Draft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(d));
  } catch {
    // Storage unavailable: the wizard still works, without surviving a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
