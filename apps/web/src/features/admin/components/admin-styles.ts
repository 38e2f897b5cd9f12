// Class strings shared by the admin tabs, so every card and table looks alike. Buttons are
// components/button.tsx and fields components/form/, the same as on the golfer pages.

export const cardClass = 'rounded-xl bg-white p-4 shadow-sm sm:p-6';

export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const thClass = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const tdClass = 'px-4 py-3 align-top text-slate-800';
