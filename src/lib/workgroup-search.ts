import * as z from 'zod/mini';

export const workgroupSearchDefaults = { q: '', platform: '', region: '', sort: 'name' } as const;

/** The workgroup list's filter and sort, as they live in the URL (checked by the route, so loaded with it). */
export const WorkgroupSearch = z.object({
  q: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
  platform: z.catch(z._default(z.enum(['', 'aws', 'azure', 'gcp']), ''), ''),
  region: z.catch(z._default(z.string().check(z.maxLength(40)), ''), ''),
  sort: z.catch(z._default(z.enum(['name', 'region']), 'name'), 'name'),
});
export type WorkgroupSearch = z.infer<typeof WorkgroupSearch>;
