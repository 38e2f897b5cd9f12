import { pathTo } from '@teewatch/shared';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { type SessionUser, useSessionUser } from '../../../lib/session';
import { useSignOut } from './use-sign-out';
import { displayName, UserAvatar } from './user-avatar';

type AccountMenuProps = {
  /**
   * `dropdown` (the header): an avatar button opening a 16 rem menu. `inline` (the small-screen
   * menu, which is already a popup): the same items listed in place, so no menu opens inside a menu.
   */
  variant?: 'dropdown' | 'inline';
  /** Called when an item navigates away, so a surrounding menu can close. */
  onNavigate?: () => void;
};

/** The account menu's three states (golfer-side §2, §4): loading, no user (nothing), signed in. */
export function AccountMenu({ variant = 'dropdown', onNavigate }: AccountMenuProps) {
  const { user, isPending } = useSessionUser();
  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="h-4 w-4" />
        <span>Loading...</span>
      </div>
    );
  }
  if (!user) return null;
  return variant === 'inline' ? (
    <InlineAccountMenu user={user} onNavigate={onNavigate} />
  ) : (
    <DropdownAccountMenu user={user} />
  );
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70';

function DropdownAccountMenu({ user }: { user: SessionUser }) {
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(user);
  return (
    // Not modal and not portalled: the page stays readable to assistive technology while the menu is
    // open (a modal menu hides the whole page, landmarks included), and the menu stays in the banner.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`Account menu for ${name}`} className="rounded-full focus-ring">
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={pathTo('dashboard')}>My Dashboard</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={pathTo('account')}>Account</Link>
        </DropdownMenu.Item>
        {user.role === 'admin' ? (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={pathTo('admin')}>Admin Console</Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={itemClass}
          disabled={isSigningOut}
          onSelect={(event) => {
            // Keep the menu open so "Signing out..." stays visible; it unmounts once the session ends.
            event.preventDefault();
            void signOut();
          }}
        >
          {isSigningOut ? <Spinner className="h-4 w-4" /> : null}
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function InlineAccountMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { signOut, isSigningOut } = useSignOut();
  const linkClass = 'block rounded-md px-3 py-2 text-slate-800 hover:bg-emerald-50 focus-ring';
  return (
    <div>
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <ul className="mt-1 space-y-1">
        <li>
          <Link to={pathTo('dashboard')} onClick={onNavigate} className={linkClass}>
            My Dashboard
          </Link>
        </li>
        <li>
          <Link to={pathTo('account')} onClick={onNavigate} className={linkClass}>
            Account
          </Link>
        </li>
        {user.role === 'admin' ? (
          <li>
            <Link to={pathTo('admin')} onClick={onNavigate} className={linkClass}>
              Admin Console
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={isSigningOut}
            className={`${linkClass} flex w-full items-center gap-2 text-left disabled:cursor-not-allowed disabled:opacity-70`}
          >
            {isSigningOut ? <Spinner className="h-4 w-4" /> : null}
            {isSigningOut ? 'Signing out...' : 'Sign Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
