import { custom, flag, list, object, text, type Read } from '@/api/schemas/read';
import { WorkspaceType } from './workspace-schema';

export const TgVersion = object(
  {
    name: text(),
    allow_create: flag(),
    allow_upgrade: flag(),
    channel: text(),
    end_of_life: text(),
    image: text(),
    incompatible_upgrades_from: list(text()),
    orgs: list(text()),
  },
  { key: 'name' },
);
export type TgVersion = Read<typeof TgVersion>;

export const Region = object({ name: text(), description: text() }, { key: 'name' });
export type Region = Read<typeof Region>;

export const WorkspaceOptions = object({
  regions: list(Region),
  tgVersions: list(TgVersion),
  workspaceTypes: list(WorkspaceType),
});
export type WorkspaceOptions = Read<typeof WorkspaceOptions>;

/** One add-on, whatever shape the service listed it in. */
interface AddonMeta {
  id: string;
  uniqueName: string;
  name: string;
  description: string;
  /** Unknown (undefined) when the entry does not say. */
  isFree: boolean | undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readFree(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === 1) return true;
  if (v === false || v === 'false' || v === 0) return false;
  return undefined;
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
    isFree: readFree(raw.is_free ?? raw.isFree),
  };
}

/**
 * `GET /addons/meta` has no documented entry shape. Accept an array of entries,
 * an object holding such an array under one key, an object mapping id to entry,
 * or any of these encoded as a JSON string; return one normalized list.
 */
export function normalizeAddonsMeta(result: unknown, depth = 0, skipped?: (entry: unknown, index: number) => void): AddonMeta[] {
  if (depth > 3) return [];
  if (typeof result === 'string') {
    try {
      return normalizeAddonsMeta(JSON.parse(result), depth + 1, skipped);
    } catch {
      return [];
    }
  }
  if (Array.isArray(result)) {
    const entries: AddonMeta[] = [];
    result.forEach((raw, i) => {
      const entry = toEntry(raw);
      if (entry) entries.push(entry);
      else skipped?.(raw, i);
    });
    return entries;
  }
  if (!isRecord(result)) return [];
  const values = Object.values(result);
  const arrays = values.filter(Array.isArray);
  if (arrays.length === 1 && values.length <= 3) return normalizeAddonsMeta(arrays[0], depth + 1, skipped);
  const single = toEntry(result);
  if (single && (result.id !== undefined || result.addons_id !== undefined)) return [single];
  return Object.entries(result)
    .map(([key, value]) => toEntry(value, key))
    .filter((e): e is AddonMeta => e !== undefined);
}

export const AddonsMetaResult = custom('a list of add-ons', (v, ctx) => {
  const entries = normalizeAddonsMeta(v, 0, (entry, index) => {
    ctx.path.push(index);
    ctx.note('item', 'an add-on with an id', entry);
    ctx.path.pop();
  });
  // Something arrived, yet no entry could be read from it: say so rather than "no add-ons".
  if (entries.length === 0 && ctx.notices.length === 0 && v !== null && v !== undefined && !isEmptyList(v)) ctx.note('item', 'a list of add-ons with ids', v);
  return entries;
});

function isEmptyList(v: unknown): boolean {
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '' || s === '[]' || s === '{}' || s === 'null') return true;
    try {
      return isEmptyList(JSON.parse(s));
    } catch {
      return false;
    }
  }
  if (Array.isArray(v)) return v.length === 0;
  if (isRecord(v)) return Object.values(v).every((x) => x === null || (Array.isArray(x) && x.length === 0) || (isRecord(x) && Object.keys(x).length === 0));
  return false;
}
