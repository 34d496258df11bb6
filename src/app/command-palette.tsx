import { useId, useMemo, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { paletteItems, screenActions, searchPalette } from './palette';
import { Dialog } from '@/ui/dialog';

/** Ctrl/Cmd-K: jump to any screen, workgroup or workspace, or start an action, by keyboard. */
export default function CommandPalette({
  open,
  onOpenChange,
  takeTypedAhead,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  takeTypedAhead: () => string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const workgroups = useQuery({ ...workgroupQueries.list(), enabled: open });
  // What was typed after Ctrl-K while this code was still on its way is taken when the box gets focus, never
  // while rendering: a render React throws away (reads landing meanwhile interrupt it) would lose those keys.
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Closed however it was (Escape, ×, Ctrl-K again, a choice): it opens again empty, so what is typed next is a search of its own.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setQuery('');
      setActive(0);
    }
  }
  const here = useRouterState({ select: (s) => s.matches[s.matches.length - 1] });
  const items = useMemo(
    () => [...screenActions(here?.routeId ?? '', (here?.params ?? {}) as Record<string, string>), ...paletteItems(workgroups.data ?? [])],
    [here?.routeId, here?.params, workgroups.data],
  );
  const results = useMemo(() => searchPalette(items, query), [items, query]);
  const current = results[Math.min(active, results.length - 1)];

  const go = (index: number) => {
    const item = results[index];
    if (!item) return;
    onOpenChange(false);
    setQuery('');
    // Items are built from the route tree's own paths; their params are those paths' params.
    void navigate({ to: item.to, params: item.params as never, search: item.search as never, hash: item.hash });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Go to or do"
      description="Type to find a screen, workgroup or workspace, or an action. Arrow keys choose, Enter goes."
    >
      <div className="palette">
        <input
          type="text"
          role="combobox"
          aria-label="Search screens, workgroups, workspaces and actions"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${id}-${current.id}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          data-palette-input=""
          onFocus={() => {
            const more = takeTypedAhead();
            if (more) setQuery((q) => q + more);
          }}
          placeholder="e.g. fraud, new schedule, settings"
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, results.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              go(Math.min(active, results.length - 1));
            }
          }}
        />
        <ul id={`${id}-list`} role="listbox" aria-label="Results" className="palette-list">
          {results.map((item, i) => (
            <li
              key={item.id}
              id={`${id}-${item.id}`}
              role="option"
              aria-selected={item === current}
              className={item === current ? 'active' : ''}
              onMouseMove={() => setActive(i)}
              onClick={() => go(i)}
            >
              <span className="break">{item.label}</span>
              <span className="muted small">{item.group}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 && <p className="muted">Nothing matches “{query}”.</p>}
        {workgroups.isPending && <p className="muted small">Loading workgroups…</p>}
      </div>
    </Dialog>
  );
}
