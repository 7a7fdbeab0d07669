import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { RichText, useLocalisedHref, useT } from '~/components/i18n/context';

/**
 * The form and its checks (zod, Conform, the login schema: ~40 KB gzip) load when the dialog first
 * opens, or when the pointer or focus reaches a Login button (`preloadLoginForm`), not with every
 * page: most visitors never open it (bench/RESULTS.md, first-load JavaScript).
 */
const loadLoginForm = () => import('./login-modal-form');
const LoginModalForm = lazy(loadLoginForm);

export function preloadLoginForm(): void {
  void loadLoginForm();
}

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])';

/**
 * SPEC.md login modal: Email Address and Password (both required), Login, 'Register here'. It is a
 * native modal <dialog> (the rest of the page becomes inert); Tab is kept inside it, it closes on
 * the backdrop, the close button and Escape, and focus returns to whatever opened it. The form is
 * a plain POST to /login so it works the same with or without the client router; it checks the
 * fields with LoginSchema, the schema /login's action uses, and a refused login is answered on the
 * /login page with the email kept.
 */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const t = useT('shell');
  const href = useLocalisedHref();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
    }
  }, [open]);

  return (
    // A click on the backdrop lands on the dialog itself and closes it (SPEC: the modal closes on the
    // backdrop); keyboard users have Escape (onCancel) and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby="login-modal-title"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
    >
      {/* The form exists only while the dialog is open, so pages with their own login or
          registration form never have two "Email Address" fields. */}
      {open ? (
        <div className="relative p-6">
          <button
            type="button"
            aria-label={t('close')}
            onClick={onClose}
            className="absolute right-3 top-3 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
          <h2 id="login-modal-title" className="text-xl font-bold text-slate-900">
            {t('login')}
          </h2>
          <Suspense fallback={<p className="mt-4 h-52 text-slate-600">{t('loadingLogin')}</p>}>
            <LoginModalForm redirectTo={location.pathname + location.search} />
          </Suspense>
          <p className="mt-4 text-center text-sm text-slate-700">
            <RichText
              text={t('newToMarketplace')}
              parts={[
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText fills the link with the message's words
                <a key="register" href={href('/register')} className="font-semibold text-brand-700 hover:underline" />,
              ]}
            />
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
