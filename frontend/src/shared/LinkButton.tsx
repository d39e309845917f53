import type { ReactNode } from 'react';
import { Button } from './Button';
import { useLinkClickHandler } from 'react-router-dom';

/**
 * A button that goes to a page of the shop: an `<a href>` (a page read without JavaScript follows
 * it, a middle click opens a tab), which the router follows in place, as a `Link` is, rather than
 * loading the whole shop again.
 */
export function LinkButton({
  to,
  replace,
  className,
  children,
}: {
  to: string;
  replace?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const follow = useLinkClickHandler<HTMLElement>(to, { replace });
  return (
    <Button type="primary" block href={to} className={className} onClick={follow}>
      {children}
    </Button>
  );
}
