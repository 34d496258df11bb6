import { useState } from 'react';
import type { AllowedIp } from '../../api/schemas';
import { useAddAllowedIp } from '../../api/queries/allow-list';
import { isApiError } from '../../api/api-error';
import { freeText } from '../../api/schemas';
import { parsePastedEntries, parseAllowListAddress } from '../../lib/cidr';
import { Field } from '../../ui/field';
import { useSubmitLock } from '../../ui/form-helpers';
import { toast } from '../../app/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { clearDraft, readDraft, writeDraft } from '../../ui/form-draft';
import { allowListQueries } from '../../api/queries/allow-list';

interface LineProblem {
  text: string;
  message: string;
}

const noteSchema = freeText('Note', 256);

/** One entry a line, an optional note after a comma or a space; each line stands or fails alone. */
export function PasteEntriesForm({ workgroupId, entries }: { workgroupId: string; entries: AllowedIp[] }) {
  const add = useAddAllowedIp(workgroupId);
  const lock = useSubmitLock();
  const qc = useQueryClient();
  // What was pasted survives a reload of this tab, until it is all added or cleared.
  const draftKey = `allow-list-paste.${workgroupId}`;
  const [text, setTextState] = useState(() => readDraft<{ text: string }>(draftKey)?.text ?? '');
  const setText = (value: string) => {
    setTextState(value);
    if (value.trim()) writeDraft(draftKey, { text: value });
    else clearDraft(draftKey);
  };
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [summary, setSummary] = useState('');

  async function submit() {
    const lines = parsePastedEntries(text);
    if (lines.length === 0) {
      setProblems([{ text: '', message: 'Paste at least one address or range' }]);
      return;
    }
    // The list as it is now: an earlier attempt whose answer was lost may have added some.
    const current = await qc.fetchQuery({ ...allowListQueries.entries(workgroupId), staleTime: 0 }).catch(() => entries);
    const seen = new Set(current.map((e) => parseAllowListAddress(e.cidr)).flatMap((p) => (p.ok ? [p.normalized] : [])));
    const failed: LineProblem[] = [];
    let added = 0;
    for (const line of lines) {
      if (!line.result.ok) {
        failed.push({ text: line.text, message: `Line ${line.line}: ${line.result.error}` });
        continue;
      }
      const note = noteSchema.safeParse(line.note);
      if (!note.success) {
        failed.push({ text: line.text, message: `Line ${line.line}: ${note.error.issues[0]!.message}` });
        continue;
      }
      if (seen.has(line.result.normalized)) {
        failed.push({ text: line.text, message: `Line ${line.line}: ${line.result.normalized} is already in the list` });
        continue;
      }
      try {
        await add.mutateAsync({ cidr: line.result.normalized, note: line.note || undefined });
        seen.add(line.result.normalized);
        added++;
      } catch (e) {
        const reason = isApiError(e) ? `${e.reason}${e.requestId ? ` (Request ID ${e.requestId})` : ''}` : String(e);
        failed.push({ text: line.text, message: `Line ${line.line}: ${reason}` });
      }
    }
    // The box keeps only the lines that still need attention.
    setText(failed.filter((f) => f.text).map((f) => f.text).join('\n'));
    setProblems(failed);
    setSummary(`${added} added${failed.length ? `; ${failed.length} ${failed.length === 1 ? 'line needs' : 'lines need'} attention` : ''}.`);
    if (added) toast({ tone: 'success', title: `${added} ${added === 1 ? 'entry' : 'entries'} added to the allow list` });
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void lock(submit);
      }}
    >
      <Field
        label="Entries, one per line"
        error={problems.length ? `${problems.length === 1 ? 'One line was' : `${problems.length} lines were`} not added` : undefined}
        hint={'For example: 198.51.100.0/24, Branch office'}
      >
        <textarea rows={5} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      {problems.length > 0 && (
        <ul className="line-errors" aria-label="Lines not added">
          {problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      {summary && (
        <p role="status" className="muted">
          {summary}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add all'}
        </button>
      </div>
    </form>
  );
}
