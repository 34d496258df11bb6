import { useEffect, useState } from 'react';

/**
 * A range that lets in a large part of the internet (0.0.0.0/0 and anything
 * wider than /8, or ::/0 … /31) is never added in one click: the person ticks
 * that they mean it, and the tick is forgotten when the range changes.
 */
export function useWideRangeConsent(wide: readonly string[]) {
  const key = wide.join(',');
  const [consented, setConsented] = useState('');
  // A submit refused for want of the tick: said beside the box until the ranges change.
  const [refused, setRefused] = useState('');
  useEffect(() => {
    setConsented((c) => (c === key ? c : ''));
    setRefused((r) => (r === key ? r : ''));
  }, [key]);
  const needed = wide.length > 0 && consented !== key;
  return {
    needed,
    wide,
    consented: consented === key && wide.length > 0,
    refused: refused === key && needed,
    setConsented: (yes: boolean) => setConsented(yes ? key : ''),
    refuse: () => setRefused(key),
  };
}

export function WideRangeConsent({ consent }: { consent: ReturnType<typeof useWideRangeConsent> }) {
  if (consent.wide.length === 0) return null;
  const refused = consent.refused;
  const list = consent.wide.join(', ');
  return (
    <div className={`notice notice-warn${refused ? ' notice-invalid' : ''}`} role={refused ? 'alert' : undefined}>
      <strong>{consent.wide.length === 1 ? `${list} is a very wide range` : `${consent.wide.length} very wide ranges: ${list}`}</strong>
      <p>
        {consent.wide.some((w) => w === '0.0.0.0/0' || w === '::/0')
          ? 'It allows every address on the internet: the allow list would no longer protect this workgroup.'
          : 'It lets in a large part of the internet: the allow list would protect this workgroup much less.'}
      </p>
      <label className="check-field">
        <input type="checkbox" checked={consent.consented} onChange={(e) => consent.setConsented(e.target.checked)} /> Allow{' '}
        {consent.wide.length === 1 ? 'this range' : 'these ranges'} anyway
      </label>
      {refused && (
        <p className="field-error">
          Tick the box to add {consent.wide.length === 1 ? 'this range' : 'these ranges'}, or narrow {consent.wide.length === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  );
}
