import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import type { AppContext } from '../app/context';

export const Route = createRootRouteWithContext<AppContext>()({
  component: RootLayout,
  notFoundComponent: () => <p>Page not found</p>,
});

function RootLayout() {
  return (
    <>
      <header>
        <Link to="/">Live cams</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
