import { useAppInfo } from '../lib/app-info';

/** Shown on every page while the server reads tee times from the simulator, so nobody mistakes them for real ones. */
export function DemoBanner() {
  const { data } = useAppInfo();
  if (!data?.isDemo) return null;
  return (
    <aside
      aria-label="Demo data notice"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900"
    >
      <strong className="font-semibold">Demo data</strong> — tee times on this site come from the Teewatch
      simulator, not the courses' booking systems.
    </aside>
  );
}
