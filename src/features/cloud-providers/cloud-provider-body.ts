import * as z from 'zod/mini';
import { freeText, resourceName } from '@/api/schemas/text';
import { PlatformField, regionName } from '@/kernel/workgroup-body';

export const AWS_ROLE_ARN = /^arn:aws:iam::(\d{12}):role\/([\w+=,.@\-/]{1,64})$/;

/** The per-platform rules for an account id and a role identifier. */
export const platformRules = {
  aws: {
    accountPattern: /^\d{12}$/,
    accountMessage: 'An AWS account ID is exactly 12 digits',
    roleMessage: 'Role ARN must look like arn:aws:iam::123456789012:role/RoleName',
  },
} as const;

/** Operation 9: the body as the service documents it (all optional). */
export const CreateCloudProviderBody = z
  .object({
    created_by: z.optional(freeText('Created by', 128)),
    name: z.optional(resourceName('Provider name')),
    options: z.optional(z.object({ account_id: z.optional(z.string().check(z.maxLength(64))), secure_connection: z.optional(z.boolean()) })),
    platform: z.optional(PlatformField),
    region: z.optional(regionName),
    role_arn: z.optional(z.string().check(z.maxLength(2048))),
    role_external_id: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9+=,.@:/_-]{22,1224}$/, 'External id must be 22 to 1224 characters of A-Z a-z 0-9 +=,.@:/_-')),
    ),
    type: z.optional(z.enum(['public', 'private'], { error: 'Type must be public or private' })),
  })
  .check(
    z.superRefine((body, ctx) => {
      // Only AWS onboarding is supported end to end; its identifiers are checked
      // here so the server and the wizard reject the same inputs.
      if (body.platform !== 'aws') {
        if (body.platform) ctx.addIssue({ code: 'custom', path: ['platform'], message: `${body.platform} onboarding is not supported yet; use aws` });
        return;
      }
      const account = body.options?.account_id ?? '';
      if (!platformRules.aws.accountPattern.test(account))
        ctx.addIssue({ code: 'custom', path: ['options', 'account_id'], message: platformRules.aws.accountMessage });
      const arn = AWS_ROLE_ARN.exec(body.role_arn ?? '');
      if (!arn) ctx.addIssue({ code: 'custom', path: ['role_arn'], message: platformRules.aws.roleMessage });
      else if (arn[1] !== account)
        ctx.addIssue({ code: 'custom', path: ['role_arn'], message: `The role's account (${arn[1]}) must be the account ID ${account}` });
      if (!body.role_external_id) ctx.addIssue({ code: 'custom', path: ['role_external_id'], message: 'An external id is required for a cross-account role' });
    }),
  );
export type CreateCloudProviderBody = z.infer<typeof CreateCloudProviderBody>;

/** Update a cloud provider: the fields are assumed (vendor-operations.md). */
export const UpdateCloudProviderBody = z.object({
  name: z.optional(resourceName('Provider name')),
  role_arn: z.optional(z.string().check(z.maxLength(2048))),
  role_external_id: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9+=,.@:/_-]{22,1224}$/, 'External id must be 22 to 1224 characters of A-Z a-z 0-9 +=,.@:/_-')),
  ),
  options: z.optional(z.object({ account_id: z.optional(z.string().check(z.maxLength(64))), secure_connection: z.optional(z.boolean()) })),
});
export type UpdateCloudProviderBody = z.infer<typeof UpdateCloudProviderBody>;
