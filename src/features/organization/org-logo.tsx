import { useState } from 'react';
import { logoUrlProblem } from './logo-url';

/**
 * An organization's logo: an image at an http(s) address, sized, with its name as the
 * alternative text. Any other address (or one that does not load) shows nothing: the
 * name beside it says the same.
 */
export function OrgLogo({ url, name, size = 20, decorative = false }: { url: string; name: string; size?: number; decorative?: boolean }) {
  const [failed, setFailed] = useState<string>();
  if (!url || logoUrlProblem(url) || failed === url) return null;
  return (
    <img
      className="org-logo"
      src={url}
      // Beside the name it says nothing more: empty, so the link's name is what it shows.
      alt={decorative ? '' : `${name} logo`}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
