// Phone, login (phone or e-mail) and password inputs built on TextField: the phone mask
// +7 (###) ###-##-##, and passwords without Cyrillic letters and with a show/hide toggle.
import { useState } from 'react';
import {
  nextLoginValue,
  nextPhoneValue,
  PHONE_MASK_PLACEHOLDER,
  stripCyrillic,
} from '../../../sync/rules/phone-mask.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type BaseProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'onValue'> & { onValue: (value: string) => void };

export function PhoneField({ value, onValue, ...rest }: BaseProps) {
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK_PLACEHOLDER}
      value={value}
      onValue={(typed) => onValue(nextPhoneValue(value, typed))}
    />
  );
}

export function LoginField({ value, onValue, ...rest }: BaseProps) {
  return (
    <TextField
      {...rest}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="Телефон или e-mail"
      value={value}
      onValue={(typed) => onValue(nextLoginValue(value, typed))}
    />
  );
}

export function PasswordField({ value, onValue, autoComplete = 'current-password', ...rest }: BaseProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={100}
      value={value}
      onValue={(typed) => onValue(stripCyrillic(typed))}
      addon={
        <button
          type="button"
          className="field__addon"
          aria-pressed={shown}
          aria-label={shown ? 'Скрыть пароль' : 'Показать пароль'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Скрыть' : 'Показать'}
        </button>
      }
    />
  );
}
