import { z } from 'zod';
import { freeText, resourceName } from './text';
import { regionName } from './workgroup';

const text = z.string().nullish().transform((v) => v ?? '');
const list = z.array(z.string()).nullish().transform((v) => v ?? []);

export const logTypes = ['api', 'audit', 'authenticator', 'controllerManager', 'scheduler'] as const;
export const nodeGroupNames = ['ng_16', 'ng_32', 'ng_48', 'ng_64', 'ng_system'] as const;

const NodeGroup = z.object({
  max_size: z.number().nullish().transform((v) => v ?? 0),
  min_size: z.number().nullish().transform((v) => v ?? 0),
  overprovisioning_factor: z.number().nullish().transform((v) => v ?? 0),
});
export type NodeGroup = z.infer<typeof NodeGroup>;

export const NodeGroupConfig = z.object({
  ng_16: NodeGroup.nullish(),
  ng_32: NodeGroup.nullish(),
  ng_48: NodeGroup.nullish(),
  ng_64: NodeGroup.nullish(),
  ng_system: NodeGroup.nullish(),
  prefetch_image_list: list,
});

export const CloudProviderOptions = z.object({
  account_id: z.string().nullish().transform((v) => v ?? ''),
  secure_connection: z.boolean().nullish().transform((v) => v ?? false),
});

export const CloudProvider = z.object({
  id: z.string(),
  short_id: text,
  name: text,
  org_id: text,
  platform: text,
  region: text,
  type: text,
  role_arn: text,
  // Secret: parsed so it can be dropped, never rendered (see features/cloud-providers).
  role_external_id: text,
  options: CloudProviderOptions.nullish(),
  api_tokens: list,
  availability_zones: list,
  cluster_enabled_log_types: list,
  component_versions: text,
  cluster_id: text,
  endpoint_service_name: text,
  last_error: text,
  node_group_config: NodeGroupConfig.nullish(),
  security_group_id: text,
  subnet_id: list,
  vpc_id: text,
  vpc_owned_by_tg: z.boolean().nullish().transform((v) => v ?? false),
  status: text,
  version: text,
  version_number: z.number().nullish().transform((v) => v ?? 0),
  work_dir: text,
  created_at: text,
  updated_at: text,
  created_by: text,
});
export type CloudProvider = z.infer<typeof CloudProvider>;

export const AWS_ROLE_ARN = /^arn:aws:iam::(\d{12}):role\/([\w+=,.@\-/]{1,64})$/;

/** The per-platform rules for an account id and a role identifier. */
export const platformRules = {
  aws: {
    accountLabel: 'AWS account ID',
    accountPattern: /^\d{12}$/,
    accountMessage: 'An AWS account ID is exactly 12 digits',
    roleLabel: 'IAM role ARN',
    roleMessage: 'Role ARN must look like arn:aws:iam::123456789012:role/RoleName',
  },
} as const;

/** Operation 9: the body as the service documents it (all optional). */
export const CreateCloudProviderBody = z
  .object({
    created_by: freeText('Created by', 128).optional(),
    name: resourceName('Provider name').optional(),
    options: z
      .object({
        account_id: z.string().max(64).optional(),
        secure_connection: z.boolean().optional(),
      })
      .optional(),
    platform: z.enum(['aws', 'azure', 'gcp'], { error: 'Choose aws, azure or gcp' }).optional(),
    region: regionName.optional(),
    role_arn: z.string().max(2048).optional(),
    role_external_id: z
      .string()
      .regex(/^[A-Za-z0-9+=,.@:/_-]{22,1224}$/, 'External id must be 22 to 1224 characters of A-Z a-z 0-9 +=,.@:/_-')
      .optional(),
    type: z.enum(['public', 'private'], { error: 'Type must be public or private' }).optional(),
  })
  .superRefine((body, ctx) => {
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
    if (!body.role_external_id)
      ctx.addIssue({ code: 'custom', path: ['role_external_id'], message: 'An external id is required for a cross-account role' });
  });
export type CreateCloudProviderBody = z.infer<typeof CreateCloudProviderBody>;
