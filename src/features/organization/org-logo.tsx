import { useState, type ReactNode } from 'react';
import { logoUrlProblem } from '@/kernel/logo-url';

/**
 * An organization's logo: an image at an http(s) address, sized, with its name as the
 * alternative text. Any other address (or one that does not load) shows nothing: the
 * name beside it says the same.
 */
export function OrgLogo({
  url,
  name,
  size = 20,
  decorative = false,
  unshown = null,
}: {
  url: string;
  name: string;
  size?: number;
  decorative?: boolean;
  /** Shown in its place where the address is not an image's or the image does not load (the Organization screen says why). */
  unshown?: ReactNode;
}) {
  const [failed, setFailed] = useState<string>();
  if (!url || logoUrlProblem(url) || failed === url) return unshown;
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
