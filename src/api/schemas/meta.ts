import * as z from 'zod/mini';
import { orEmpty, orFalse, orNone } from './read';
import { WorkspaceType } from './workspace';

export const TgVersion = z.object({
  name: z.string(),
  allow_create: orFalse(),
  allow_upgrade: orFalse(),
  channel: orEmpty(),
  end_of_life: orEmpty(),
  image: orEmpty(),
  incompatible_upgrades_from: orNone(z.string()),
  orgs: orNone(z.string()),
});
export type TgVersion = z.infer<typeof TgVersion>;

export const Region = z.object({ name: z.string(), description: orEmpty() });
export type Region = z.infer<typeof Region>;

export const WorkspaceOptions = z.object({
  regions: orNone(Region),
  tgVersions: orNone(TgVersion),
  workspaceTypes: orNone(WorkspaceType),
});
export type WorkspaceOptions = z.infer<typeof WorkspaceOptions>;

/** One add-on, whatever shape the service listed it in. */
export const AddonMeta = z.object({
  id: z.string(),
  uniqueName: z.string(),
  name: z.string(),
  description: z.string(),
  isFree: z.boolean(),
});
export type AddonMeta = z.infer<typeof AddonMeta>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toEntry(raw: unknown, keyAsId?: string): AddonMeta | undefined {
  if (!isRecord(raw)) return undefined;
  const id = str(raw.id) ?? str(raw.addons_id) ?? keyAsId;
  if (!id) return undefined;
  const uniqueName = str(raw.unique_name) ?? str(raw.uniqueName) ?? '';
  return {
    id,
    uniqueName,
    name: str(raw.name) ?? str(raw.title) ?? str(raw.display_name) ?? (uniqueName || id),
    description: str(raw.description) ?? '',
    isFree: raw.is_free === true || raw.isFree === true,
  };
}

/**
 * `GET /addons/meta` has no documented entry shape. Accept an array of entries,
 * an object holding such an array under one key, an object mapping id to entry,
 * or any of these encoded as a JSON string; return one normalized list.
 */
export function normalizeAddonsMeta(result: unknown, depth = 0): AddonMeta[] {
  if (depth > 3) return [];
  if (typeof result === 'string') {
    try {
      return normalizeAddonsMeta(JSON.parse(result), depth + 1);
    } catch {
      return [];
    }
  }
  if (Array.isArray(result)) {
    return result.map((e) => toEntry(e)).filter((e): e is AddonMeta => e !== undefined);
  }
  if (!isRecord(result)) return [];
  const values = Object.values(result);
  const arrays = values.filter(Array.isArray);
  if (arrays.length === 1 && values.length <= 3) return normalizeAddonsMeta(arrays[0], depth + 1);
  const single = toEntry(result);
  if (single && (result.id !== undefined || result.addons_id !== undefined)) return [single];
  return Object.entries(result)
    .map(([key, value]) => toEntry(value, key))
    .filter((e): e is AddonMeta => e !== undefined);
}

export const AddonsMetaResult = z.pipe(z.unknown(), z.transform((v) => normalizeAddonsMeta(v)));
