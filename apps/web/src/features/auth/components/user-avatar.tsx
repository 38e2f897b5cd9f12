import type { SessionUser } from '../../../lib/session';

/** The user's picture, else a generic person icon. Decorative: the surrounding control names the user. */
export function UserAvatar({ user, className = 'h-9 w-9' }: { user: SessionUser; className?: string }) {
  if (user.image) {
    return <img src={user.image} alt="" className={`${className} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-emerald-100 text-emerald-800`}
    >
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="h-3/5 w-3/5">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.4-8 5.4V21h16v-1.6c0-3-3.6-5.4-8-5.4z" />
      </svg>
    </span>
  );
}

/** The spec's display-name fallback. */
export function displayName(user: SessionUser): string {
  return user.name?.trim() || 'User';
}
