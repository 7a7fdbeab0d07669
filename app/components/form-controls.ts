/** The account area's text inputs, buttons and file pickers: their look, shared by its forms. */
export const inputClass =
  'w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 aria-[invalid=true]:border-red-700';
export const buttonClass =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
export const fileInputClass =
  'text-sm file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-700';

/**
 * For a form's buttons: pressing one does not take focus from the field being typed in. Otherwise
 * the field's blur check would insert its error above the button between mouse-down and mouse-up,
 * the button would move, and the click would be lost. Keyboard users are unaffected.
 */
export const keepFieldFocus = (event: { preventDefault: () => void }) => event.preventDefault();
