import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import './button.css';

export interface ButtonProps {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'middle' | 'large';
  shape?: 'default' | 'circle';
  icon?: ReactNode;
  block?: boolean;
  disabled?: boolean;
  /** A form's submit button. */
  htmlType?: 'button' | 'submit';
  /**
   * Its work under way: it waits, and pressing it again does nothing meanwhile. It stays focusable
   * (not `disabled`), so a keyboard user is not sent back to the top of the page.
   */
  loading?: boolean;
  /** A link that looks like a button (`<a href>`): a page read without JavaScript follows it. */
  href?: string;
  className?: string;
  title?: string;
  lang?: string;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-label'?: string;
  'aria-current'?: AnchorHTMLAttributes<HTMLElement>['aria-current'];
  'aria-expanded'?: boolean;
  'aria-haspopup'?: ButtonHTMLAttributes<HTMLElement>['aria-haspopup'];
}

/**
 * The storefront's button, in plain HTML and the shop's stylesheet (`button.css`, antd's look in the
 * shop's colours): antd's Button brings antd's style engine and theme (about 45 KB gzipped) to every
 * page it is on, and its styles inline into every server-rendered page (issue 29). The back office
 * and the shopper's forms keep antd's.
 */
export function Button({
  type = 'default',
  size = 'middle',
  shape = 'default',
  icon,
  block,
  disabled,
  htmlType = 'button',
  loading = false,
  href,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    `btn-${type}`,
    size === 'large' && 'btn-lg',
    shape === 'circle' && 'btn-circle',
    block && 'btn-block',
    loading && 'btn-loading',
    icon !== undefined && (children === undefined || children === null) && 'btn-icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {icon !== undefined && <span className="btn-icon">{icon}</span>}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
  if (href !== undefined) {
    // A disabled link is no link: no href, and said so.
    return (
      <a
        {...rest}
        className={classes}
        href={disabled ? undefined : href}
        aria-disabled={disabled || undefined}
        onClick={disabled ? (event) => event.preventDefault() : onClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {content}
    </button>
  );
}
