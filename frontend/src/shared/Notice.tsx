import type { ReactNode } from 'react';
import './notice.css';

/**
 * A page's word when there is nothing to show (none yet, not found, could not load), in plain HTML:
 * antd's Result and Empty bring antd's style engine to the page (issue 29).
 */
export function Notice({
  title,
  tone = 'info',
  extra,
}: {
  title: ReactNode;
  tone?: 'info' | 'warning';
  extra?: ReactNode;
}) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      <p className="notice-title">{title}</p>
      {extra !== undefined && <div className="notice-extra">{extra}</div>}
    </div>
  );
}
