import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { monitoringQueries, useSetAlertThresholds } from './monitoring-queries';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { DEFAULT_THRESHOLD, THRESHOLD_RANGE } from './alert-threshold';

type WSParams = { workgroupID: string; workspaceID: string };

function percentError(raw: string, what: string): string | undefined {
  if (raw.trim() === '') return `Enter the ${what} threshold`;
  const n = Number(raw);
  if (!Number.isInteger(n)) return `The ${what} threshold must be a whole number`;
  if (n < THRESHOLD_RANGE.min || n > THRESHOLD_RANGE.max) return `The ${what} threshold must be from ${THRESHOLD_RANGE.min} to ${THRESHOLD_RANGE.max} %`;
  return undefined;
}

/** A workspace's own CPU, memory and disk thresholds (1–100 %), kept by the control plane; alerts fire on them. */
export function ThresholdsForm({ p }: { p: WSParams }) {
  const current = useQuery(monitoringQueries.thresholds(p));
  const save = useSetAlertThresholds(p);
  const send = useSendOnce();
  const [draft, setDraft] = useState<{ cpu: string; memory: string; disk: string } | undefined>();
  const [tried, setTried] = useState(false);
  if (current.isPending) return <p className="muted">Reading the thresholds…</p>;
  if (current.isError) {
    return current.error.notOffered ? (
      <p className="notice">This deployment does not keep a workspace's own thresholds: the vendor's {DEFAULT_THRESHOLD} % applies to CPU and memory.</p>
    ) : (
      <FormError error={current.error} />
    );
  }
  const values = draft ?? {
    cpu: String(current.data.cpu_percent ?? DEFAULT_THRESHOLD),
    memory: String(current.data.memory_percent ?? DEFAULT_THRESHOLD),
    disk: String(current.data.disk_percent ?? DEFAULT_THRESHOLD),
  };
  const errors = { cpu: percentError(values.cpu, 'CPU'), memory: percentError(values.memory, 'memory'), disk: percentError(values.disk, 'disk') };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.cpu || errors.memory || errors.disk) return;
    send(() =>
      save
        .mutateAsync({ cpu_percent: Number(values.cpu), memory_percent: Number(values.memory), disk_percent: Number(values.disk) })
        .then(() => setDraft(undefined)),
    );
  };
  const field = (key: 'cpu' | 'memory' | 'disk', label: string) => (
    <div className="field">
      <label htmlFor={`threshold-${key}`}>{label}</label>
      <input
        id={`threshold-${key}`}
        type="number"
        inputMode="numeric"
        min={THRESHOLD_RANGE.min}
        max={THRESHOLD_RANGE.max}
        value={values[key]}
        aria-invalid={tried && !!errors[key]}
        aria-describedby={tried && errors[key] ? `threshold-${key}-error` : undefined}
        onChange={(e) => setDraft({ ...values, [key]: e.target.value })}
      />
      {tried && errors[key] && (
        <p id={`threshold-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="thresholds-form">
      <p className="muted">
        A warning shows when the busiest node stays above these for 5 minutes; above 90 % (or these, if higher) for 3 minutes is critical. Alerts on them reach
        the organization’s notification channels:{' '}
        <Link to="/alerts" search={{ workspace: p.workspaceID }}>
          see this workspace’s alerts
        </Link>
        .
      </p>
      <div className="row">
        {field('cpu', 'CPU threshold (%)')}
        {field('memory', 'Memory threshold (%)')}
        {field('disk', 'Disk threshold (%)')}
      </div>
      {save.isError && <FormError error={save.error} takeFocus />}
      {save.isSuccess && !draft && (
        <p className="notice notice-ok" role="status">
          Thresholds saved.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save thresholds'}
      </button>
    </form>
  );
}
