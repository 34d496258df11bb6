import { describe, expect, it } from 'vitest';
import { cliCommands } from './onboarding';

describe('the commands that make the role', () => {
  it('create a new role', () => {
    const c = cliCommands('GraphAccess', '123456789012');
    expect(c).toContain('aws iam create-role --role-name GraphAccess');
    expect(c).not.toContain('update-assume-role-policy');
    // The permission policy the wizard shows is attached as it is: no placeholder to fill in.
    expect(c).toContain('aws iam put-role-policy --role-name GraphAccess --policy-name GraphCloudDeployment --policy-document file://permissions.json');
    expect(c).not.toMatch(/<[a-z-]+>/);
  });
  it('update the trust policy of a role that already exists (registering again), never create it', () => {
    const c = cliCommands('GraphAccess', '123456789012', true);
    expect(c).toContain('aws iam update-assume-role-policy --role-name GraphAccess --policy-document file://trust-policy.json');
    expect(c).not.toContain('create-role');
  });
});
