import { Outlet } from 'react-router';

// Placeholder shell; the shared layout (header, menus, footer) replaces it.
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
