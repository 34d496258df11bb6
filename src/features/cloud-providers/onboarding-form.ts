import * as z from 'zod/mini';
import { onboardingSteps } from './onboarding-steps';
import { AWS_ROLE_ARN, platformRules } from './cloud-provider-body';
import { regionName } from '@/kernel/workgroup-body';
import { resourceName } from '@/api/schemas/text';
import { type Platform } from '@/kernel/workgroup-schema';

const roleNamePattern = /^[\w+=,.@-]{1,64}$/;

const AwsOnboarding = z
  .object({
    platform: z.literal('aws'),
    region: regionName,
    name: resourceName('Provider name'),
    account_id: z.string().check(z.trim(), z.regex(platformRules.aws.accountPattern, platformRules.aws.accountMessage)),
    secure_connection: z.boolean(),
    external_id: z.string().check(z.minLength(22, 'Generate an external id')),
    role_name: z.string().check(z.trim(), z.regex(roleNamePattern, 'A role name is 1 to 64 letters, digits and +=,.@_-')),
    role_arn: z.string().check(z.trim(), z.regex(AWS_ROLE_ARN, platformRules.aws.roleMessage)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const [, account, path] = AWS_ROLE_ARN.exec(v.role_arn) ?? [];
      // The role's name is the ARN's last part (a role may sit under a path: role/service-role/Name).
      const role = path?.split('/').at(-1);
      if (account && account !== v.account_id) {
        ctx.addIssue({ code: 'custom', path: ['role_arn'], message: `This role is in account ${account}, not in ${v.account_id} (step 2)` });
      } else if (role && v.role_name.trim() && role.toLowerCase() !== v.role_name.trim().toLowerCase()) {
        // IAM role names are unique regardless of letter case: another case names the same role.
        ctx.addIssue({ code: 'custom', path: ['role_arn'], message: `This ARN names the role ${role}, not ${v.role_name.trim()} (step 3)` });
      }
    }),
  );

// The console cannot yet check an Azure subscription's app registration or a GCP
// service account end to end, so it refuses them rather than accept unchecked input.
const unsupported = (platform: Exclude<Platform, 'aws'>, terms: string) =>
  z
    .object({ platform: z.literal(platform) })
    .check(
      z.superRefine((_v, ctx) =>
        ctx.addIssue({ code: 'custom', path: ['platform'], message: `${terms} onboarding is not supported by the console yet; register an AWS account` }),
      ),
    );

export const OnboardingSchema = z.discriminatedUnion('platform', [
  AwsOnboarding,
  unsupported('azure', 'Azure subscription'),
  unsupported('gcp', 'Google Cloud project'),
]);
export type AwsOnboardingValues = z.infer<typeof AwsOnboarding>;

/** Validates the fields of one step (and every earlier one) against the platform's schema. */
export function stepErrors(values: Partial<Omit<AwsOnboardingValues, 'platform'>> & { platform: string }, step: number): Record<string, string> {
  const upTo = new Set<string>(onboardingSteps.slice(0, step + 1).flatMap((s) => [...s.fields]));
  const result = OnboardingSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'platform');
    if (upTo.has(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
