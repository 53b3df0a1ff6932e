import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';

/** A query client as the tests want it: a failure is shown at once, not retried. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders a page at `path` with the app's providers (a fresh query client unless given), and a probe
 * route that shows where navigation went.
 */
export function renderPage(element: ReactNode, path = '/', client = testQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<LocationProbe>{element}</LocationProbe>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A page as the app's frame gives it, its query read from the URL it is at (and writes), at `path`. */
export function renderRoutedPage(
  Page: ComponentType<{ query: Record<string, string> }>,
  path: string,
  client?: QueryClient,
) {
  function Routed() {
    const [params] = useSearchParams();
    return <Page query={Object.fromEntries(params)} />;
  }
  return renderPage(<Routed />, path, client);
}

function LocationProbe({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      {children}
    </>
  );
}

export { envelope } from '@mall/client/lib/test-envelope';
