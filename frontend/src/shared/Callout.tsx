import './callout.css';

/**
 * A word above or in a form in plain HTML, antd's Alert's look without its code (the shopper's
 * forms draw no antd: issue 29): what went wrong (`Refusal`), what was done (`Done`), or what to
 * know (`Note`). Each appears after something the shopper did, and is read out when it does
 * (`role="alert"`, as antd's Alert).
 */
function Callout({ tone, title, text }: { tone: 'error' | 'success' | 'info'; title: string; text?: string }) {
  return (
    <div className={`callout callout-${tone}`} role="alert">
      <p className="callout-title">{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}

/** The server's refusal (a sign-in, a registration, a password's change, a claim). */
export const Refusal = ({ message }: { message: string }) => <Callout tone="error" title={message} />;

/** What was asked has been done, and what follows. */
export const Done = ({ title, text }: { title: string; text?: string }) => (
  <Callout tone="success" title={title} text={text} />
);

/** A word to know. */
export const Note = ({ title }: { title: string }) => <Callout tone="info" title={title} />;
