import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { noticesOf, type AnswerNotices } from '@/api/client';
import { describeNotice as describe, isLeftOutEntry } from '@/api/schemas/read';
import { CopyButton } from './copy-button';
import { noticeQueries } from '@/api/screen-reads';
import type { ParamsOf, RouteFacts } from '@/api/route-facts';

type ScreenQuery = { queryKey: QueryKey };

/** The whole account, for a bug report: no key or token is ever part of it. */
function noticeReport(answers: readonly AnswerNotices[]): string {
  return answers
    .map((a) => [`${a.title} (${a.method} ${a.path}, RequestID ${a.requestId || 'none'})`, ...a.notices.map((n) => `  ${describe(n)}`)].join('\n'))
    .join('\n');
}

/** "1 of 4 entries could not be read and are not shown; 2 values could not be read (shown as —)". */
function noticeSummary(answers: readonly AnswerNotices[]): string {
  let leftOut = 0;
  let entries = 0;
  let nested = 0;
  let values = 0;
  let readOnly = 0;
  for (const a of answers) {
    const isList = a.entries !== undefined;
    for (const n of a.notices) {
      if (isList && isLeftOutEntry(n)) leftOut++;
      else if (n.kind === 'item') nested++;
      else if (n.kind === 'no-id') readOnly++;
      else values++;
    }
    if (isList && a.notices.some(isLeftOutEntry)) entries += a.entries!;
  }
  const parts: string[] = [];
  if (leftOut) parts.push(`${leftOut} of ${entries} ${entries === 1 ? 'entry' : 'entries'} could not be read and ${leftOut === 1 ? 'is' : 'are'} not shown`);
  if (readOnly) parts.push(`${readOnly} ${readOnly === 1 ? 'entry has' : 'entries have'} no id and ${readOnly === 1 ? 'is' : 'are'} shown read-only`);
  if (nested) parts.push(`${nested} nested ${nested === 1 ? 'entry was' : 'entries were'} left out`);
  if (values) parts.push(`${values} ${values === 1 ? 'value' : 'values'} could not be read (shown as —)`);
  return parts.join('; ');
}

/** The notices of these queries' current data (api/client.ts noticesOf), kept up to date with the query cache. */
function useAnswerNotices(queries: readonly ScreenQuery[]): AnswerNotices[] {
  const qc = useQueryClient();
  const updatedAt = () => queries.map((q) => qc.getQueryState(q.queryKey)?.dataUpdatedAt ?? 0).join();
  useSyncExternalStore(qc.getQueryCache().subscribe, updatedAt, updatedAt);
  return queries.map((q) => noticesOf(qc.getQueryData(q.queryKey))).filter((a): a is AnswerNotices => a !== undefined);
}

/**
 * One discreet line under a screen's heading when the service's answers held
 * something the console could not read; the details can be copied for a report.
 * `queries` are the screen's query options: their data carries what its answer could not read.
 */
export function ReadNotices({ queries }: { queries: readonly ScreenQuery[] }) {
  const answers = useAnswerNotices(queries);
  if (answers.length === 0) return null;
  return (
    <div className="read-notices small" role="note">
      <details>
        <summary>
          {noticeSummary(answers)}. <span className="read-notices-more">Details</span>
        </summary>
        <div className="read-notices-body">
          <p className="muted">The control service sent these in a form the console could not read. Everything else on this screen is as it sent it.</p>
          <ul className="plain-list mono">
            {answers.flatMap((a) =>
              a.notices.map((n, i) => (
                <li key={`${a.path} ${i}`} className="break">
                  {a.title} · {describe(n)}
                </li>
              )),
            )}
          </ul>
          <CopyButton value={noticeReport(answers)} label="Copy details for a bug report">
            Copy details
          </CopyButton>
        </div>
      </details>
    </div>
  );
}

/** Whether the last answer to a query held something that could not be read. */
export function useHasReadNotices(query: ScreenQuery): boolean {
  return useAnswerNotices([query]).length > 0;
}

/** The notices of a screen's reads, from its route's facts (features/<area>/*.route-facts.ts): all but the quiet ones. */
export function ScreenNotices<F extends RouteFacts>({ facts, params }: { facts: F; params: ParamsOf<F> }) {
  return <ReadNotices queries={noticeQueries(facts, params)} />;
}
