import { forwardRef, useMemo, useState, type SelectHTMLAttributes } from 'react';
import { formatOffset, offsetMinutes, viewerZone, zoneOptions, type ZoneOption } from '../lib/timezones';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { value: string; searchLabel?: string };

/**
 * An IANA time zone, chosen from the zones this browser knows, each with its
 * current UTC offset. A search box narrows the list; the chosen zone always stays
 * in it. Labelling ~400 zones is work, so it happens on the first interaction
 * (focus, pointer, typing) instead of delaying the screen.
 */
export const ZoneSelect = forwardRef<HTMLSelectElement, Props>(function ZoneSelect({ value, searchLabel = 'Search time zones', ...rest }, ref) {
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<ZoneOption[] | null>(null);
  const load = () => setAll((current) => current ?? zoneOptions());
  const here = viewerZone();
  const shown = useMemo(() => {
    if (!all) return [{ zone: value, offsetMinutes: 0, label: value ? `${value.replaceAll('_', ' ')} (${formatOffset(offsetMinutes(value))})` : '' }].filter((o) => o.zone);
    const q = query.trim().toLowerCase().replaceAll(' ', '_');
    const hits = q ? all.filter((o) => o.zone.toLowerCase().includes(q) || o.label.toLowerCase().includes(query.trim().toLowerCase())) : all;
    return hits.some((o) => o.zone === value) ? hits : [...all.filter((o) => o.zone === value), ...hits];
  }, [all, query, value]);
  const known = !all || all.some((o) => o.zone === value);
  return (
    <div className="zone-select">
      <input
        type="search"
        aria-label={searchLabel}
        placeholder="Filter zones (e.g. paris, new york)"
        value={query}
        onFocus={load}
        onChange={(e) => {
          load();
          setQuery(e.target.value);
        }}
      />
      <select ref={ref} value={value} onFocus={load} onPointerDown={load} {...rest}>
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
