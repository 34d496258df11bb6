import { useState } from 'react';
import { logoUrlProblem } from '@/api/schemas/logo-url';

/**
 * An organization's logo: an image at an http(s) address, sized, with its name as the
 * alternative text. Any other address (or one that does not load) shows nothing: the
 * name beside it says the same.
 */
export function OrgLogo({ url, name, size = 20 }: { url: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string>();
  if (!url || logoUrlProblem(url) || failed === url) return null;
  return (
    <img
      className="org-logo"
      src={url}
      alt={`${name} logo`}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
