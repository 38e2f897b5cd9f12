// Class strings shared by the admin tabs, so every field, card and table looks alike. Buttons are
// components/button.tsx, the same as on the golfer pages.

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-[invalid=true]:border-red-600';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const cardClass = 'rounded-xl bg-white p-4 shadow-sm sm:p-6';

export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const thClass = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const tdClass = 'px-4 py-3 align-top text-slate-800';
