import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AllowedIp } from './allow-list-schema';
import { allowListQueries, useAllowListBatch } from './allow-list-queries';
import { isApiError } from '@/api/api-error';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { isWideRange, parsePastedEntries } from '@/lib/cidr';
import { runPool } from '@/lib/pool';
import { Field } from '@/ui/field';
import { useSubmitLock } from '@/ui/send-once';
import { lazySchema } from '@/ui/zod-resolver';
import { toast } from '@/ui/toasts';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import { CopyRequest } from '@/ui/copy-request';
import { WideRangeConsent, useWideRangeConsent } from './wide-range-consent';

interface LineProblem {
  /** The line as the box shows it (0: about the whole paste). */
  line: number;
  text: string;
  reason: string;
}

// The note's check (zod) is needed once the person adds the entries, not to draw the form.
const noteSchema = lazySchema(() => import('@/api/schemas/text').then((m) => m.freeText('Note', 256)));
/** Requests under way at once: a paste of 200 entries takes seconds, not half a minute, without flooding the service. */
const AT_ONCE = 4;

/** One entry a line, an optional note after a comma or a space; each line stands or fails alone. */
export function PasteEntriesForm({ workgroupID, entries }: { workgroupID: string; entries: AllowedIp[] }) {
  const batch = useAllowListBatch(workgroupID);
  const lock = useSubmitLock();
  const qc = useQueryClient();
  // What was pasted survives a reload of this tab, until it is all added or cleared.
  const draftKey = `allow-list-paste.${workgroupID}`;
  const [text, setTextState] = useState(() => readDraft<{ text: string }>(draftKey)?.text ?? '');
  const setText = (value: string) => {
    setTextState(value);
    if (value.trim()) writeDraft(draftKey, { text: value });
    else clearDraft(draftKey);
  };
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [summary, setSummary] = useState('');
  const [progress, setProgress] = useState<{ done: number; of: number }>();
  const lines = parsePastedEntries(text);
  const wide = lines.flatMap((l) => (l.result.ok && isWideRange(l.result) ? [l.result.normalized] : []));
  const consent = useWideRangeConsent(wide);

  async function submit() {
    if (lines.length === 0) {
      setProblems([{ line: 0, text: '', reason: 'Paste at least one address or range' }]);
      return;
    }
    if (consent.needed) {
      consent.refuse();
      return;
    }
    // The list as it is now: an earlier attempt whose answer was lost may have added some.
    const current = await qc.fetchQuery({ ...allowListQueries.entries(workgroupID), staleTime: 0 }).catch(() => entries);
    const seen = new Set(current.map((e) => parseAllowListAddress(e.cidr)).flatMap((p) => (p.ok ? [p.normalized] : [])));
    const failed: LineProblem[] = [];
    const toSend: { line: (typeof lines)[number]; cidr: string }[] = [];
    // Without its check (its code could not be fetched), a note goes as typed: the service checks it too.
    const notes = await noteSchema.load().catch(() => undefined);
    for (const line of lines) {
      if (!line.result.ok) {
        failed.push({ line: line.line, text: line.text, reason: `${line.result.error}` });
        continue;
      }
      const note = notes?.safeParse(line.note);
      if (note && !note.success) {
        failed.push({ line: line.line, text: line.text, reason: `${note.error.issues[0]!.message}` });
        continue;
      }
      if (seen.has(line.result.normalized)) {
        failed.push({ line: line.line, text: line.text, reason: `${line.result.normalized} is already in the list` });
        continue;
      }
      seen.add(line.result.normalized);
      toSend.push({ line, cidr: line.result.normalized });
    }
    let done = 0;
    setProgress({ done, of: toSend.length });
    // A full list stops the paste: the remaining lines would all meet the same limit.
    const outcomes = await runPool(
      toSend,
      AT_ONCE,
      async ({ line, cidr }) => {
        const entry = await batch.add({ cidr, note: line.note || undefined });
        setProgress({ done: ++done, of: toSend.length });
        return entry;
      },
      (e) => isApiError(e) && e.quotaExceeded,
    );
    setProgress(undefined);
    if (toSend.length) await batch.finished();
    let added = 0;
    let quota: string | undefined;
    outcomes.forEach((o, i) => {
      const { line } = toSend[i]!;
      if (o.status === 'done') added++;
      else if (o.status === 'failed') {
        const e = o.error;
        if (isApiError(e) && e.quotaExceeded) quota = `${e.reason}${e.requestId ? ` (Request ID ${e.requestId})` : ''}`;
        const reason = isApiError(e)
          ? `${e.quotaExceeded ? 'the allow list is full: ' : ''}${e.reason}${e.requestId ? ` (Request ID ${e.requestId})` : ''}`
          : String(e);
        failed.push({ line: line.line, text: line.text, reason: `${reason}` });
      } else failed.push({ line: line.line, text: line.text, reason: `not sent, the allow list is full` });
    });
    failed.sort((a, b) => a.line - b.line);
    // The box keeps only the lines that still need attention, so they are numbered as the box now shows them.
    const kept = failed.filter((f) => f.text);
    setText(kept.map((f) => f.text).join('\n'));
    setProblems(kept.map((f, i) => ({ ...f, line: i + 1 })));
    setSummary(
      `${added} added${failed.length ? `; ${failed.length} ${failed.length === 1 ? 'line needs' : 'lines need'} attention` : ''}.` +
        (quota ? ` The service allows no more entries in this workgroup (${quota}): remove some, or narrow several into one range.` : ''),
    );
    if (added) toast({ tone: 'success', title: `${added} ${added === 1 ? 'entry' : 'entries'} added to the allow list` });
  }

  const busy = progress !== undefined;
  return (
    <form
      className="form"
      noValidate
      // The note's check (zod) is fetched when the person comes into the form, before any send, not with the screen.
      onFocus={() => void noteSchema.load().catch(() => undefined)}
      onSubmit={(e) => {
        e.preventDefault();
        void lock(submit);
      }}
    >
      <Field
        label="Entries, one per line"
        error={problems.length ? `${problems.length === 1 ? 'One line was' : `${problems.length} lines were`} not added` : undefined}
        hint={`For example: 198.51.100.0/24, Branch office${lines.length > 1 ? ` · ${lines.length} lines` : ''}`}
      >
        <textarea rows={5} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <WideRangeConsent consent={consent} />
      {problems.length > 0 && (
        <ul className="line-errors" aria-label="Lines not added">
          {problems.map((p, i) => (
            <li key={i}>{p.line ? `Line ${p.line}: ${p.reason}` : p.reason}</li>
          ))}
        </ul>
      )}
      {(summary || progress) && (
        <p role="status" className="muted">
          {progress ? `Adding ${progress.done} of ${progress.of}…` : summary}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add all'}
        </button>
        <CopyRequest
          operation="addAllowedIp"
          args={() => lines.flatMap((l) => (l.result.ok ? [{ params: { workgroupID }, body: { cidr: l.result.normalized, note: l.note || undefined } }] : []))}
        />
      </div>
    </form>
  );
}
