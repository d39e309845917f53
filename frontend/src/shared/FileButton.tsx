import { useState, type ReactNode } from 'react';
import { Button, notification } from 'antd';
import { messageOf } from './http';
import { downloadFile } from './saveFile';

/** One file button: reads the file, saves it, and says the server's refusal when there is one. */
export function FileButton({ path, label, icon }: { path: string; label: string; icon: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={icon}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(path)
          .catch((error: unknown) => notification.error({ title: messageOf(error) }))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
