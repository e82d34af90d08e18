// For visitors who are not signed in: reading is open, saving progress asks to sign in
// (the auth modal listens for 'app:auth-required').
import { AUTH_REQUIRED_EVENT } from '../../lib/auth-modal.ts';

const SIGN_IN_TO_SAVE = 'Войти, чтобы сохранять прогресс';

export function SignInPrompt({ text }: { text: string }) {
  return (
    <div className="learn-signin">
      <p>{text}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT))}
      >
        {SIGN_IN_TO_SAVE}
      </button>
    </div>
  );
}
