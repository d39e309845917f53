import './loading.css';

/**
 * The storefront's waiting marks, in plain HTML and the shop's stylesheet (`loading.css`): antd's
 * Spin and Skeleton bring antd's style engine to every page (issue 29). A spinner says it is busy
 * (`role="status"`); a skeleton holds the place of what comes.
 */
export function Spinner({
  size = 'middle',
  tip,
  fullscreen,
}: {
  size?: 'middle' | 'large';
  tip?: string;
  fullscreen?: boolean;
}) {
  const spinner = (
    <div className={`spinner spinner-${size}`} role="status" aria-busy="true" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      {tip !== undefined ? <span className="spinner-tip">{tip}</span> : <span className="visually-hidden">…</span>}
    </div>
  );
  return fullscreen ? <div className="spinner-fullscreen">{spinner}</div> : spinner;
}

/** Grey bars in the place of a title and `rows` lines of text. */
export function Skeleton({ rows = 3, image, className }: { rows?: number; image?: boolean; className?: string }) {
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} aria-hidden="true">
      {image && <div className="skeleton-image" />}
      <div className="skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
