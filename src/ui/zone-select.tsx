import { forwardRef, useMemo, useState, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { formatOffset, offsetMinutes, viewerZone, zoneOptions, type ZoneOption } from '@/lib/timezones';
import { useAfterPaint } from './after-paint';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  value: string;
  searchLabel?: string;
  /** The screen has painted already (a form taking the place of its still picture): the offset shows at once. */
  painted?: boolean;
};

/** The zones a filter text matches: by IANA name ("new york" finds America/New_York) or by label. */
function matchZones(all: readonly ZoneOption[], query: string): ZoneOption[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...all];
  const asName = text.replaceAll(' ', '_');
  return all.filter((o) => o.zone.toLowerCase().includes(asName) || o.label.toLowerCase().includes(text));
}

/**
 * An IANA time zone, chosen from the zones this browser knows, each with its
 * current UTC offset. Typing in the filter narrows the list and selects its
 * first match, so what is shown is what is sent; choosing in the list refines it.
 * Clearing the filter goes back to the zone chosen before it, unless one was
 * chosen in the list meanwhile: filtering alone does not change the choice.
 * Labelling ~400 zones is work, so it happens on the first interaction
 * (focus, pointer, typing) instead of delaying the screen.
 */
export const ZoneSelect = forwardRef<HTMLSelectElement, Props>(function ZoneSelect(
  { value, searchLabel = 'Search time zones', onChange, name, painted: drawn = false, ...rest },
  ref,
) {
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<ZoneOption[] | null>(null);
  const load = () => {
    const list = all ?? zoneOptions();
    if (!all) setAll(list);
    return list;
  };
  const here = viewerZone();
  // The chosen zone's offset asks Intl for that zone, which loads the zone data: after the first paint.
  const painted = useAfterPaint() || drawn;
  const hits = useMemo(() => (all ? matchZones(all, query) : []), [all, query]);
  // The value changed from outside (a form reset, another schedule picked): a filter
  // that no longer leads to it would say one zone while another is sent, so it goes.
  const [seen, setSeen] = useState(value);
  // While filtering: the zone chosen before the filter was typed, and the one the filter picked in its place.
  const [picked, setPicked] = useState<{ before: string; by: string } | null>(null);
  if (seen !== value) {
    setSeen(value);
    // Chosen elsewhere than by the filter (the list, a form reset, another schedule): clearing the filter keeps it.
    if (picked && value !== picked.by) setPicked(null);
    if (query && all && !matchZones(all, query).some((o) => o.zone === value)) setQuery('');
  }
  const shown = useMemo(() => {
    if (!all)
      return [
        { zone: value, offsetMinutes: 0, label: value ? `${value.replaceAll('_', ' ')}${painted ? ` (${formatOffset(offsetMinutes(value))})` : ''}` : '' },
      ].filter((o) => o.zone);
    // The chosen zone stays listed even when the filter no longer matches it (no hit at all).
    return hits.some((o) => o.zone === value) ? hits : [...all.filter((o) => o.zone === value), ...hits];
  }, [all, hits, value, painted]);
  const known = !all || all.some((o) => o.zone === value);
  // The picker stands in for a <select>: react-hook-form's register() reads only target.value and name of the event it is given.
  const choose = (zone: string) =>
    onChange?.({ target: { value: zone, name }, currentTarget: { value: zone, name } } as unknown as ChangeEvent<HTMLSelectElement>);
  return (
    <div className="zone-select">
      <input
        type="search"
        aria-label={searchLabel}
        placeholder="Filter zones (e.g. paris, new york)"
        value={query}
        // The zone to go back to, for a form that takes this one's place (ui/form-take-over.ts) and types the filter again.
        data-keep={picked && value === picked.by ? JSON.stringify(picked) : undefined}
        onFocus={load}
        onChange={(e) => {
          const list = load();
          const text = e.target.value;
          // Typed again by a form taking a still form's place: what that one had picked, and would go back to.
          const carried = e.currentTarget.dataset.carried;
          delete e.currentTarget.dataset.carried;
          setQuery(text);
          if (!text.trim()) {
            if (picked && value === picked.by) choose(picked.before);
            setPicked(null);
            return;
          }
          if (carried) {
            // The form is about to be given that zone: it comes from the filter, which therefore stays.
            const kept = JSON.parse(carried) as { before: string; by: string };
            setSeen(kept.by);
            return setPicked(kept);
          }
          const matches = matchZones(list, text);
          if (matches.length > 0 && !matches.some((o) => o.zone === value)) {
            choose(matches[0]!.zone);
            setPicked({ before: picked?.before ?? value, by: matches[0]!.zone });
          }
        }}
      />
      {query.trim() && all && (
        <p className="field-hint" role="status">
          {hits.length === 0
            ? `No zone matches “${query.trim()}”: ${value} stays selected.`
            : `${hits.length === 1 ? '1 zone matches.' : `${hits.length} zones match.`}${
                picked && value === picked.by && picked.before ? ` Clearing the filter goes back to ${picked.before}.` : ''
              }`}
        </p>
      )}
      <select ref={ref} name={name} value={value} onChange={onChange} onFocus={load} onPointerDown={load} {...rest}>
        {!known && value && <option value={value}>{value} (not known to this browser)</option>}
        {shown.map((o) => (
          <option key={o.zone} value={o.zone}>
            {o.label}
            {o.zone === here ? ' · your zone' : ''}
          </option>
        ))}
      </select>
    </div>
  );
});
