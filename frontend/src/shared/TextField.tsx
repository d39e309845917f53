import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './textField.css';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  /** What is wrong with it, shown under it (useFields). */
  error?: string;
  /** A word on what to type, under it. */
  hint?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

/**
 * A labelled text box in plain HTML, antd's look in the shop's colours; every box of the shop's
 * plain forms must be filled (`aria-required`). Its problem is read out
 * when it appears (`role="alert"`, as antd's form items). A password's box has a button that
 * shows what was typed, as antd's had; its words say what pressing it does ("Hiện", "Ẩn").
 */
export function TextField({ label, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <input
          {...input}
          id={id}
          type={type === 'password' && visible ? 'text' : type}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {type === 'password' && (
          <button type="button" className="field-reveal" aria-controls={id} onClick={() => setVisible((now) => !now)}>
            {visible ? t('common.hideTyped') : t('common.showTyped')}
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
