import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import './popupMenu.css';

export type PopupChoice = { key: string; label: ReactNode; disabled?: boolean; current?: boolean } | 'divider';

/**
 * A button that opens a short list of choices under it (the header's account menu, the listing's
 * sort), in plain HTML and the shop's stylesheet: antd's Dropdown brings its menu, trigger and
 * form code (about 35 KB gzipped) to every page it is on (issue 29). A menu by ARIA's pattern: the
 * first choice takes the focus, up and down move round, Escape or a click elsewhere closes it.
 */
export function PopupMenu({
  button,
  choices,
  onChoose,
  align = 'right',
}: {
  button: ButtonProps;
  choices: PopupChoice[];
  onChoose: (key: string) => void;
  align?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const list = box.current?.querySelector('[role=menu]');
    (list?.querySelector<HTMLElement>('[aria-current=true]:not([disabled])') ?? firstChoice(list))?.focus();
    const away = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>(usable)];
    const at = all.indexOf(document.activeElement as HTMLElement);
    all[(at + (event.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length]?.focus();
  };
  return (
    <div className="popup-menu" ref={box}>
      <Button {...button} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((was) => !was)} />
      {open && (
        <ul role="menu" className={`popup-menu-list popup-menu-${align}`} onKeyDown={move}>
          {choices.map((choice, at) =>
            choice === 'divider' ? (
              <li key={`divider-${at}`} role="separator" className="popup-menu-divider" />
            ) : (
              <li key={choice.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  disabled={choice.disabled}
                  aria-current={choice.current || undefined}
                  onClick={() => {
                    setOpen(false);
                    onChoose(choice.key);
                  }}
                >
                  {choice.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

const usable = 'button[role=menuitem]:not([disabled])';
const firstChoice = (list: Element | null | undefined) => list?.querySelector<HTMLElement>(usable);
