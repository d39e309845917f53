import './refusal.css';

/**
 * The server's refusal of a sign-in, a registration or a password's change, above the form. A
 * plain block rather than antd's Alert: these pages draw no antd (issue 29).
 */
export function Refusal({ message }: { message: string }) {
  return (
    <p className="auth-alert auth-refusal" role="alert">
      {message}
    </p>
  );
}

/** Done: what was asked has been done, and what follows (a plain block, as `Refusal` is). */
export function Done({ title, text }: { title: string; text?: string }) {
  return (
    <div className="auth-alert auth-done" role="status">
      <p className="auth-done-title">{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}
