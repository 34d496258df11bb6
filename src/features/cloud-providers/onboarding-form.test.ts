import { describe, expect, it } from 'vitest';
import { generateExternalId, trustPolicy } from './onboarding';
import { OnboardingSchema, stepErrors } from './onboarding-form';

const good = {
  platform: 'aws' as 'aws' | 'azure' | 'gcp',
  region: 'us-east-1',
  name: 'Prod account',
  account_id: '123456789012',
  secure_connection: false,
  external_id: generateExternalId(),
  role_name: 'GraphCloudAccess',
  role_arn: 'arn:aws:iam::123456789012:role/GraphCloudAccess',
};

describe('onboarding', () => {
  it('generates external ids from a secure source: 256 bits, url-safe, never twice the same', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateExternalId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const calls: number[] = [];
    generateExternalId((a) => (calls.push(a.length), a.fill(255)));
    expect(calls).toEqual([32]);
  });

  it('accepts a complete AWS onboarding', () => {
    expect(OnboardingSchema.safeParse(good).success).toBe(true);
  });

  it('checks each step on its own', () => {
    expect(stepErrors({ ...good, name: '', region: '' }, 0)).toEqual({ region: 'Region is required', name: 'Provider name is required' });
    expect(stepErrors({ ...good, account_id: '12345678901' }, 1)).toEqual({ account_id: 'An AWS account ID is exactly 12 digits' });
    expect(stepErrors({ ...good, account_id: '12345678901a' }, 1).account_id).toBeDefined();
    // Later steps are not judged yet.
    expect(stepErrors({ ...good, role_arn: '' }, 1)).toEqual({});
  });

  it('rejects a malformed role ARN, and one from another account', () => {
    expect(stepErrors({ ...good, role_arn: 'arn:aws:iam::123:role/x' }, 3).role_arn).toMatch(/must look like/);
    expect(stepErrors({ ...good, role_arn: 'arn:aws:iam::210987654321:role/GraphCloudAccess' }, 3).role_arn).toBe(
      'This role is in account 210987654321, not in 123456789012 (step 2)',
    );
    expect(stepErrors({ ...good, role_arn: 'arn:aws:iam::123456789012:user/GraphCloudAccess' }, 3).role_arn).toMatch(/must look like/);
    // The ARN names the role step 3 named (its last part: a role may sit under a path).
    expect(stepErrors({ ...good, role_arn: 'arn:aws:iam::123456789012:role/OtherRole' }, 3).role_arn).toBe(
      'This ARN names the role OtherRole, not GraphCloudAccess (step 3)',
    );
    expect(stepErrors({ ...good, role_arn: 'arn:aws:iam::123456789012:role/team/GraphCloudAccess' }, 3)).toEqual({});
  });

  it('refuses Azure and GCP rather than accept input it cannot check', () => {
    expect(stepErrors({ ...good, platform: 'azure' }, 0).platform).toMatch(/Azure subscription onboarding is not supported/);
    expect(stepErrors({ ...good, platform: 'gcp' }, 0).platform).toMatch(/Google Cloud project onboarding is not supported/);
  });

  it('puts the configured principal and the external id into the trust policy', () => {
    const policy = JSON.parse(trustPolicy('arn:aws:iam::111122223333:root', 'ext-id-value'));
    expect(policy.Statement[0].Principal).toEqual({ AWS: 'arn:aws:iam::111122223333:root' });
    expect(policy.Statement[0].Condition.StringEquals['sts:ExternalId']).toBe('ext-id-value');
    expect(policy.Statement[0].Action).toBe('sts:AssumeRole');
  });
});
