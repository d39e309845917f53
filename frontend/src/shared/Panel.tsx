import type { ReactNode } from 'react';
import './panel.css';

/** A light card: antd's Card brings Tabs along, which the storefront's first load cannot afford. */
export function Panel({
  title,
  extra,
  cover,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  cover?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `panel ${className}` : 'panel'}>
      {cover && <div className="panel-cover">{cover}</div>}
      {(title || extra) && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
          {extra}
        </div>
      )}
      <div className="panel-body">{children}</div>
    </div>
  );
}
