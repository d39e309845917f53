import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../shared/TextField';

/** The e-mail box of the sign-in, registration and forgotten-password forms (checked by `emailProblem`). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
    />
  );
}
