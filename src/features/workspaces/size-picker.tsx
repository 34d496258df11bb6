import { useId, useMemo } from 'react';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { barPercent, compareChange, describeChange, sizeFacts, sortSizes } from '@/kernel/sizes';
import { formatMemory, plural } from '@/lib/format';

interface SizePickerProps {
  types: readonly WorkspaceType[];
  value: string;
  onChange: (typeName: string) => void;
  /** The size the workspace has now: marked, and the change to the choice shown. */
  current?: WorkspaceType | null;
  error?: string;
  legend?: string;
  name?: string;
  /** Why a size cannot be chosen (the organization's quota): it is disabled, with the reason beside it. */
  refusal?: (t: WorkspaceType) => string | undefined;
}

/** Sizes along the ladder as bars, so compute and memory compare at a glance. */
export function SizePicker({ types, value, onChange, current, error, legend = 'Size', name, refusal }: SizePickerProps) {
  const id = useId();
  const sorted = useMemo(() => sortSizes(types), [types]);
  // Scales from the sizes whose figures could be read; the others show their raw text and no bar.
  const facts = sorted.map(sizeFacts);
  const cpus = facts.map((f) => f.cpu).filter(Number.isFinite);
  const mems = facts.map((f) => f.memoryGiB).filter(Number.isFinite);
  const maxCpu = Math.max(...cpus, 1);
  const maxMem = Math.max(...mems, 1);
  const minCpu = Math.max(Math.min(...cpus), 1);
  const minMem = Math.max(Math.min(...mems), 1);
  const selected = sorted.find((t) => t.typeName === value);
  const change = current && selected ? compareChange(current, selected) : undefined;
  return (
    <fieldset className={`size-picker${error ? ' field-invalid' : ''}`} aria-describedby={error ? `${id}-error` : `${id}-summary`}>
      <legend>{legend}</legend>
      <div className="size-options" role="presentation">
        {sorted.map((t) => {
          const f = sizeFacts(t);
          const isCurrent = current?.typeName === t.typeName;
          const refused = isCurrent ? undefined : refusal?.(t);
          const refusedId = `${id}-${t.typeName}-refused`;
          return (
            <label key={t.typeName} className={`size-option${value === t.typeName ? ' selected' : ''}${refused ? ' size-option-refused' : ''}`}>
              <input
                type="radio"
                name={name ?? id}
                value={t.typeName}
                checked={value === t.typeName}
                disabled={Boolean(refused)}
                aria-describedby={refused ? refusedId : undefined}
                onChange={() => onChange(t.typeName)}
              />
              <span className="size-name">
                {t.typeName}
                {isCurrent && <span className="badge badge-idle">Current</span>}
              </span>
              <span className="size-bars" aria-hidden="true">
                <span className="size-bar size-bar-cpu" style={{ width: `${Number.isFinite(f.cpu) ? barPercent(f.cpu, maxCpu, minCpu) : 0}%` }} />
                <span className="size-bar size-bar-mem" style={{ width: `${Number.isFinite(f.memoryGiB) ? barPercent(f.memoryGiB, maxMem, minMem) : 0}%` }} />
              </span>
              <span className="size-facts">
                {Number.isFinite(f.cpu) ? f.cpu : `“${t.cpu || '—'}”`} vCPU ·{' '}
                {Number.isFinite(f.memoryGiB) ? formatMemory(t.memory) : `“${t.memory || '—'}” memory`} · {plural(f.partitions, 'partition')}
                {f.ha > 1 ? ` · ${f.ha} HA replicas` : ''}
              </span>
              {refused && (
                <span id={refusedId} className="size-refused small">
                  {refused}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <p className="size-legend muted small" aria-hidden="true">
        <span className="swatch swatch-cpu" /> vCPU <span className="swatch swatch-mem" /> Memory (bars on a doubling scale)
      </p>
      {current && (
        <p id={`${id}-summary`} className={`size-change${change && change.direction !== 'same' ? ` size-change-${change.direction}` : ''}`} aria-live="polite">
          {selected ? (
            <>
              <strong>
                {current.typeName} → {selected.typeName}
              </strong>
              {change ? ` · ${describeChange(change)}` : ''}
            </>
          ) : (
            'Choose a size'
          )}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
