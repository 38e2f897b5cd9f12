import { FieldError } from '../../../components/field-error';

type AccountFieldProps = {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  minLength?: number;
  maxLength?: number;
};

/** One labelled input of the account page, its error tied to it for screen readers. */
export function AccountField({ id, label, error, onChange, ...input }: AccountFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        required
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What the last try of a section did: said politely (role status) or as an alert. */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | undefined }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="text-sm font-medium text-emerald-800">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {outcome.text}
    </p>
  );
}

export type SectionOutcome = { ok: boolean; text: string } | undefined;

/** A titled card of the account page. */
export function AccountSection({
  id,
  title,
  children,
  tone = 'normal',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  tone?: 'normal' | 'danger';
}) {
  const border = tone === 'danger' ? 'border-red-200' : 'border-slate-200';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${border} bg-white p-6 shadow-sm`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
