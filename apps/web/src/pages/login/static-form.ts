import type { LoginBody } from '@bo/contract';
import { LOGIN_FIELDS, type LoginField } from './login-fields';

/**
 * What the user did on index.html's static sign-in form (drawn by CSS, filled by public/boot.js)
 * before the code arrived, so React takes it over without losing anything: the values typed, the
 * tab chosen, the focused element with its selection, and a press of Enter or the button.
 */
export interface StaticForm {
  values: LoginBody;
  mode: 'account' | 'qr';
  /** id of the element of the form that had the focus, with the selection of an input. */
  focus: { id: string; start: number | null; end: number | null } | null;
  /** Sent before the code was there (public/boot.js held it back): send it now. */
  submitted: boolean;
}

let captured: StaticForm | null = null;

/**
 * Reads the static form if it is still on screen. main.tsx calls it in the same task in which
 * React then draws over it, so nothing typed in between can be lost.
 */
export function captureStaticForm(doc: Document = document): StaticForm | null {
  const root = doc.querySelector<HTMLElement>('.bo-login[data-static]');
  if (!root) return (captured = null);
  const input = (f: LoginField) => root.querySelector<HTMLInputElement>(`#login-${f}`);
  const active = doc.activeElement;
  const focused = active instanceof HTMLElement && active.id && root.contains(active) ? active : null;
  const selectable = focused instanceof HTMLInputElement && LOGIN_FIELDS.some((f) => input(f) === focused);
  captured = {
    values: {
      gscode: input('gscode')?.value ?? '',
      username: input('username')?.value ?? '',
      password: input('password')?.value ?? '',
    },
    mode: root.querySelector<HTMLInputElement>('#login-mode-qr')?.checked ? 'qr' : 'account',
    focus: focused
      ? {
          id: focused.id,
          start: selectable ? focused.selectionStart : null,
          end: selectable ? focused.selectionEnd : null,
        }
      : null,
    submitted: root.querySelector('form')?.dataset.submitted === 'true',
  };
  return captured;
}

/** The captured state, for the first sign-in page drawn (read it in a state initialiser). */
export const staticForm = () => captured;

/** The first page has taken it over: a later visit of /login starts afresh. */
export function forgetStaticForm() {
  captured = null;
}

/** Gives the focus (and the selection of an input) back to the element that had it. */
export function restoreFocus(focus: NonNullable<StaticForm['focus']>): boolean {
  const el = document.getElementById(focus.id);
  if (!el) return false;
  el.focus();
  if (el instanceof HTMLInputElement && focus.start !== null) {
    try {
      el.setSelectionRange(focus.start, focus.end ?? focus.start);
    } catch {
      // the input's type has no selection (never for ours)
    }
  }
  return true;
}
