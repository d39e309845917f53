/**
 * The server's refusal of a sign-in or registration, above the form. A plain block rather than
 * antd's Alert: the login page is a first load (scripts/first-load.mjs), where Alert and its
 * icons weigh nearly 4 KB.
 */
export function Refusal({ message }: { message: string }) {
  return (
    <p className="auth-alert auth-refusal" role="alert">
      {message}
    </p>
  );
}
