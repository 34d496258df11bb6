import { Link, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { focusScreenHeading } from '@/ui/focus';
import { Toaster } from '@/ui/toasts';
import { OfflineBanner } from './offline-banner';
import { credentials } from '@/api/credentials';
import { runtime } from '@/api/runtime';
import { PaletteLauncher } from './palette-launcher';
import { CredentialPromptHost } from './credential-prompt-host';
import { OrgName } from '@/features/organization/org-name';
import { ActingPill } from '@/kernel/access';
import { DelinquentBanner } from '@/features/billing/delinquent-banner';
import { orgKeys } from '@/api/org-keys';
import { lazyNamed } from '@/ui/lazy';

// Only someone with keys of several organizations sees the switcher: its code comes then.
const OrgSwitcher = lazyNamed(() => import('@/features/organization/org-switcher'), 'OrgSwitcher');
import { mainNav } from '@/lib/navigation';

export function AppShell({ children }: { children: ReactNode }) {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  useSyncExternalStore(orgKeys.subscribe, orgKeys.version, orgKeys.version);
  const source = credentials.sourceOf('apiKey');
  const router = useRouter();
  // On a phone the sections sit behind a Menu button: one header row instead of three.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => router.subscribe('onResolved', () => setMenuOpen(false)), [router]);
  // After moving to another screen, focus goes to its heading: the link that was
  // used is often gone, and focus would otherwise fall back to the page's start.
  useEffect(() => {
    // The heading of the screen being left: the new one may render a while after the
    // route resolves (its code still arriving on a cold start), and focus waits for it (5 s at most).
    let leaving: { heading: Element | null; text: string | null } = { heading: null, text: null };
    const offBefore = router.subscribe('onBeforeNavigate', () => {
      const heading = document.querySelector('#main h1');
      leaving = { heading, text: heading?.textContent ?? null };
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      const until = performance.now() + 5000;
      const settle = () => {
        const heading = document.querySelector('#main h1');
        const unchanged = !heading || (heading === leaving.heading && heading.textContent === leaving.text);
        if (unchanged && performance.now() < until) return void requestAnimationFrame(settle);
        if (document.querySelector('[role="dialog"]')) return;
        // A screen that put focus somewhere itself (a field it opens on) keeps it.
        const active = document.activeElement;
        if (active && active !== document.body && document.getElementById('main')?.contains(active)) return;
        focusScreenHeading();
      };
      requestAnimationFrame(settle);
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header
        className={`topbar${menuOpen ? ' menu-open' : ''}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && menuOpen) {
            setMenuOpen(false);
            document.getElementById('menu-button')?.focus();
          }
        }}
      >
        <Link to="/workgroups" className="brand">
          <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M9 22 16 10l7 12z" stroke="var(--surface)" strokeWidth="2.2" fill="none" />
          </svg>
          <span className="brand-name">Graph Cloud Console</span>
        </Link>
        <button
          type="button"
          id="menu-button"
          className="button menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        <nav aria-label="Main" className="mainnav" id="main-nav">
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="topbar-status">
          <PaletteLauncher />
          {source !== 'none' && <OrgName demo={source === 'demo'} />}
          {source !== 'none' && <ActingPill />}
          {source !== 'none' && orgKeys.list().length > 1 && (
            <Suspense fallback={null}>
              <OrgSwitcher />
            </Suspense>
          )}
          {source === 'none' && (
            <Link to="/settings" className="pill pill-warn">
              No API key
            </Link>
          )}
          {runtime.mode === 'proxy' && <span className="pill">Live service</span>}
        </div>
      </header>
      <OfflineBanner />
      {source !== 'none' && <DelinquentBanner />}
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Toaster />
      <CredentialPromptHost />
    </div>
  );
}
