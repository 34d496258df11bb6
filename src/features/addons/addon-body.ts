import * as z from 'zod/mini';
import { freeText } from '@/api/schemas/text';

/** A configuration's name: what the add-on reads it as, so a plain identifier. */
export const configName = z
  .string({ error: 'Name is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(64, 'Name must be at most 64 characters'),
    z.regex(/^([A-Za-z][A-Za-z0-9_.-]*)?$/, 'Name may use letters, digits, "_", "." and "-", starting with a letter'),
  );
export const configValue = z.string({ error: 'Value is required' }).check(z.maxLength(4096, 'Value must be at most 4096 characters'));

export const AddonConfigBody = z.object({ config_name: configName, config_value: configValue });
export type AddonConfigBody = z.infer<typeof AddonConfigBody>;

export const AddonConfigValueBody = z.object({ config_value: configValue });
export type AddonConfigValueBody = z.infer<typeof AddonConfigValueBody>;

export const AddonRequestBody = z.object({
  addon_name: freeText('Add-on name', 128).check(z.trim(), z.minLength(1, 'Say which add-on you need')),
  message: freeText('Message', 2000),
});
export type AddonRequestBody = z.infer<typeof AddonRequestBody>;
