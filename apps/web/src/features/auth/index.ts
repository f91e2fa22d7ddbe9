// What other features may use: the form kit of the account screens and the session helpers.
export { Field, PasswordField, SelectField } from './form/Field.tsx';
export { errorText, retryAfterSeconds, translateMessage } from './form/messages.ts';
export { OtpField, ResendOtp } from './form/OtpControls.tsx';
export { BusyButton } from './form/BusyButton.tsx';
export { useCountdown } from './form/useCountdown.ts';
export { fetchUser, leaveAccount, USER_QUERY_KEY } from './session.ts';
export { storedEmail } from '../../shared/storage/keys.ts';
export { useSignOut } from './useSignOut.ts';
export { default as formStyles } from './form/form.module.css';
