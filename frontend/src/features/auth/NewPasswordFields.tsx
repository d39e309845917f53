import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../shared/TextField';

type Box = Omit<TextFieldProps, 'label' | 'type'>;

/** A new password, typed twice (checked by `newPasswordProblems`: at least 8 characters, the same both times). */
export function NewPasswordFields({ password, confirm }: { password: Box; confirm: Box }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.newPasswordHint')}
      />
      <TextField {...confirm} label={t('auth.confirmPassword')} type="password" autoComplete="new-password" />
    </>
  );
}
