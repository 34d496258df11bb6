import * as z from 'zod/mini';
import { freeText } from '@/api/schemas/text';
import { logoUrlProblem } from './logo-url';

/** What an owner changes about the organization: its display name and logo. */
export const OrgSettingsForm = z.object({
  orgDisplayName: freeText('Display name', 64).check(z.trim(), z.minLength(1, 'Display name is required')),
  logoUrl: z.string().check(
    z.trim(),
    z.maxLength(2048, 'Logo URL must be at most 2048 characters'),
    z.superRefine((v, ctx) => {
      const problem = logoUrlProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});

/** Update the organization (vendor revision D, `PUT /org`): the current id and name travel with the new display name and logo. */
export const UpdateOrgBody = z.object({
  orgID: z.string({ error: 'The organization id is required' }).check(z.minLength(1, 'The organization id is required'), z.maxLength(128)),
  orgName: z.string({ error: 'The organization name is required' }).check(z.minLength(1, 'The organization name is required'), z.maxLength(128)),
  ...OrgSettingsForm.shape,
});
export type UpdateOrgBody = z.infer<typeof UpdateOrgBody>;
